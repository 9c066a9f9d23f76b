import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pgliteScenario } from './crash/pglite.ts';
import { localCluster, postgresScenario } from './crash/postgres.ts';
import { markdown, type ScenarioResult, unexpected5xx, writeResults } from './crash/report.ts';
import { Random } from './random.ts';

/**
 * `npm run crash [pglite|postgres]` ("Crash and outage"; not part of `npm test`): (a) SIGKILLs the
 * server on PGlite during writes, (b) with DATABASE_URL or TEST_DATABASE_URL, restarts this machine's
 * PostgreSQL in immediate mode during writes; CRASH_ROUNDS times each (default 10). Counts acknowledged writes
 * that were lost and 5xx answers other than 503 (both must be 0) and the time to recover, writes them into
 * docs/reliability.md and exits non-zero when either count is not 0.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.CRASH_ROUNDS ?? 10);
const only = process.argv[2];
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const log = (line: string) => process.stderr.write(`${line}\n`);

if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('CRASH_ROUNDS must be a positive integer');
if (only && only !== 'pglite' && only !== 'postgres')
  throw new Error('usage: npm run crash [pglite|postgres]');

// Interrupted half-way, PostgreSQL may be between stop and start: leave it running before going.
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  log('interrupted: making sure PostgreSQL runs, then exiting');
  void (serverUrl ? localCluster(serverUrl).then((cluster) => cluster.ensureRunning()) : Promise.resolve())
    .catch((error: unknown) => log(String(error)))
    .finally(() => process.exit(130));
});

const random = new Random(20_250_411);
const results: ScenarioResult[] = [];
if (only !== 'postgres') results.push(await pgliteScenario(rounds, random));
if (only !== 'pglite') {
  if (serverUrl) results.push(await postgresScenario(serverUrl, rounds, random));
  else log('postgres: skipped (set DATABASE_URL or TEST_DATABASE_URL to a local PostgreSQL)');
}

const pglite = JSON.parse(
  await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
) as { version: string };
for (const result of results) {
  const versions = result.id === 'pglite' ? [`PGlite ${pglite.version}`] : [];
  await writeResults(
    path.join(repoRoot, 'docs/reliability.md'),
    result.id,
    markdown(result, new Date(), versions),
  );
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);

const failed = results.filter((result) => result.lostAcknowledged > 0 || unexpected5xx(result) > 0);
for (const result of failed) {
  log(`FAILED ${result.engine}: ${result.lostAcknowledged} lost, ${unexpected5xx(result)} unexpected 5xx`);
}
process.exit(failed.length ? 1 : 0);
