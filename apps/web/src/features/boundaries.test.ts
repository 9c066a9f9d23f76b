import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `feature -> other feature (file)` for every relative import that leaves its own feature for another one. */
function crossings(): string[] {
  return sourceFiles(featuresDir).flatMap((file) => {
    const own = path.relative(featuresDir, file).split(path.sep)[0];
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(
      (m) => m[1] ?? '',
    );
    return specifiers.flatMap((specifier) => {
      const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
      const feature = target.split(path.sep)[0];
      const inFeatures = !target.startsWith('..') && feature !== undefined && feature !== own;
      return inFeatures && feature !== path.basename(file)
        ? [`${own} -> ${feature} (${path.relative(featuresDir, file)})`]
        : [];
    });
  });
}

describe('feature boundaries (STYLE habit 2)', () => {
  it('no feature imports another; route modules in app/ compose them', () => {
    expect(crossings()).toEqual([]);
  });
});
