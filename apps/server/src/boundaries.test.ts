import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layout rules (docs/ARCHITECTURE.md "Layers"):
 * - layers import downwards only: base (actor, errors, config, paths, db, mail) ← plugins ← kit ← idp, core
 *   ← modules ← seed ← app, main;
 * - one core group or module reaches another only through that one's `index.ts`;
 * - SQL lives in repositories: nothing else builds queries (drizzle-orm, table objects, db.select …); the kit's
 *   query language and its runner are repository machinery every repository shares, so `kit/query/` may too.
 */
const root = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = sources(root).map((file) => ({
  file: path.relative(root, file).replaceAll(path.sep, '/'),
  text: readFileSync(file, 'utf8'),
}));

const layerOrder = ['base', 'plugins', 'kit', 'idp', 'core', 'modules', 'seed', 'top'] as const;
type Layer = (typeof layerOrder)[number];

function layerOf(file: string): Layer {
  const top = file.split('/')[0] ?? '';
  if (['plugins', 'kit', 'idp', 'core', 'modules', 'seed'].includes(top)) return top as Layer;
  if (file === 'app.ts' || file === 'main.ts') return 'top';
  return 'base';
}

/** `core/users`, `modules/tariffs`: the unit whose index.ts is its only door; null outside core and modules. */
function unitOf(file: string): string | null {
  const [top, group] = file.split('/');
  return (top === 'core' || top === 'modules') && group && !group.endsWith('.ts') ? `${top}/${group}` : null;
}

/** Relative imports (values and types alike) of a file, resolved to paths below src/. */
function importsOf(file: string, text: string): string[] {
  const found = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1] ?? '');
  return found.map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
}

// Upward edges allowed on purpose, each with its reason. Keep this list short.
const allowedUpward: Record<string, string> = {};

const upward = files.flatMap(({ file, text }) =>
  importsOf(file, text)
    .filter((target) => {
      const from = layerOrder.indexOf(layerOf(file));
      const to = layerOrder.indexOf(layerOf(target));
      // idp and core are siblings: neither may import the other.
      const siblings = new Set([layerOf(file), layerOf(target)]).size === 2 && from !== to;
      const across =
        siblings && ['idp', 'core'].includes(layerOf(file)) && ['idp', 'core'].includes(layerOf(target));
      return (to > from || across) && !allowedUpward[`${file} -> ${target}`];
    })
    .map((target) => `${file} -> ${target}`),
);

const internals = files.flatMap(({ file, text }) =>
  importsOf(file, text)
    .filter((target) => {
      const unit = unitOf(target);
      return unit !== null && unit !== unitOf(file) && target !== `${unit}/index.ts`;
    })
    .map((target) => `${file} -> ${target}`),
);

const isRepository = (file: string) =>
  file.startsWith('db/') ||
  file.startsWith('kit/query/') ||
  /(^|\/)repository\.ts$/.test(file) ||
  /(^|\/)repository\//.test(file);

const SQL_SIGNS: [string, RegExp][] = [
  ['drizzle-orm import', /^import\s+(?!type\b)[^;]*from\s+'drizzle-orm[^']*'/m],
  ['table import', /^import\s+(?!type\b)[^;]*from\s+'[^']*db\/schema[^']*'/m],
  ['query', /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/],
  ['sql template', /\bsql`/],
];

const sqlOutside = files
  .filter(({ file }) => !isRepository(file))
  .flatMap(({ file, text }) =>
    SQL_SIGNS.filter(([, sign]) => sign.test(text)).map(([what]) => `${file}: ${what}`),
  );

describe('server boundaries', () => {
  it('imports only downwards', () => {
    expect(upward).toEqual([]);
  });

  it('reaches another module or core group only through its index.ts', () => {
    expect(internals).toEqual([]);
  });

  it('keeps SQL in repositories', () => {
    expect(sqlOutside).toEqual([]);
  });
});
