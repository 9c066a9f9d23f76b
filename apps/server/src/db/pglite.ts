import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { untar } from './untar.ts';

/**
 * PGlite's buffer pool: its default of 128 MB lives in its WebAssembly memory and, once touched, stays resident;
 * for the demo's few tariffs 16 MB costs little. A catalogue larger than the pool is read through the file
 * system page by page, which a large one pays on every search (`PGLITE_SHARED_BUFFERS_MB`, docs/operations.md
 * "Embedded database size").
 */
const DEFAULT_SHARED_BUFFERS_MB = 16;

/**
 * Sort and hash memory per operation: the default 4 MB sent a price filter's ~29,000 matches at 100,000 tariffs
 * to a temporary file (docs/decisions/0018-search-work-mem.md). Both engines run with it.
 */
export const SEARCH_WORK_MEM = '16MB';

/**
 * The one set of options every PGlite of this app is opened with. pg_trgm backs tariff search (docs/product-decisions.md §3).
 * relaxedDurability stays off: a query resolves only once its writes reached the file system, so a write the
 * server acknowledged survives a crash of the process (`npm run crash` kills it mid-write to check).
 */
export const pgliteOptions = (sharedBuffersMb = DEFAULT_SHARED_BUFFERS_MB): PGliteOptions => ({
  extensions: { pg_trgm },
  relaxedDurability: false,
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${sharedBuffersMb}MB`,
    '-c',
    `work_mem=${SEARCH_WORK_MEM}`,
  ],
});

/**
 * The ready-made data directory. PGlite creates a new directory by running initdb in a
 * second WebAssembly instance (about 3 s and a 540 MB peak on the reference machine), and the migrations take
 * another second or so. A first start instead unpacks `data.tar.gz`: initdb's result with the migrations named in
 * `manifest.json` already applied, made by `npm run db:template` with this PGlite. Later migrations still run
 * on top; a template of another PGlite version is never used (its files could be another format).
 */
const templateDir = path.join(import.meta.dirname, 'pglite-template');
const templateArchive = path.join(templateDir, 'data.tar.gz');
const templateManifest = path.join(templateDir, 'manifest.json');

export type TemplateManifest = { pglite: string; migrations: string[] };

export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // The entry is <package>/dist/index.cjs; its package.json is one level up.
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The migration tags the journal names, in order. */
export async function journalTags(migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

export async function readTemplateManifest(): Promise<TemplateManifest | undefined> {
  if (!existsSync(templateManifest)) return undefined;
  return JSON.parse(await readFile(templateManifest, 'utf8')) as TemplateManifest;
}

/**
 * The template archive when it can seed this database: made by the installed PGlite, and its migrations the
 * first ones of the journal (drizzle then applies the rest). Undefined otherwise: PGlite runs initdb itself.
 */
export async function usableTemplate(migrationsFolder: string): Promise<Buffer | undefined> {
  const manifest = await readTemplateManifest();
  if (!manifest || !existsSync(templateArchive)) return undefined;
  if (manifest.pglite !== installedPgliteVersion()) return undefined;
  const tags = await journalTags(migrationsFolder);
  if (manifest.migrations.some((tag, i) => tags[i] !== tag)) return undefined;
  return readFile(templateArchive);
}

/**
 * Unpacks the template into `dataDir` (missing or empty). It is written beside it and renamed into place, so a
 * start killed halfway leaves no directory that PGlite would take for a whole database.
 */
async function unpackTemplate(archive: Buffer, dataDir: string): Promise<void> {
  const staging = `${dataDir}.unpacking-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  untar(gunzipSync(archive), staging);
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(staging, dataDir);
}

/**
 * A ready PGlite: in memory without `dataDir` (tests), else on disk. A new database starts from the template
 * when `template` allows and one fits; the caller still runs the migrations.
 */
export async function createPglite(
  dataDir: string | undefined,
  options: { migrationsFolder: string; template?: boolean; sharedBuffersMb?: number },
): Promise<PGlite> {
  // Only a new database reads the 5 MB archive; a start on existing data never touches it.
  const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const archive =
    fresh && options.template !== false ? await usableTemplate(options.migrationsFolder) : undefined;
  if (dataDir) {
    if (archive && (!existsSync(dataDir) || (await readdir(dataDir)).length === 0))
      await unpackTemplate(archive, dataDir);
    else await mkdir(dataDir, { recursive: true });
  }
  const base = pgliteOptions(options.sharedBuffersMb);
  const client = dataDir
    ? new PGlite(dataDir, base)
    : new PGlite({ ...base, ...(archive ? { loadDataDir: new Blob([archive]) } : {}) });
  await client.waitReady;
  return client;
}

/** Writes a new template: initdb's result with every migration of the journal applied (`npm run db:template`). */
export async function writeTemplate(migrationsFolder: string): Promise<TemplateManifest> {
  const client = await createPglite(undefined, { migrationsFolder, template: false });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const archive = await client.dumpDataDir('gzip');
    const manifest = { pglite: installedPgliteVersion(), migrations: await journalTags(migrationsFolder) };
    await mkdir(templateDir, { recursive: true });
    await writeFile(templateArchive, Buffer.from(await archive.arrayBuffer()));
    await writeFile(templateManifest, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await client.close();
  }
}
