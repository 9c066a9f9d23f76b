import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const resolved = (from: string, specifier: string) => {
  const target = path.resolve(path.dirname(from), specifier);
  return [target, `${target}.ts`, path.join(target, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
};

/**
 * Every circle of relative imports (type-only ones too: an interface importing its own implementations is
 * a circle to a reader), each as `a -> b -> a`.
 */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found = new Set<string>();
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at !== -1) {
      const loop = trail.slice(at);
      // One spelling per circle whichever file the walk entered it by.
      const first = loop.indexOf([...loop].sort()[0] ?? '');
      const turned = [...loop.slice(first), ...loop.slice(0, first)];
      found.add([...turned, turned[0]].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...found].sort();
}

describe('server imports', () => {
  it('go round in no circle', () => {
    const graph = new Map(
      sourceFiles(srcDir).map((file) => {
        const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)];
        const targets = specifiers.flatMap((m) => resolved(file, m[1] ?? '') ?? []);
        return [path.relative(srcDir, file), targets.map((target) => path.relative(srcDir, target))];
      }),
    );
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });

  it('names each circle once', () => {
    const graph = new Map([
      ['schemas.ts', ['badges.ts']],
      ['badges.ts', ['verify.ts']],
      ['verify.ts', ['schemas.ts', 'keys.ts']],
      ['keys.ts', []],
      ['blob-store.ts', ['disk.ts']],
      ['disk.ts', ['blob-store.ts']],
    ]);
    expect(circles(graph)).toEqual([
      'badges.ts -> verify.ts -> schemas.ts -> badges.ts',
      'blob-store.ts -> disk.ts -> blob-store.ts',
    ]);
  });
});
