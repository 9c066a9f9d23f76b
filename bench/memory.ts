import { rm } from 'node:fs/promises';
import {
  bareScript,
  freshPostgres,
  type LoadRequest,
  load,
  log,
  machine,
  memory,
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
import { buyerSession } from './session.ts';

/**
 * `npm run bench:memory`: resident memory (VmRSS / VmHWM of /proc/<pid>/status) of a bare
 * Fastify hello-world and of this server (the bundle, as `npm start` runs it; demo data seeded) at the peak of a
 * first start on an empty database, idle after a start on existing data, and at the peak under sustained load
 * (/healthz, a signed-in tariff read and a search in turn), on PGlite and, with DATABASE_URL, on a fresh
 * PostgreSQL database. Prints a table and writes it into docs/performance.md "## Memory".
 */
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

type Row = {
  server: string;
  firstStartPeak: number | string;
  idle: number;
  loadPeak: number;
  requests: string;
};
const rows: Row[] = [];
const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The highest VmRSS sampled every 200 ms while `work` runs. */
async function peakDuring<T>(started: Started, work: Promise<T>): Promise<{ peak: number; value: T }> {
  const pid = started.child.pid as number;
  let peak = memory(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 200);
  try {
    const value = await work;
    return { peak: Math.max(peak, memory(pid).rss), value };
  } finally {
    clearInterval(timer);
  }
}

async function idleOf(started: Started) {
  await pause(idleSeconds);
  return memory(started.child.pid as number).rss;
}

const describeLoad = (result: { perSecond: number; errors: number; timeouts: number }) =>
  `${result.perSecond} req/s, ${result.errors} errors, ${result.timeouts} timeouts`;

log('bare Fastify');
const bare = await start(bareScript);
try {
  const startPeak = memory(bare.child.pid as number).peak;
  const idle = await idleOf(bare);
  const { peak, value } = await peakDuring(
    bare,
    load(bare.url, [{ path: '/healthz' }], { seconds: loadSeconds, connections }),
  );
  rows.push({
    server: 'bare Fastify',
    firstStartPeak: startPeak,
    idle,
    loadPeak: peak,
    requests: describeLoad(value),
  });
} finally {
  await stop(bare);
}

async function measureServer(engine: 'pglite' | 'postgres') {
  const pgliteDir = engine === 'pglite' ? await tempDir() : undefined;
  const url = engine === 'postgres' ? await freshPostgres('bench_memory') : undefined;
  const database = { pgliteDir, url };
  try {
    log(`${engine}: first start (empty database, seeding the demo data)`);
    const first = await start(serverScript, serverEnv(database));
    // VmHWM: the most the process held at any moment, seeding and compiling included.
    const firstStartPeak = memory(first.child.pid as number).peak;
    await stop(first);
    const { tariffKey, headers } = await buyerSession(database);
    log(`${engine}: start on existing data, idle, then ${loadSeconds} s of load`);
    const server = await start(serverScript, serverEnv(database));
    try {
      const idle = await idleOf(server);
      const requests: LoadRequest[] = [
        { path: '/healthz' },
        { path: `/api/v1/Tariff/${encodeURIComponent(tariffKey)}`, headers },
        { method: 'POST', path: '/api/v1/Tariff/search', headers, body: JSON.stringify({ q: '京都' }) },
      ];
      const { peak, value } = await peakDuring(
        server,
        load(server.url, requests, { seconds: loadSeconds, connections }),
      );
      rows.push({
        server: `this server, ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
        firstStartPeak,
        idle,
        loadPeak: peak,
        requests: describeLoad(value),
      });
    } finally {
      await stop(server);
    }
  } finally {
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  }
}

await measureServer('pglite');
if (process.env.DATABASE_URL) await measureServer('postgres');

const anchor = rows[0] as Row;
const withRatio = (value: number, base: number) => `${value} (${(value / base).toFixed(1)}×)`;
const report = table(
  ['Process', 'Peak of a first start, MB', 'Idle, MB', 'Peak under load, MB', 'Load served'],
  rows.map((row, index) =>
    index === 0
      ? [row.server, row.firstStartPeak, row.idle, row.loadPeak, row.requests]
      : [
          row.server,
          withRatio(Number(row.firstStartPeak), Number(anchor.firstStartPeak)),
          withRatio(row.idle, anchor.idle),
          withRatio(row.loadPeak, anchor.loadPeak),
          row.requests,
        ],
  ),
);
process.stdout.write(`${report}\n`);
writeSection(
  '## Memory',
  `\`npm run bench:memory\` (bench/memory.ts): resident memory from \`/proc/<pid>/status\` of each process, the
bare Fastify hello-world and this server (\`node ${startFlags.join(' ')} ${serverScript}\`, as \`npm start\` runs it) measured one
after the other in the same run. "Peak of a first start" is VmHWM once /healthz first answers after a start on an
empty database (the demo data seeded; for the bare server, its own start); "idle" is VmRSS ${idleSeconds} s after a
second start on that data; "peak under load" is the highest VmRSS sampled every 200 ms during ${loadSeconds} s of
${connections} keep-alive connections cycling /healthz, the demo buyer's signed-in tariff read and a search
(rate limits off). In brackets: the ratio to the bare server in the same column. Targets: ≤ 250 MB idle
and ≤ 300 MB under load on PGlite, ≤ 150 MB on PostgreSQL, ≤ 500 MB at the peak of a first start.

Machine: ${machine()}.

${report}`,
);
