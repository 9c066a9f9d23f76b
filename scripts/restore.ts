/**
 * `npm run restore -- <dir>`: brings a fresh installation (an empty database named by DATABASE_URL, or a new
 * PGLITE_DIR; a new STORAGE_DIR when files live on disk) back to the state of a backup, and checks every stored
 * item (docs/operations.md "Backups and restore").
 */
import { restore } from '../apps/server/src/backup.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: npm run restore -- <directory>\n');
  process.exit(2);
}
try {
  const { manifest, items } = await restore(loadConfig(), dir);
  process.stdout.write(
    `restored the ${manifest.database} backup of ${manifest.createdAt}: ${items} stored items verified\n`,
  );
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `restore failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
