import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

// Lower layers first: a file may import its own layer and the ones before it, never one after.
const LAYERS = ['lib', 'components', 'features', 'app'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const layerOf = (file: string) => LAYERS.indexOf(path.relative(srcDir, file).split(path.sep)[0] as never);

/** `file -> target` for every relative import of `files` that reaches up a layer. */
export function arrowsUp(files: readonly { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    const own = layerOf(file);
    if (own === -1) return [];
    return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((m) => {
      const target = path.resolve(path.dirname(file), m[1] ?? '');
      return layerOf(target) > own
        ? [`${path.relative(srcDir, file)} -> ${path.relative(srcDir, target)}`]
        : [];
    });
  });
}

describe('web layers', () => {
  it('lib imports no component, components no feature, features no route', () => {
    const files = ['lib', 'components', 'features'].flatMap((layer) =>
      sourceFiles(path.join(srcDir, layer)).map((file) => ({ file, source: readFileSync(file, 'utf8') })),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(arrowsUp(files)).toEqual([]);
  });

  it('names an arrow back up', () => {
    const file = path.join(srcDir, 'lib', 'use-something.tsx');
    const source = "import { SaveDialog } from '../components/ui/dialogs';\nimport { x } from './i18n/x';\n";
    expect(arrowsUp([{ file, source }])).toEqual([
      `${path.join('lib', 'use-something.tsx')} -> ${path.join('components', 'ui', 'dialogs')}`,
    ]);
  });
});
