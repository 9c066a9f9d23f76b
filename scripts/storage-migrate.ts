/**
 * `npm run storage:migrate -- --from db|disk|s3 --to db|disk|s3`: copies every stored item between backends,
 * resumably, checking every hash on the destination (docs/operations.md "Object storage"). Reads the server's
 * settings: `db` is the configured database, `disk` needs STORAGE_DIR, `s3` STORAGE_URL and STORAGE_S3_*.
 * Exits 0 when every item is in place, 1 naming the items that are not, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { blobStoreOf, migrateItems } from '../apps/server/src/core/storage/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const backend = z.enum(['db', 'disk', 's3']).transform((name) => (name === 'db' ? 'postgres' : name));
const args = z
  .object({ from: backend, to: backend })
  .refine((value) => value.from !== value.to, 'from and to must differ');

let parsed: z.infer<typeof args>;
try {
  parsed = args.parse(parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }).values);
} catch (error) {
  const detail = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
  process.stderr.write(`${detail}\nusage: npm run storage:migrate -- --from db|disk|s3 --to db|disk|s3\n`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const from = blobStoreOf(parsed.from, database.db, config.storage);
    const to = blobStoreOf(parsed.to, database.db, config.storage);
    await to.check();
    const report = await migrateItems(database.db, from, to);
    process.stdout.write(
      `${report.total} stored items: ${report.moved} copied, ${report.skipped} already in place, ${report.problems.length} failed\n`,
    );
    for (const problem of report.problems) process.stderr.write(`  ${problem}\n`);
    process.exitCode = report.problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `storage:migrate failed: ${(error as Error).message}`}\n`,
  );
  process.exit(1);
}
