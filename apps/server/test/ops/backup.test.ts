import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { backup, restore } from '../../src/backup.ts';
import { type Config, type DatabaseConfig, testConfig } from '../../src/config.ts';
import { type Db, openDatabase, queryRows } from '../../src/db/client.ts';
import { engines } from '../helper.ts';

/** Every row of every table (the app's and the migrations' own), each table's rows as sorted JSON lines. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql.raw(`select * from "${schema}"."${table}"`),
    );
    all[name] = rows
      .map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value)))
      .sort();
  }
  return all;
}

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    hashes[name] = createHash('sha256')
      .update(await readFile(path.join(dir, name)))
      .digest('hex');
  return hashes;
}

for (const engine of engines()) {
  describe(`backup and restore round trip [${engine.name}]`, () => {
    let app: FastifyInstance | undefined;
    let temp = '';
    const target = engines().find((candidate) => candidate.name === engine.name);
    afterAll(async () => {
      await app?.close();
      await engine.drop();
      await target?.drop();
      if (temp) await rm(temp, { recursive: true, force: true });
    });

    it('restores a seeded installation with files into a new one, row for row and byte for byte', async () => {
      temp = await mkdtemp(path.join(os.tmpdir(), 'tt-backup-'));
      // PGlite with files on disk, PostgreSQL with files in the database: both storage backends go round.
      const onDisk = engine.name === 'pglite';
      const storage = (name: string): Config['storage'] => ({
        dir: onDisk ? path.join(temp, name) : undefined,
        maxBytes: 10 * 1024 * 1024,
      });
      app = await buildApp({
        config: testConfig({
          database: await engine.database(),
          storage: storage('files-a'),
          seedDemo: true,
        }),
      });
      await app.ready();
      const bookings = await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from bookings`,
      );
      expect(bookings[0]?.n).toBeGreaterThan(0);
      const plain = await app.storage.save({
        bytes: Buffer.from('a plain file'),
        type: 'text/plain',
        enc: false,
        createdBy: 'ops-test',
      });
      await app.storage.save({
        bytes: Buffer.alloc(200_000, 7),
        type: 'application/octet-stream',
        enc: true,
        createdBy: 'ops-test',
      });

      // The task runner writes `queue_tasks` on its own schedule (docs/operations.md "Background work"): stopped,
      // so the rows read after the backup are the rows backed up.
      await app.tasks.stop();
      const dir = path.join(temp, 'backup');
      const manifest = await backup(app.database, app.config, dir);
      expect(manifest.items.map((item) => item.hash)).toContain(plain.hash);
      const before = await everyRow(app.database.db);

      const fresh: DatabaseConfig =
        engine.name === 'pglite'
          ? { kind: 'pglite', dataDir: path.join(temp, 'restored-db') }
          : await (target ?? engine).database();
      const config = testConfig({ database: fresh, storage: storage('files-b') });
      const restored = await restore(config, dir);
      expect(restored.items).toBe(manifest.items.length);

      const database = await openDatabase(config.database);
      try {
        expect(await everyRow(database.db)).toEqual(before);
      } finally {
        await database.close();
      }
      if (onDisk)
        expect(await fileHashes(path.join(temp, 'files-b'))).toEqual(
          await fileHashes(path.join(temp, 'files-a')),
        );
      // A second restore into the same, no longer fresh, installation is refused.
      await expect(restore(config, dir)).rejects.toThrow(/not empty/);
    }, 240_000);
  });
}
