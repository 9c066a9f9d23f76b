import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './client.ts';
import { untar } from './untar.ts';

/** Runs a PostgreSQL client program; rejects with its error output when it fails or cannot be found. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.on('error', (error) => reject(new Error(`${program} could not be started: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

/**
 * Writes a consistent snapshot of `database` to `file` (docs/operations.md "Backups and restore"): PostgreSQL
 * through `pg_dump --format=custom` (one repeatable-read transaction, so a live server may keep writing);
 * PGlite as its data directory, gzipped tar, which is what PGlite itself can load again.
 */
export async function dumpDatabase(database: Database, config: DatabaseConfig, file: string): Promise<void> {
  if (config.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.url]);
    return;
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const archive = await client.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
}

/**
 * Loads a snapshot into a fresh installation only: a PostgreSQL database with no tables, or a PGlite directory
 * that is missing or empty. Anything else is refused, so a restore never mixes two states.
 */
export async function loadDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if ((rows[0]?.n ?? 0) > 0) throw new Error('the target database is not empty: restore into a new one');
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.url}`,
      file,
    ]);
    return;
  }
  const dataDir = config.dataDir;
  if (!dataDir) throw new Error('PGLITE_DIR must name the directory to restore into');
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new Error(`${dataDir} is not empty: restore into a new directory`);
  // Unpacked beside the target and renamed into place, so an interrupted restore leaves no half database.
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  untar(gunzipSync(await readFile(file)), staging);
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(staging, dataDir);
}
