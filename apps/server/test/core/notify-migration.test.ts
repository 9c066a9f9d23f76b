import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type DatabaseConfig, testConfig } from '../../src/config.ts';
import { engines } from '../helper.ts';
import { core, signedInUser } from '../sessions.ts';

const migrations = path.join(import.meta.dirname, '../../src/db/migrations');
const BILINGUAL = 10;

/** The migrations folder as it was before bilingual notifications: every journal entry before idx 10. */
async function foldersBefore(dir: string): Promise<string> {
  const folder = path.join(dir, 'before');
  await cp(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < BILINGUAL);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const OLD_ROW = `insert into notifications (target, subject, body, created_by)
  values ($1, 'お知らせ / Notice', 'Text from before', 'system') returning key`;

/** Builds the old schema, stores a notification the old way, and answers the database to migrate further. */
async function oldDatabase(engine: string, dir: string, target: string) {
  const folder = await foldersBefore(dir);
  if (engine === 'pglite') {
    const dataDir = path.join(dir, 'pglite');
    const client = new PGlite(dataDir, { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    const { rows } = await client.query<{ key: string }>(OLD_ROW, [target]);
    await client.close();
    return { database: { kind: 'pglite', dataDir } as DatabaseConfig, key: rows[0]?.key ?? '' };
  }
  const [postgres] = engines().filter((e) => e.name === 'postgres');
  if (!postgres) throw new Error('no PostgreSQL');
  const database = await postgres.database();
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const pool = new pg.Pool({ connectionString: database.url });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
  const { rows } = await pool.query<{ key: string }>(OLD_ROW, [target]);
  await pool.end();
  return { database, key: rows[0]?.key ?? '', drop: postgres.drop };
}

describe.each(engines().map((engine) => engine.name))('migration 0010 keeps notifications [%s]', (engine) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it('turns an old text into the same text in both languages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tt-notify-migration-'));
    cleanUps.push(() => rm(dir, { recursive: true, force: true }));
    const target = 'old-reader';
    const old = await oldDatabase(engine, dir, target);
    if (old.drop) cleanUps.push(old.drop);

    const app = await buildApp({ config: testConfig({ database: old.database }) });
    cleanUps.push(() => app.close());
    await app.ready();
    const admin = await signedInUser(app, { grants: ['admin'] });
    const res = await core(app, admin, 'notify/get', { key: old.key });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({
      target,
      subject: { jp: 'お知らせ / Notice', en: 'お知らせ / Notice' },
      body: { jp: 'Text from before', en: 'Text from before' },
    });
    // The default of later rows is both languages empty, and the check refuses a text without both.
    const fresh = await app.database.db.execute(
      'insert into notifications (target, subject, created_by) values (\'x\', \'{"jp":"j","en":"e"}\', \'s\') returning body',
    );
    expect((fresh as unknown as { rows: { body: unknown }[] }).rows[0]?.body).toEqual({ jp: '', en: '' });
    await expect(
      app.database.db.execute(
        "insert into notifications (target, subject, created_by) values ('x', '{\"jp\":\"only\"}', 's')",
      ),
    ).rejects.toThrow();
  });
});
