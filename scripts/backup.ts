/**
 * `npm run backup -- <dir>`: a consistent snapshot of the configured installation (DATABASE_URL or PGLITE_DIR,
 * STORAGE_DIR) into a new directory (docs/operations.md "Backups and restore"). PostgreSQL may stay in use; a
 * PGlite directory must not be open in a running server (PGlite serves one process).
 */
import { backup } from '../apps/server/src/backup.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: npm run backup -- <directory>\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const manifest = await backup(database, config, dir);
    process.stdout.write(
      `backup of ${manifest.database} written to ${dir}: ${manifest.snapshot}, ${manifest.items.length} stored items (${manifest.storage})\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `backup failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
