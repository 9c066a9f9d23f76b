import { rm } from 'node:fs/promises';
import { assertClientHeadroom, conditions, type Measured, measure, median, spread } from './load.ts';
import {
  bareScript,
  freshPostgres,
  type LoadRequest,
  log,
  type Started,
  serverEnv,
  serverScript,
  start,
  startFlags,
  stop,
  table,
  tempDir,
  writeSection,
} from './process.ts';
import { Random, Zipf } from './random.ts';
import { realisticSearches } from './search-queries.ts';
import { addCatalogue } from './seed.ts';
import { buyerSession, distinctReads } from './session.ts';

/**
 * `npm run bench:api`: autocannon against the bare Fastify anchor and this server, interleaved — each repetition
 * runs the anchor, the server with its read cache and the server with the cache off (`READ_CACHE_TTL_MS=0`) in
 * a rotated order — on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database. Every row reports
 * the median and spread of requests/s and of the server's CPU per request (from /proc), beside the cache-hit
 * rate; the run fails on any non-2xx answer and when the anchor does not serve 3× the best product row (of a
 * route: the product's /healthz, which does no work, is reported, not held to it).
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50) and BENCH_REPETITIONS (3) tune it; BENCH_API_CATALOGUE=N
 * adds N generated tariffs (bench/seed.ts) to the demo data, so the uncached reads draw from a large catalogue
 * (its result goes to a section of its own); BENCH_ENGINES=pglite|postgres runs one engine only.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const catalogue = Number(process.env.BENCH_API_CATALOGUE ?? 0);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const repetitions = Math.max(3, Number(process.env.BENCH_REPETITIONS ?? 3));
const options = { seconds, connections };

/** The 200 searches with dates and group sizes (search-queries.ts), drawn Zipf-wise (first = commonest). */
const demoSearches = realisticSearches();

/**
 * Searches sent once each, in turn across all connections, to a server with its read cache on: every answer is
 * worked out (none was asked before), while the caller's partnerships come from the cache, as for a buyer trying
 * one query after another. `reset` starts the list again for a new server (an empty cache); `used` says how many
 * were sent, which must stay within the list for the row to hold.
 */
function eachSearchNew(headers: Record<string, string>, count = 40_000) {
  const bodies = realisticSearches(count).map((body) => JSON.stringify(body));
  let next = 0;
  const request: LoadRequest = {
    method: 'POST',
    path: '/api/v1/Tariff/search',
    headers,
    nextBody: () => bodies[next++ % bodies.length] as string,
  };
  return { request, count, reset: () => (next = 0), used: () => next };
}
type Distinct = ReturnType<typeof eachSearchNew>;

type Row = { engine: string; target: string; hitRate: string; runs: Measured[] };
const rows = new Map<string, Row>();

function record(engine: string, target: string, hitRate: string, result: Measured) {
  const id = `${engine} ${target}`;
  if (result.failures > 0)
    throw new Error(`${id}: ${result.failures} answers were not 2xx (or failed): ${result.failureDetail}`);
  const row = rows.get(id) ?? { engine, target, hitRate, runs: [] };
  row.runs.push(result);
  rows.set(id, row);
}

async function prepare(engine: 'pglite' | 'postgres') {
  const pgliteDir = engine === 'pglite' ? await tempDir() : undefined;
  const url = engine === 'postgres' ? await freshPostgres('bench_api') : undefined;
  const database = { pgliteDir, url };
  log(`${engine}: first start (seeding the demo data)`);
  await stop(await start(serverScript, serverEnv(database)));
  await addCatalogue(database, catalogue, log);
  const session = await buyerSession(database);
  const random = new Random(31);
  const keys = new Zipf(session.tariffKeys);
  const searches = new Zipf(demoSearches);
  const reads: LoadRequest[] = Array.from({ length: 200 }, () => ({
    path: `/api/v1/Tariff/${encodeURIComponent(keys.draw(random))}`,
    headers: session.headers,
  }));
  const queries: LoadRequest[] = Array.from({ length: 200 }, () => ({
    method: 'POST',
    path: '/api/v1/Tariff/search',
    headers: session.headers,
    body: JSON.stringify(searches.draw(random)),
  }));
  const read: LoadRequest = {
    path: `/api/v1/Tariff/${encodeURIComponent(session.tariffKey)}`,
    headers: session.headers,
  };
  const search: LoadRequest = { ...queries[0], body: JSON.stringify({ q: '京都' }) } as LoadRequest;
  const distinct = eachSearchNew(session.headers);
  // What Chromium sends: the server picks a method and compresses the answer (app.ts, kit/compress-once.ts).
  const browserRead: LoadRequest = {
    ...read,
    headers: { ...session.headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
  return {
    database,
    cached: [
      ['GET /healthz', [{ path: '/healthz' }], '–'],
      ['GET /api/v1/Tariff/{key}, one key (signed in)', [read], 'cached'],
      ['POST /api/v1/Tariff/search, one query (signed in)', [search], 'cached'],
      [
        'GET /api/v1/Tariff/{key}, one key, compressed as a browser asks (signed in)',
        [browserRead],
        'cached',
      ],
      [
        `POST /api/v1/Tariff/search, each query new: ${distinct.count} searches in turn (signed in)`,
        [distinct.request],
        '0 %',
        distinct,
      ],
    ] as const,
    uncached: [
      [`GET /api/v1/Tariff/{key}, ${session.tariffKeys.length} keys Zipf (signed in)`, reads, '0 %'],
      [
        `GET /api/v1/Tariff/{key}, ${Math.min(200, session.tariffKeys.length)} distinct keys in turn (signed in)`,
        distinctReads(session),
        '0 %',
      ],
      [`POST /api/v1/Tariff/search, ${demoSearches.length} queries Zipf (signed in)`, queries, '0 %'],
    ] as const,
    cleanUp: () => (pgliteDir ? rm(pgliteDir, { recursive: true, force: true }) : Promise.resolve()),
  };
}

async function runServer(
  engine: string,
  database: { pgliteDir?: string; url?: string },
  env: Record<string, string>,
  targets: readonly (readonly [string, readonly LoadRequest[], string, Distinct?])[],
) {
  const server: Started = await start(serverScript, { ...serverEnv(database), ...env });
  try {
    const pid = server.child.pid as number;
    for (const [target, requests, hitRate, distinct] of targets) {
      distinct?.reset();
      // One short warm-up per row: the JIT and the database's caches, not what is measured.
      await measure(server.url, pid, [...requests], { seconds: 1, connections });
      log(`${engine}: ${target} (cache ${hitRate})`);
      const result = await measure(server.url, pid, [...requests], options);
      // Past the list's end a search would repeat one this server may have kept: the row would not be "new".
      if (distinct && distinct.used() > distinct.count)
        throw new Error(
          `${target}: ${distinct.used()} searches sent, more than the ${distinct.count} distinct ones`,
        );
      // With the cache on, one key or query is loaded at most once per 5 s (and after each write): the rest hit.
      const rate =
        hitRate === 'cached'
          ? `≥ ${(Math.floor(1000 * (1 - Math.ceil(seconds / 5) / Math.max(1, result.requests))) / 10).toFixed(1)} %`
          : hitRate;
      record(engine, target, rate, result);
    }
  } finally {
    await stop(server);
  }
}

async function runBare() {
  const bare = await start(bareScript);
  try {
    log('bare Fastify: GET /healthz');
    const pid = bare.child.pid as number;
    await measure(bare.url, pid, [{ path: '/healthz' }], { seconds: 1, connections });
    record(
      'bare Fastify',
      'GET /healthz',
      '–',
      await measure(bare.url, pid, [{ path: '/healthz' }], options),
    );
  } finally {
    await stop(bare);
  }
}

const only = process.env.BENCH_ENGINES;
const engines = (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).filter(
  (engine) => !only || engine === only,
) as ('pglite' | 'postgres')[];
const prepared = [];
for (const engine of engines) prepared.push({ engine, ...(await prepare(engine)) });
try {
  for (let repetition = 0; repetition < repetitions; repetition++) {
    const steps: (() => Promise<void>)[] = [runBare];
    for (const { engine, database, cached, uncached } of prepared) {
      steps.push(() => runServer(engine, database, {}, cached));
      steps.push(() => runServer(engine, database, { READ_CACHE_TTL_MS: '0' }, uncached));
    }
    // Rotated order: each repetition starts one step later, so a drift of the machine's load touches every row.
    const shift = repetition % steps.length;
    for (const step of [...steps.slice(shift), ...steps.slice(0, shift)]) await step();
  }
} finally {
  for (const { cleanUp } of prepared) await cleanUp();
}

const all = [...rows.values()];
const perSecond = (row: Row) => median(row.runs.map((run) => run.perSecond));
const anchor = all.find((row) => row.engine === 'bare Fastify') as Row;
// The rows the targets are about: the product's own /healthz does no work of its own (the per-request floor); it
// came to 0.35× the anchor (docs/performance.md "API throughput", the headroom rule).
const best = Math.max(
  ...all.filter((row) => row !== anchor && !row.target.includes('/healthz')).map(perSecond),
);
const report = table(
  [
    'Server',
    'Request',
    'cache hits',
    'req/s median (min–max)',
    '× bare',
    'server CPU µs/request median (min–max)',
    'p50 ms',
    'p99 ms',
  ],
  all.map((row) => [
    row.engine,
    row.target,
    row.hitRate,
    spread(row.runs.map((run) => run.perSecond)),
    (perSecond(row) / perSecond(anchor)).toFixed(3),
    spread(row.runs.map((run) => run.cpuUs)),
    median(row.runs.map((run) => run.p50)),
    median(row.runs.map((run) => run.p99)),
  ]),
);
const machineLine = `Machine: ${conditions()} at the end of the run, ${new Date().toISOString().slice(0, 16)}Z.`;
process.stdout.write(`${report}\n\n${machineLine}\n`);
assertClientHeadroom(perSecond(anchor), best);
const about =
  catalogue > 0
    ? `With ${catalogue.toLocaleString('en')} generated tariffs added to the demo data (\`BENCH_API_CATALOGUE\`,
bench/seed.ts), so the uncached reads draw from the published public tariffs among them. `
    : '';
writeSection(
  catalogue > 0 ? '## API throughput on a large catalogue' : '## API throughput',
  `${about}\`npm run bench:api\` (bench/api.ts, bench/load.ts): autocannon, ${connections} keep-alive connections for
${seconds} s per row after a 1 s warm-up, ${repetitions} repetitions. Each repetition runs the bare Fastify hello-world, this
server with its read cache, and this server with the cache off (\`READ_CACHE_TTL_MS=0\`) one after the other, each
repetition in a rotated order; a row gives the median and the spread (min–max) of its repetitions. The server runs
as \`npm start\` runs it (\`node ${startFlags.join(' ')} ${serverScript}\`, demo data seeded, rate limits off because all
the load comes from one client). "server CPU" is the server process's user + system time (/proc/<pid>/stat)
divided by the requests answered: it is what a request costs, and a loaded machine disturbs it far less than
req/s. The signed-in requests carry the demo buyer's session cookie; the uncached rows draw tariff keys and
${demoSearches.length} searches (bench/search-queries.ts: words in both languages, dates, group sizes, filters) from a Zipf spread, 200 requests in turn; the
"each query new" row sends distinct realistic searches, each once, to the server with its cache on: every answer is
worked out while the caller's partnerships come from the cache, as for a buyer trying one query after another. The
other requests send no Accept-Encoding (uncompressed answers) but the "compressed" row, which asks as Chromium does. "cache hits"
for a cached row is a lower bound (one key is loaded at most once per 5 s). The run fails on any non-2xx answer and
when the anchor serves less than 3× the best product row of a route (the client would be the bottleneck); the
product's own \`/healthz\`, which does no work of its own, is reported beside them but not held to that rule.

${machineLine}

${report}`,
);
