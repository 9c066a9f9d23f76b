import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client.ts';
import { journalTags } from '../../src/db/pglite.ts';

const migrations = path.join(import.meta.dirname, '../../src/db/migrations');

/** What the migrations make, in a comparable form: columns, indexes, triggers, functions and extensions. */
async function schemaOf(database: Database) {
  const rows = (statement: ReturnType<typeof sql>) =>
    queryRows<Record<string, unknown>>(database.db, statement);
  return {
    columns: await rows(sql`select table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns where table_schema = 'public' order by 1, 2`),
    indexes: await rows(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    ),
    triggers: await rows(sql`select tgname from pg_trigger where not tgisinternal order by 1`),
    functions: await rows(sql`select proname, pg_get_functiondef(p.oid) as body from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1, 2`),
    extensions: await rows(sql`select extname from pg_extension order by 1`),
    migrations: await rows(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
  };
}

/**
 * A first start on PGlite unpacks the shipped template (db/pglite.ts) instead of running initdb and the
 * migrations. The database it gives must be exactly the one the migrations make, and a real on-disk one.
 */
describe('a new PGlite database from the template', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'tt-template-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('has the schema and migration history that initdb and the migrations give', async () => {
    const fromScratch = await openDatabase({ kind: 'pglite' }, { template: false });
    const expected = await schemaOf(fromScratch).finally(() => fromScratch.close());
    const dataDir = path.join(parent, 'data');
    const fromTemplate = await openDatabase({ kind: 'pglite', dataDir });
    const actual = await schemaOf(fromTemplate).finally(() => fromTemplate.close());
    expect(actual).toEqual(expected);
    expect(actual.migrations).toHaveLength((await journalTags(migrations)).length);
    expect(expected.columns.length).toBeGreaterThan(100);
  }, 120_000);

  it('is unpacked into place whole (nothing left beside it) and keeps what was written across a restart', async () => {
    const dataDir = path.join(parent, 'restart');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(
      sql`insert into server_secrets (name, value) values ('template-test', '{"kept": true}')`,
    );
    await first.close();
    expect(readdirSync(parent).filter((name) => name.includes('.unpacking-'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await queryRows<{ value: unknown }>(
      second.db,
      sql`select value from server_secrets where name = 'template-test'`,
    );
    await second.close();
    expect(rows).toEqual([{ value: { kept: true } }]);
  }, 120_000);

  it('also starts an empty directory that already exists (an operator created it)', async () => {
    const dataDir = path.join(parent, 'made-by-hand');
    mkdirSync(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from tariffs`);
    await database.close();
    expect(row?.n).toBe(0);
  }, 120_000);
});
