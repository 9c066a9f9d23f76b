import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { partnerships } from '../apps/server/src/db/schema/index.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { startS3Server } from '../apps/server/test/core/s3-test-server.ts';
import { addDays, seedBookings } from './bookings-seed.ts';
import { dropBenchDatabase, recreateBenchDatabase } from './database.ts';
import { cpuSeconds } from './load.ts';
import {
  bareScript,
  load,
  log,
  type Started,
  serverEnv,
  serverScript,
  start,
  stop,
  writeSection,
} from './process.ts';
import { RoundRobinProxy } from './proxy.ts';
import { checkWrites, oversold } from './scale-checks.ts';
import { type Phase, report } from './scale-report.ts';
import { drive, type Listener, listen, type World } from './scale-workload.ts';
import { realisticSearches } from './search-queries.ts';

/**
 * `npm run bench:scale` (docs/performance.md "Scale", docs/operations.md "Three processes behind nginx"): three
 * server processes (the bundle, as `npm start` runs it, rate limits off) on one fresh PostgreSQL database
 * (BENCH_POSTGRES_URL, default bench_scale on 127.0.0.1:5432, dropped at the end) with files in an S3 bucket
 * (s3rver), behind a round-robin proxy (bench/proxy.ts). BENCH_CLIENTS signed-in buyers (12) run the mixed
 * workload of bench/scale-workload.ts for BENCH_SECONDS (45) against ONE process directly, then the same through
 * the proxy to three, then once more with one of them killed (SIGKILL) halfway and started again. Then every acknowledged
 * booking, message (and its attachment, read back from the bucket) and notification must be in the database,
 * no date of the limited tariff (BENCH_DATES dates of BENCH_CAPACITY units per phase: 6 × 40) may hold more than
 * its capacity, the calm phases must have no error and the one with the kill only a few, all between the kill
 * and the restarted process's return. Any miss exits 1. Only a full-size run writes the section.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 45);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 12);
const capacity = Number(process.env.BENCH_CAPACITY ?? 40);
const dateCount = Number(process.env.BENCH_DATES ?? 6);
const tariffCount = Number(process.env.BENCH_TARIFFS ?? 200);
const bookingCount = Number(process.env.BENCH_N ?? 5000);
const fullSize = seconds >= 45 && clientCount >= 12 && tariffCount >= 200;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_scale';
/**
 * Errors allowed from the kill: each client has one request in flight, so at most one per client is on the killed
 * process; twice that leaves room for requests sent on connections the proxy has not yet seen die.
 */
const allowedErrors = 2 * clientCount;
const AFTER_RETURN_MS = 3_000;

const url = await recreateBenchDatabase(postgresUrl);
const prepared = await prepare().catch(async (error: unknown) => {
  await dropBenchDatabase(url);
  throw error;
});
const s3 = await startS3Server(['tt-scale']);
const storage = s3.settings('tt-scale', 'files');
const env = {
  ...serverEnv({ url }),
  SEED_DEMO: 'false',
  TRUST_PROXY: '127.0.0.1',
  STORAGE_URL: `s3://${storage.bucket}/${storage.prefix}`,
  STORAGE_S3_ENDPOINT: storage.endpoint ?? '',
  STORAGE_S3_REGION: storage.region,
  STORAGE_S3_ACCESS_KEY_ID: storage.accessKeyId ?? '',
  STORAGE_S3_SECRET_ACCESS_KEY: storage.secretAccessKey ?? '',
  STORAGE_S3_FORCE_PATH_STYLE: 'true',
};

/** The seeded world: bookable tariffs, one with limited capacity, signed-in buyers and an administrator. */
async function prepare() {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    log(`seeding ${tariffCount} tariffs, ${bookingCount} bookings`);
    const seeded = await seedBookings(database.db, { tariffCount, days: 60, bookingCount, raceRounds: 1 });
    // The race tariff has no seeded bookings on these dates: each phase books its own, `capacity` units each.
    const limited = seeded.raceTariff;
    const dates = Array.from({ length: 4 * dateCount }, (_, i) => addDays(seeded.today, 2 + i));
    await database.db.execute(sql`update booking_inventory set capacity = ${capacity}
      where tariff_key = ${limited} and date in (${sql.join(
        dates.map((d) => sql`${d}::date`),
        sql`, `,
      )})`);
    const [supplier] = await queryRows<{ space: string }>(
      database.db,
      sql`select space_key as space from tariffs where key = ${limited}`,
    );
    await database.db.execute(sql`insert into users (sub, email, nickname)
      values ('bench-scale-admin', 'admin@bench.test', 'admin')`);
    await database.db.execute(
      sql`insert into user_grants (sub, entry) values ('bench-scale-admin', 'tourtariff:admin')`,
    );
    const session = async (sub: string) =>
      `tt_session=${await createSession(database.db, sub, {
        accessToken: 'bench-session',
        idToken: 'bench-session',
        refreshToken: undefined,
        expiresInSeconds: 24 * 3600,
      })}`;
    const clients = [];
    for (let i = 0; i < clientCount; i++) {
      const space = `sp_bench-bk-buyer-${i}`;
      clients.push({
        sub: `${space}-owner`,
        space,
        cookie: await session(`${space}-owner`),
        conversation: '',
      });
    }
    // Conversations are between trading partners (docs/product.md §7): each buyer is one of the supplier's.
    await database.db.insert(partnerships).values(
      clients.map((client, i) => ({
        key: `pt_bench-scale-${i}`,
        buyerKey: client.space,
        supplierKey: supplier?.space ?? '',
        state: 'active' as const,
        requestedBy: 'buyer' as const,
        createdBy: client.sub,
        activatedAt: new Date(),
      })),
    );
    return {
      seeded,
      limited,
      dates,
      supplier: supplier?.space ?? '',
      clients,
      adminCookie: await session('bench-scale-admin'),
    };
  } finally {
    await database.close();
  }
}

const processes: Started[] = [];
/** Everything else this run started, stopped at the end whatever happens. */
const others: Started[] = [];
/** The proxy in front of the three processes, once started. */
const balancers: RoundRobinProxy[] = [];

/** Each buyer's conversation with the limited tariff's supplier, where its messages go. */
async function openConversations(base: string) {
  for (const client of prepared.clients) {
    const opened = await fetch(`${base}/api/messenger/new`, {
      method: 'POST',
      headers: { cookie: client.cookie, 'x-tourtariff-client': 'web', 'content-type': 'application/json' },
      body: JSON.stringify({
        space: client.space,
        participants: [prepared.supplier],
        subject: 'スケール試験',
      }),
    });
    if (opened.status !== 200) throw new Error(`conversation: ${opened.status} ${await opened.text()}`);
    client.conversation = ((await opened.json()) as { key: string }).key;
  }
}
const worldOf = (dates: string[]): World => ({
  clients: prepared.clients,
  adminCookie: prepared.adminCookie,
  tariffKeys: prepared.seeded.tariffKeys,
  limited: prepared.limited,
  dates,
  searches: realisticSearches(200, prepared.seeded.today),
  today: prepared.seeded.today,
});

/** One phase: the workload and a live stream per buyer against `base` for `duration` s. */
async function phase(name: string, base: string, dates: string[], during?: () => Promise<void>) {
  const seed = phases.length + 1;
  const listeners: Listener[] = prepared.clients.map((client) => listen(base, client.cookie));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loadBefore = os.loadavg()[0] ?? 0;
  cpuAtStart.clear();
  for (const p of processes) cpuAtStart.set(p.child.pid as number, cpuSeconds(p.child.pid as number));
  killedCpu = 0;
  const began = performance.now();
  const [tally] = await Promise.all([drive(base, worldOf(dates), began + seconds * 1000, seed), during?.()]);
  const elapsed = (performance.now() - began) / 1000;
  // A process started during the phase (the restarted one) counts from 0: its start-up is the kill's cost.
  let used = killedCpu;
  for (const p of processes)
    used += cpuSeconds(p.child.pid as number) - (cpuAtStart.get(p.child.pid as number) ?? 0);
  const byTarget = new Map(prepared.clients.map((client, i) => [client.sub, listeners[i] as Listener]));
  const told = tally.acknowledged.notifications;
  const heard = () => told.filter((n) => byTarget.get(n.target)?.heard.has(n.key)).length;
  // A stream cut by the kill comes back after the server's `retry:` (5 s) and replays what it missed.
  for (let waited = 0; heard() < told.length && waited < 8_000; waited += 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
  for (const listener of listeners) listener.close();
  return {
    name,
    tally,
    seconds: elapsed,
    cpu: used,
    loads: [loadBefore, os.loadavg()[0] ?? 0],
    heard: heard(),
    told: told.length,
    connects: listeners.reduce((sum, l) => sum + l.connects, 0),
  } satisfies Phase;
}

/** Waits until the process spends under 2 % of a core for 2 s in a row, at most a minute. */
async function untilIdle(pid: number): Promise<void> {
  for (const began = performance.now(); performance.now() - began < 60_000; ) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (cpuSeconds(pid) - before < 0.04) return;
  }
}

/** Each process's CPU seconds when the phase began, by pid; the killed one's use up to its death. */
const cpuAtStart = new Map<number, number>();
let killedCpu = 0;
const kill = { at: 0, back: 0 };
const phases: Phase[] = [];

async function run() {
  processes.push(await start(serverScript, env));
  const bare = await start(bareScript);
  others.push(bare);
  const first = processes[0] as Started;
  // A fresh server first does its start-up background work (docs/operations.md "Background work": the month's
  // statements of the seeded bookings, expired holds); timing beside it would measure that work instead.
  await untilIdle(first.child.pid as number);
  await openConversations(first.url);
  log(`warm-up, then one process directly: ${clientCount} clients, ${seconds} s`);
  // The warm-up books dates of its own; what it wrote is checked with the rest.
  const warm = await drive(
    first.url,
    worldOf(prepared.dates.slice(3 * dateCount)),
    performance.now() + 3_000,
    9,
  );
  phases.push(await phase('1 process, directly', first.url, prepared.dates.slice(0, dateCount)));

  processes.push(await start(serverScript, env), await start(serverScript, env));
  for (const p of processes.slice(1)) await untilIdle(p.child.pid as number);
  const balancer = new RoundRobinProxy(processes.map((p) => p.url));
  balancers.push(balancer);
  const proxyUrl = await balancer.listen();
  log('three processes behind the proxy');
  phases.push(await phase('3 processes, proxy', proxyUrl, prepared.dates.slice(dateCount, 2 * dateCount)));
  log(`three processes behind the proxy, the second killed at ${seconds / 2} s and started again`);
  phases.push(
    await phase(
      '3 processes, proxy, one killed',
      proxyUrl,
      prepared.dates.slice(2 * dateCount, 3 * dateCount),
      async () => {
        await new Promise((resolve) => setTimeout(resolve, (seconds / 2) * 1000));
        const victim = processes[1] as Started;
        const pid = victim.child.pid as number;
        killedCpu = cpuSeconds(pid) - (cpuAtStart.get(pid) ?? 0);
        kill.at = performance.now();
        victim.child.kill('SIGKILL');
        const again = await start(serverScript, env);
        processes[1] = again;
        balancer.replace(1, again.url);
        while (balancer.upCount < 3) await new Promise((resolve) => setTimeout(resolve, 50));
        kill.back = performance.now();
      },
    ),
  );

  log('anchor: bare Fastify GET /healthz with the same clients, directly and through the proxy');
  const anchor = await load(bare.url, [{ path: '/healthz' }], { seconds: 5, connections: clientCount });
  const anchorProxy = new RoundRobinProxy([bare.url]);
  const anchorThrough = await load(await anchorProxy.listen(), [{ path: '/healthz' }], {
    seconds: 5,
    connections: clientCount,
  });
  await anchorProxy.close();

  log('checking every acknowledged write and every date');
  const lost = await checkWrites(url, first.url, prepared.clients, [
    warm.acknowledged,
    ...phases.map((p) => p.tally.acknowledged),
  ]);
  const over = await oversold(url, prepared.limited, prepared.dates);
  return { anchor, anchorThrough, lost, over };
}

let outcome: Awaited<ReturnType<typeof run>>;
try {
  outcome = await run();
} finally {
  for (const balancer of balancers) await balancer.close();
  for (const p of [...processes, ...others]) await stop(p);
  await s3.close();
  await dropBenchDatabase(url);
}
const { anchor, anchorThrough, lost, over } = outcome;
const failures: string[] = [...lost.failures];
for (const date of over.dates)
  if (date.used > date.capacity)
    failures.push(`${date.date}: ${date.used} units held or sold of ${date.capacity}`);
const [one, three, killed] = phases as [Phase, Phase, Phase];
for (const calm of [one, three])
  if (calm.tally.errors.length)
    failures.push(`${calm.name}: ${calm.tally.errors.length} errors (${calm.tally.errors[0]?.what})`);
if (!kill.back) failures.push('the killed process never came back');
if (killed.tally.errors.length > allowedErrors)
  failures.push(`${killed.name}: ${killed.tally.errors.length} errors, more than ${allowedErrors}`);
const stray = killed.tally.errors.filter((e) => e.at < kill.at || e.at > kill.back + AFTER_RETURN_MS);
if (stray.length)
  failures.push(`${killed.name}: ${stray.length} errors away from the kill (${stray[0]?.what})`);

const lines = report({
  phases,
  anchors: [
    ['bare Fastify GET /healthz, directly', anchor],
    ['bare Fastify GET /healthz, through the proxy', anchorThrough],
  ],
  kill: {
    errors: killed.tally.errors.length,
    backAfterMs: Math.round(kill.back - kill.at),
    allowedErrors,
    afterReturnMs: AFTER_RETURN_MS,
  },
  proxy: { failed: balancers[0]?.failed ?? 0, retried: balancers[0]?.retried ?? 0 },
  checked: lost.counts,
  dates: over.dates,
  failures,
  settings: { seconds, clientCount, capacity, dateCount, tariffCount, bookingCount },
});
process.stdout.write(lines.output);
if (fullSize && process.env.BENCH_WRITE !== '0' && !failures.length) writeSection('## Scale', lines.section);
if (failures.length) {
  process.stderr.write(`bench:scale failed:\n${failures.join('\n')}\n`);
  process.exit(1);
}
