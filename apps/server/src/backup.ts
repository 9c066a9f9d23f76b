import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config.ts';
import { configuredKind, exportItems, importItems } from './core/storage/index.ts';
import { type Database, openDatabase } from './db/client.ts';
import { dumpDatabase, loadDatabase } from './db/dump.ts';

/** What a backup directory holds besides the snapshot and the copied files (docs/operations.md "Backups and restore"). */
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['postgres', 'pglite']),
  /** `database`: the stored bytes are inside the snapshot; `disk`, `s3`: copied into `blobs/`. */
  storage: z.enum(['database', 'disk', 's3']),
  snapshot: z.string(),
  items: z.array(
    z.object({ hash: z.string(), size: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const MANIFEST = 'manifest.json';

const storageName = (config: Config): BackupManifest['storage'] => {
  const kind = configuredKind(config.storage);
  return kind === 'postgres' ? 'database' : kind;
};
const BLOBS = 'blobs';

/**
 * Writes a backup of the installation `database` and `config` describe into `dir` (new or empty): the database
 * snapshot, then the stored items (listed with checksums, copied when they live on disk), then the manifest
 * last, so a directory without a manifest is an unfinished backup. Items are listed after the snapshot: stored
 * bytes are never rewritten, so every item the snapshot knows is among them.
 */
export async function backup(database: Database, config: Config, dir: string): Promise<BackupManifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new Error(`${dir} is not empty`);
  await mkdir(dir, { recursive: true });
  const snapshot = config.database.kind === 'postgres' ? 'database.dump' : 'pglite.tar.gz';
  await dumpDatabase(database, config.database, path.join(dir, snapshot));
  const items = await exportItems(database.db, config.storage, path.join(dir, BLOBS));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.database.kind,
    storage: storageName(config),
    snapshot,
    items,
  };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Brings a fresh installation (the configured database empty, its storage directory new) back to the state of
 * the backup in `dir`, then checks every stored item against its hash and the manifest. The backup's engine and
 * storage kind must be the configured ones: a PostgreSQL dump does not load into PGlite, nor the reverse.
 */
export async function restore(
  config: Config,
  dir: string,
): Promise<{ manifest: BackupManifest; items: number }> {
  const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  if (manifest.database !== config.database.kind)
    throw new Error(
      `the backup is of ${manifest.database}; the configured database is ${config.database.kind}`,
    );
  const storage = storageName(config);
  if (manifest.storage !== storage)
    throw new Error(`the backup keeps files in the ${manifest.storage}; this installation in the ${storage}`);
  await loadDatabase(config.database, path.join(dir, manifest.snapshot));
  const database = await openDatabase(config.database);
  try {
    const problems = await importItems(database.db, config.storage, path.join(dir, BLOBS), manifest.items);
    if (problems.length > 0) throw new Error(`restored storage is not whole:\n  ${problems.join('\n  ')}`);
  } finally {
    await database.close();
  }
  return { manifest, items: manifest.items.length };
}
