import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/**
 * The server's layout rules (docs/ARCHITECTURE.md "Layers"):
 * - layers import downwards only: base (actor, errors, config, paths, db, mail) ← plugins ← kit ← idp, core
 *   ← modules ← seed ← app, main, bundle-entry;
 * - one core group or module reaches another only through that one's `index.ts`;
 * - SQL lives in repositories: nothing else builds queries (drizzle-orm, table objects, db.select …); the kit's
 *   query language and its runner are repository machinery every repository shares, so `kit/query/` may too;
 * - one owner per table (docs/ARCHITECTURE.md "Table owners"): each db/schema file declares the unit owning each
 *   of its tables, and only that unit's files import the table object; others call the owner's index.ts.
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
  // bundle-entry.ts loads main.ts (a dynamic import) after turning the compile cache on: an entry like main.
  // backup.ts is the entry of `npm run backup` / `restore`, composing the database and the storage like app.ts.
  if (['app.ts', 'main.ts', 'bundle-entry.ts', 'backup.ts'].includes(file)) return 'top';
  return 'base';
}

/** `core/users`, `modules/tariffs`: the unit whose index.ts is its only door; null outside core and modules. */
function unitOf(file: string): string | null {
  const [top, group] = file.split('/');
  return (top === 'core' || top === 'modules') && group && !group.endsWith('.ts') ? `${top}/${group}` : null;
}

/**
 * Relative import specifiers of a source text: `import … from`, `export … from`, a bare `import '…'` and a dynamic
 * `import('…')`, in single or double quotes (type-only imports too).
 */
function specifiersOf(text: string): string[] {
  const patterns = [
    /(?:import|export)\s[^'"`;]*?from\s*(['"])(\.[^'"]+)\1/g,
    /\bimport\s*(['"])(\.[^'"]+)\1/g,
    /\bimport\s*\(\s*(['"`])(\.[^'"`]+)\1\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[2] ?? ''));
}

/** Relative imports (values and types alike) of a file, resolved to paths below src/. */
function importsOf(file: string, text: string): string[] {
  return specifiersOf(text).map((spec) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)),
  );
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
  ['drizzle-orm import', /^import\s+(?!type\b)[^;]*from\s+['"]drizzle-orm[^'"]*['"]/m],
  ['table import', /^import\s+(?!type\b)[^;]*from\s+['"][^'"]*db\/schema[^'"]*['"]/m],
  ['query', /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/],
  ['sql template', /\bsql`/],
];

const sqlOutside = files
  .filter(({ file }) => !isRepository(file))
  .flatMap(({ file, text }) =>
    SQL_SIGNS.filter(([, sign]) => sign.test(text)).map(([what]) => `${file}: ${what}`),
  );

const schemaDir = path.join(root, 'db/schema');

/** Table object → owning unit, from the `…Owner` declaration beside each schema (a unit, or a map per table). */
const owners = new Map<string, string>();
const undeclared: string[] = [];
for (const name of readdirSync(schemaDir).filter((n) => n.endsWith('.ts') && n !== 'index.ts')) {
  const mod: Record<string, unknown> = await import(path.join(schemaDir, name));
  const declarations = Object.entries(mod).filter(([key]) => key.endsWith('Owner'));
  const declared = declarations.length === 1 ? declarations[0]?.[1] : undefined;
  for (const [table, value] of Object.entries(mod)) {
    if (!is(value, PgTable)) continue;
    const unit =
      typeof declared === 'string' ? declared : (declared as Record<string, string> | undefined)?.[table];
    if (unit) owners.set(table, unit);
    else undeclared.push(`db/schema/${name}: ${table}`);
  }
}

/** The unit a file belongs to for table ownership: a core group or module, else its top folder (idp, db, seed …). */
function ownerUnitOf(file: string): string {
  return unitOf(file) ?? (file.includes('/') ? (file.split('/')[0] ?? 'base') : 'base');
}

/**
 * Table objects a source text takes from db/schema: named imports and re-exports (`type` ones too, since an
 * inferred row type is the table's shape), members used through a namespace import (`schema.spaces`), and names
 * destructured from or read off a dynamic `import('…/db/schema/…')`.
 */
function schemaNamesOf(file: string, text: string): string[] {
  const isSchema = (spec: string) =>
    spec.startsWith('.') &&
    path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).startsWith('db/schema');
  const listed = (list: string) =>
    list
      .split(',')
      .map((part) =>
        (
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+|\s*:\s*/)[0] ?? ''
        ).trim(),
      )
      .filter(Boolean);
  const names: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g))
    if (isSchema(m[3] ?? '')) names.push(...listed(m[1] ?? ''));
  const namespaces = [
    ...[...text.matchAll(/import\s+(?:type\s+)?\*\s+as\s+(\w+)\s+from\s*(['"])([^'"]+)\2/g)],
    ...[...text.matchAll(/(\w+)\s*=\s*await\s+import\s*\(\s*(['"`])([^'"`]+)\2\s*\)/g)],
  ];
  for (const m of namespaces)
    if (isSchema(m[3] ?? ''))
      for (const use of text.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) names.push(use[1] ?? '');
  for (const m of text.matchAll(/\{([^}]*)\}\s*=\s*await\s+import\s*\(\s*(['"`])([^'"`]+)\2\s*\)/g))
    if (isSchema(m[3] ?? '')) names.push(...listed(m[1] ?? ''));
  for (const m of text.matchAll(/\(\s*await\s+import\s*\(\s*(['"`])([^'"`]+)\1\s*\)\s*\)\.(\w+)/g))
    if (isSchema(m[2] ?? '')) names.push(m[3] ?? '');
  return names;
}

// Foreign table reads allowed on purpose, each with its reason. Empty: where the owner's index.ts cannot be
// imported without an import circle (import-cycles.test.ts), the owner hands its reader to the lower unit when
// it registers (docs/ARCHITECTURE.md "Table owners"). Keep it empty.
const allowedForeign: Record<string, string> = {};

/** `file: table (owned by unit)` for every table object a file imports without owning it. */
function foreignTables(file: string, text: string): string[] {
  if (file.startsWith('db/schema/')) return [];
  return [...new Set(schemaNamesOf(file, text))]
    .filter((name) => owners.has(name) && owners.get(name) !== ownerUnitOf(file))
    .map((name) => `${file}: ${name} (owned by ${owners.get(name)})`);
}

const foreign = files.flatMap(({ file, text }) =>
  foreignTables(file, text).filter((entry) => !allowedForeign[entry]),
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

  it('declares an owner for every table, and each owner is a unit of the server', () => {
    expect(undeclared).toEqual([]);
    const units = new Set(files.map(({ file }) => ownerUnitOf(file)));
    expect([...new Set(owners.values())].filter((unit) => !units.has(unit))).toEqual([]);
  });

  it('imports a table object only in the unit that owns it', () => {
    expect(foreign).toEqual([]);
  });

  it('keeps every allowed foreign table read current', () => {
    const all = new Set(files.flatMap(({ file, text }) => foreignTables(file, text)));
    expect(Object.keys(allowedForeign).filter((entry) => !all.has(entry))).toEqual([]);
  });
});

describe('boundary rules on fixtures', () => {
  it('matches single- and double-quoted, bare and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      'import type { B } from "../b.ts";',
      "export { c } from './c.ts';",
      'import "./d.ts";',
      "const e = await import('../e/index.ts');",
      'const f = await import("./f.ts");',
      "import { g } from 'drizzle-orm';",
    ].join('\n');
    expect(specifiersOf(text).sort()).toEqual([
      '../b.ts',
      '../e/index.ts',
      './a.ts',
      './c.ts',
      './d.ts',
      './f.ts',
    ]);
    expect(
      importsOf('modules/jobs/service/x.ts', 'const t = await import("../../tariffs/service/y.ts");'),
    ).toEqual(['modules/tariffs/service/y.ts']);
  });

  it('fails a repository that reads a table another unit owns', () => {
    const file = 'modules/jobs/repository/fixture.ts';
    const named = 'import { jobs, spaceMembers as members } from "../../../db/schema/index.ts";';
    expect(foreignTables(file, named)).toEqual([`${file}: spaceMembers (owned by core/users)`]);
    const typed = "import type { tariffs } from '../../../db/schema/tariffs.ts';";
    expect(foreignTables(file, typed)).toEqual([`${file}: tariffs (owned by modules/tariffs)`]);
    const namespace =
      "import * as schema from '../../../db/schema/index.ts';\nschema.jobs; schema.spaces.key;";
    expect(foreignTables(file, namespace)).toEqual([`${file}: spaces (owned by core/users)`]);
    const dynamic = 'const { reviews } = await import("../../../db/schema/index.ts");';
    expect(foreignTables(file, dynamic)).toEqual([`${file}: reviews (owned by modules/reviews)`]);
    const read = "const s = (await import('../../../db/schema/index.ts')).spaceMembers;";
    expect(foreignTables(file, read)).toEqual([`${file}: spaceMembers (owned by core/users)`]);
    expect(foreignTables('core/users/repository/fixture.ts', named)).toEqual([
      'core/users/repository/fixture.ts: jobs (owned by modules/jobs)',
    ]);
  });
});
