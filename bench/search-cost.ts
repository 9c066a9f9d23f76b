import type { InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { countStatements } from '../apps/server/test/statement-counter.ts';
import { freshPostgres, log, tempDir } from './process.ts';
import { buyerSession } from './session.ts';

/**
 * `node bench/search-cost.ts`: the server CPU and the SQL statements of one uncached search and of one tariff
 * read, in process (app.inject: no sockets), on the demo catalogue. PostgreSQL when DATABASE_URL is set (then the
 * CPU is the server's alone), PGlite otherwise (the database's work is then in it). BENCH_REQUESTS (1000) of
 * each kind after 300 of warm-up; searches differ per request (the read cache is bypassed for them), cold reads
 * run with the read cache off and repeated reads with it on. CPU from process.cpuUsage, so it counts the whole
 * process, the garbage collector included.
 */
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const pgliteDir = process.env.DATABASE_URL ? undefined : await tempDir();
const url = await freshPostgres('bench_search_cost');
const env = {
  ...process.env,
  DATABASE_URL: url ?? '',
  PGLITE_DIR: pgliteDir ?? '',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_READ: '0',
  RATE_LIMIT_WRITE: '0',
  RATE_LIMIT_UPLOAD: '0',
  RATE_LIMIT_IP: '0',
};
// Seed once (a server start seeds the demo), then sign the buyer in with the database closed (PGlite: one process).
{
  const config = loadConfig(env);
  const app = await buildApp({ config });
  await app.ready();
  await app.close();
}
const session = await buyerSession({ ...(pgliteDir ? { pgliteDir } : {}), ...(url ? { url } : {}) });
const words = [
  '京都',
  '寿司',
  'kyoto',
  '温泉',
  'tour',
  '着物',
  'sushi',
  '茶',
  '',
  'zanzibar',
  '東京',
  'walk',
];
const search = (index: number) => ({
  method: 'POST' as const,
  url: '/api/v1/Tariff/search',
  headers: session.headers,
  payload: { q: words[index % words.length], adults: 1 + (index % 7), limit: 20 },
});
// With the read cache on, each search differs from every other of the run (12 × 7 × 50 bodies, 1,300 requests):
// the search itself is a miss, the caller's partnerships a hit, as for a buyer trying one query after another.
const newSearch = (index: number) => ({
  ...search(index),
  payload: { q: words[index % words.length], adults: 1 + (index % 7), limit: 10 + (index % 50) },
});
const read = (index: number) => ({
  method: 'GET' as const,
  url: `/api/v1/Tariff/${session.tariffKeys[index % session.tariffKeys.length]}`,
  headers: session.headers,
});

/** BENCH_PROFILE=<dir>: a CPU profile of each timed loop alone (not the start-up or the warm-up). */
const profiler = process.env.BENCH_PROFILE ? await startProfiler(process.env.BENCH_PROFILE) : undefined;
async function startProfiler(dir: string) {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  let n = 0;
  return {
    start: () => session.post('Profiler.start'),
    stop: async (name: string) => {
      const { profile } = await session.post('Profiler.stop');
      n += 1;
      await writeFile(`${dir}/${n}-${name}.cpuprofile`, JSON.stringify(profile));
    },
  };
}

async function measure(ttl: string, make: (index: number) => InjectOptions) {
  const config = loadConfig({ ...env, READ_CACHE_TTL_MS: ttl });
  const database = await openDatabase(config.database);
  const counter = countStatements(database);
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    for (let i = 0; i < 300; i += 1) await app.inject(make(i));
    const first = await app.inject(make(0));
    if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body.slice(0, 300)}`);
    counter.n = 0;
    await profiler?.start();
    const before = process.cpuUsage();
    for (let i = 0; i < requests; i += 1) {
      // Past the warm-up's bodies, so a search that should be new to the cache is.
      const res = await app.inject(make(300 + i));
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    const used = process.cpuUsage(before);
    await profiler?.stop(ttl === '0' ? 'uncached' : 'cached');
    return {
      cpuUs: Math.round((used.user + used.system) / requests),
      statements: counter.n / requests,
      bytes: first.body.length,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

// `search`: 12 words × 7 group sizes repeat within the run, so the read cache is off for them (and for the caller's
// partnerships, which the cache would otherwise hold).
const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
// BENCH_ROWS (search,new,cold,warm) picks rows, e.g. one at a time under `node --cpu-prof`.
const only = (process.env.BENCH_ROWS ?? 'search,new,cold,warm').split(',');
if (only.includes('search')) rows.push(['search, cache off', await measure('0', search)]);
if (only.includes('new')) rows.push(['search, cache on, each query new', await measure('5000', newSearch)]);
if (only.includes('cold')) rows.push(['read, cache off (cold)', await measure('0', read)]);
if (only.includes('warm'))
  rows.push(['read, one key, cache on (repeated)', await measure('5000', () => read(0))]);
const load = (await import('node:os')).loadavg().map((n) => n.toFixed(2));
log(`${url ? 'postgres' : 'pglite'}, ${requests} requests per row, load average ${load.join(' ')}`);
for (const [name, row] of rows)
  log(
    `${name}: ${row.cpuUs} µs CPU, ${row.statements.toFixed(2)} statements per request, ${row.bytes} bytes`,
  );
