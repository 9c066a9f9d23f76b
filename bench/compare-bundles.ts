import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dropBenchDatabase } from './database.ts';
import { conditions, type Measured, measure, median, spread } from './load.ts';
import {
  bareScript,
  freshPostgres,
  type LoadRequest,
  log,
  repoRoot,
  serverEnv,
  start,
  startFlags,
  stop,
  table,
  tempDir,
} from './process.ts';
import { Random, Zipf } from './random.ts';
import { addCatalogue } from './seed.ts';
import { buyerSession, distinctReads } from './session.ts';

/**
 * `node bench/compare-bundles.ts <dir A> <dir B>`: two builds of the server (apps/server/dist as
 * `scripts/server-bundle.ts` writes it, copied aside) measured interleaved against the bare anchor on one
 * seeded PGlite directory (or, with DATABASE_URL, a fresh PostgreSQL database `bench_compare`; BENCH_API_CATALOGUE=N
 * adds N generated tariffs to the demo data) — a signed-in read of one tariff with the read cache on, reads spread over the
 * catalogue with it off — BENCH_REPETITIONS (3) times in rotated order; server CPU per request from /proc.
 */
const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: node bench/compare-bundles.ts <dir A> <dir B>');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const repetitions = Math.max(3, Number(process.env.BENCH_REPETITIONS ?? 3));
const options = { seconds, connections: 50 };
const scriptOf = (dir: string) => path.relative(repoRoot, path.join(path.resolve(dir), 'main.js'));
const url = await freshPostgres('bench_compare');
const pgliteDir = url ? undefined : await tempDir();
const database = { pgliteDir, url };
await stop(await start(scriptOf(dirA), serverEnv(database), { flags: startFlags }));
await addCatalogue(database, Number(process.env.BENCH_API_CATALOGUE ?? 0), log);
const session = await buyerSession(database);
const random = new Random(31);
const keys = new Zipf(session.tariffKeys);
const one: LoadRequest[] = [
  { path: `/api/v1/Tariff/${encodeURIComponent(session.tariffKey)}`, headers: session.headers },
];
const spreadReads: LoadRequest[] = Array.from({ length: 200 }, () => ({
  path: `/api/v1/Tariff/${encodeURIComponent(keys.draw(random))}`,
  headers: session.headers,
}));
const runs = new Map<string, Measured[]>();
const keep = (name: string, result: Measured) => {
  if (result.failures) throw new Error(`${name}: ${result.failureDetail}`);
  runs.set(name, [...(runs.get(name) ?? []), result]);
};
async function server(label: string, dir: string) {
  for (const [row, env, requests] of [
    ['read, one key, cache on', {}, one],
    ['read, Zipf keys, cache off', { READ_CACHE_TTL_MS: '0' }, spreadReads],
    ['read, 200 distinct keys, cache off', { READ_CACHE_TTL_MS: '0' }, distinctReads(session)],
  ] as const) {
    const started = await start(scriptOf(dir), { ...serverEnv(database), ...env }, { flags: startFlags });
    try {
      const pid = started.child.pid as number;
      await measure(started.url, pid, [...requests], { seconds: 1, connections: 50 });
      log(`${label}: ${row}`);
      keep(`${label} | ${row}`, await measure(started.url, pid, [...requests], options));
    } finally {
      await stop(started);
    }
  }
}
async function bare() {
  const started = await start(bareScript);
  try {
    const pid = started.child.pid as number;
    await measure(started.url, pid, [{ path: '/healthz' }], { seconds: 1, connections: 50 });
    keep('bare Fastify | GET /healthz', await measure(started.url, pid, [{ path: '/healthz' }], options));
  } finally {
    await stop(started);
  }
}
const steps = [bare, () => server(`A ${dirA}`, dirA), () => server(`B ${dirB}`, dirB)];
for (let repetition = 0; repetition < repetitions; repetition++) {
  const shift = repetition % steps.length;
  for (const step of [...steps.slice(shift), ...steps.slice(0, shift)]) await step();
}
if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
if (url) await dropBenchDatabase(url);
const anchor = median((runs.get('bare Fastify | GET /healthz') ?? []).map((run) => run.perSecond));
process.stdout.write(
  `${table(
    ['build', 'request', 'req/s median (min–max)', '× bare', 'server CPU µs/request median (min–max)'],
    [...runs].map(([name, list]) => [
      ...name.split(' | '),
      spread(list.map((run) => run.perSecond)),
      (median(list.map((run) => run.perSecond)) / anchor).toFixed(3),
      spread(list.map((run) => run.cpuUs)),
    ]),
  )}\n\n${conditions()}, ${new Date().toISOString().slice(0, 16)}Z\n`,
);
