import { rm } from 'node:fs/promises';
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { addDays, type BookingsWorld, raceLedger, seedBookings } from './bookings-seed.ts';
import { recreateBenchDatabase } from './database.ts';
import { conditions, cpuSeconds } from './load.ts';
import {
  bareScript,
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

/**
 * `npm run bench:bookings` (docs/performance.md "Bookings"): BENCH_N bookings (default 200,000) on BENCH_TARIFFS
 * tariffs (1,000) with BENCH_DAYS days of allotment inventory (365), seeded in bulk, on a fresh PostgreSQL
 * database (BENCH_POSTGRES_URL, default bench_bookings on 127.0.0.1:5432) and a fresh PGlite (BENCH_ENGINES picks).
 * The server runs as `npm start` runs it; one client times, one request at a time, 90-day availability calendars
 * of tariffs drawn Zipf-wise, holds (`POST /api/v1/Booking`) on random tariffs and dates and their confirmations,
 * beside the bare Fastify anchor, in BENCH_ROUNDS rounds whose order rotates; server CPU per request comes from
 * /proc. Then the race: 64 holds at once on a date with one unit left, BENCH_RACE_ROUNDS rounds (20), exactly one
 * must succeed, and the database must show no date sold beyond its capacity. Fails on a missed target (PostgreSQL
 * at full size), a lost race or any unexpected answer.
 */
const bookingCount = Number(process.env.BENCH_N ?? 200_000);
const tariffCount = Number(process.env.BENCH_TARIFFS ?? Math.min(1000, Math.max(20, bookingCount / 200)));
const days = Number(process.env.BENCH_DAYS ?? 365);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const perRound = Number(process.env.BENCH_SAMPLES ?? 40);
const raceRounds = Number(process.env.BENCH_RACE_ROUNDS ?? 20);
const RACERS = 64;
const CALENDAR_DAYS = 90;
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const fullSize = bookingCount >= 200_000 && tariffCount >= 1000 && days >= 365;
const targets = { calendar: 20, hold: 25, confirm: 25 } as const;

type Kind = 'anchor' | 'calendar' | 'hold' | 'confirm';
type Samples = { ms: number[]; cpu: number; count: number };
type Headers = Record<string, string>;

async function timed(url: string, init: RequestInit, expect: number[] = [200]) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!expect.includes(response.status))
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, status: response.status, body: text ? JSON.parse(text) : null };
}

/** A fresh database of the engine, seeded, and a session cookie of the timed buyer's owner. */
async function prepare(engine: 'postgres' | 'pglite') {
  const pgliteDir = engine === 'pglite' ? await tempDir() : undefined;
  const url =
    engine === 'postgres'
      ? await recreateBenchDatabase(
          process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_bookings',
        )
      : undefined;
  const opened = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: pgliteDir });
  try {
    log(`${engine}: seeding ${tariffCount} tariffs, ${days} days, ${bookingCount} bookings`);
    const seeding = performance.now();
    const world = await seedBookings(opened.db, { tariffCount, days, bookingCount, raceRounds }, log);
    const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;
    const session = await createSession(opened.db, world.buyer.sub, {
      accessToken: 'bench-session',
      idToken: 'bench-session',
      refreshToken: undefined,
      expiresInSeconds: 24 * 3600,
    });
    const headers: Headers = {
      cookie: `tt_session=${session}`,
      'x-tourtariff-client': 'web',
      'content-type': 'application/json',
    };
    return { database: { pgliteDir, url }, world, headers, seededSeconds };
  } finally {
    await opened.close();
  }
}

function draws(world: BookingsWorld, headers: Headers, base: string) {
  const random = new Random(90_210);
  const catalogue = new Zipf(world.tariffKeys);
  const calendar = () => {
    const from = addDays(world.today, random.int(0, Math.max(0, days - CALENDAR_DAYS)));
    const key = catalogue.draw(random);
    return `${base}/api/v1/Tariff/${key}/availability?from=${from}&to=${addDays(from, CALENDAR_DAYS - 1)}`;
  };
  const hold = () =>
    JSON.stringify({
      space: world.buyer.space,
      tariff: catalogue.draw(random),
      date: addDays(world.today, random.int(1, days - 1)),
      adults: random.int(1, 4),
    });
  return { calendar, hold, headers };
}

/**
 * Waits until the process spends under `share` of a core for 2 s in a row (at most 20 minutes); answers the seconds
 * waited. A profiled process never drops under 2 %: its sampler alone costs about 7 % of a core.
 */
async function untilIdle(pid: number, share = 0.02): Promise<number> {
  const began = performance.now();
  while (performance.now() - began < 20 * 60_000) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (cpuSeconds(pid) - before < 2 * share) break;
  }
  return (performance.now() - began) / 1000;
}

async function measureEngine(engine: 'postgres' | 'pglite') {
  const { database, world, headers, seededSeconds } = await prepare(engine);
  // BENCH_PROFILE=<dir> writes the server's CPU profile there (what the hot paths of docs/performance.md came from).
  const profile = process.env.BENCH_PROFILE;
  const server: Started = await start(
    serverScript,
    { ...serverEnv(database), SEED_DEMO: 'false' },
    profile ? { flags: [...startFlags, '--cpu-prof', `--cpu-prof-dir=${profile}`] } : {},
  );
  const bare: Started = await start(bareScript);
  const samples: Record<Kind, Samples> = {
    anchor: { ms: [], cpu: 0, count: 0 },
    calendar: { ms: [], cpu: 0, count: 0 },
    hold: { ms: [], cpu: 0, count: 0 },
    confirm: { ms: [], cpu: 0, count: 0 },
  };
  const race = { rounds: 0, winners: [] as number[], refusals: 0 };
  const loads: string[] = [];
  try {
    const pid = server.child.pid as number;
    const barePid = bare.child.pid as number;
    const next = draws(world, headers, server.url);
    const calendars = async (n: number, into?: Samples) => {
      for (let i = 0; i < n; i++) {
        const before = cpuSeconds(pid);
        const { ms } = await timed(next.calendar(), { headers });
        if (into) push(into, ms, cpuSeconds(pid) - before);
      }
    };
    const holds = async (n: number, record = true) => {
      for (let i = 0; i < n; i++) {
        let before = cpuSeconds(pid);
        const held = await timed(`${server.url}/api/v1/Booking`, {
          method: 'POST',
          headers,
          body: next.hold(),
        });
        if (held.body.state !== 'held') throw new Error(`a hold answered state ${held.body.state}`);
        if (record) push(samples.hold, held.ms, cpuSeconds(pid) - before);
        before = cpuSeconds(pid);
        const confirmed = await timed(`${server.url}/api/v1/Booking/${held.body.key}/confirm`, {
          method: 'POST',
          headers,
          body: '{}',
        });
        if (confirmed.body.state !== 'confirmed') throw new Error(`confirm answered ${confirmed.body.state}`);
        if (record) push(samples.confirm, confirmed.ms, cpuSeconds(pid) - before);
      }
    };
    const anchor = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const before = cpuSeconds(barePid);
        const { ms } = await timed(`${bare.url}/healthz`, {});
        push(samples.anchor, ms, cpuSeconds(barePid) - before);
      }
    };
    // A fresh server first does its start-up background work (docs/operations.md "Background work"): the month's
    // statements of 200,000 bookings, the seeded holds whose time ran out. A server that has run since the 1st did
    // it then; timing requests beside it would measure that work, so the run waits until the server is idle.
    const idle = await untilIdle(pid, profile ? 0.15 : 0.02);
    log(`${engine}: start-up background work done after ${idle.toFixed(1)} s`);
    loads.push(loadAverage());
    log(`${engine}: warm-up`);
    await anchor(20);
    await calendars(20);
    await holds(10, false);
    log(`${engine}: ${rounds} rounds of ${perRound} anchors, calendars, holds and confirmations`);
    for (let round = 0; round < rounds; round++) {
      const steps = [
        () => anchor(perRound),
        () => calendars(perRound, samples.calendar),
        () => holds(perRound),
      ];
      const shift = round % steps.length;
      for (const step of [...steps.slice(shift), ...steps.slice(0, shift)]) await step();
    }
    loads.push(loadAverage());
    log(`${engine}: the race, ${raceRounds} rounds of ${RACERS} holds at once on a date with one unit left`);
    for (const date of world.raceDates) {
      const body = JSON.stringify({ space: world.buyer.space, tariff: world.raceTariff, date, adults: 1 });
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () =>
          timed(`${server.url}/api/v1/Booking`, { method: 'POST', headers, body }, [200, 409]),
        ),
      );
      const won = answers.filter((a) => a.status === 200).length;
      const lost = answers.filter((a) => a.status === 409);
      const unexpected = lost.find((a) => a.body?.error?.code !== 'booking.sold_out');
      if (unexpected) throw new Error(`a racing hold was refused with ${JSON.stringify(unexpected.body)}`);
      race.rounds += 1;
      race.winners.push(won);
      race.refusals += lost.length;
      const after = await timed(
        `${server.url}/api/v1/Tariff/${world.raceTariff}/availability?from=${date}&to=${date}`,
        { headers },
      );
      const left = after.body.days[0]?.left;
      if (left !== 0)
        throw new Error(`after the race on ${date} the calendar shows ${left} units left, not 0`);
    }
  } finally {
    await stop(bare);
    await stop(server);
  }
  // Checked in the database once the server has let go of it (PGlite allows one process).
  const opened = await openDatabase(
    database.url ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: database.pgliteDir },
  );
  const ledger = await raceLedger(opened.db, world.raceTariff, world.raceDates);
  await opened.close();
  if (database.pgliteDir) await rm(database.pgliteDir, { recursive: true, force: true });
  return { engine, samples, race, ledger, seededSeconds, loads };
}

/** The 1-minute load average, the figure that says how loaded the machine was while a phase ran. */
const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);

function push(into: Samples, ms: number, cpu: number) {
  into.ms.push(ms);
  into.cpu += cpu;
  into.count += 1;
}

/** Nearest-rank percentiles, in ms with one decimal. */
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0) * 10) / 10;
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const label = {
  calendar: `GET …/availability, ${CALENDAR_DAYS} days, tariffs Zipf`,
  hold: 'POST /api/v1/Booking (hold)',
  confirm: 'POST /api/v1/Booking/{key}/confirm',
} as const;

const results = [];
for (const engine of engines) results.push(await measureEngine(engine));

const failures: string[] = [];
const rows: (string | number)[][] = [];
const summary = results.map(({ engine, samples, race, ledger, seededSeconds, loads }) => {
  const anchor = percentiles(samples.anchor.ms);
  const anchorCpu = (samples.anchor.cpu / Math.max(1, samples.anchor.count)) * 1e6;
  const figures = Object.fromEntries(
    (['anchor', 'calendar', 'hold', 'confirm'] as const).map((kind) => {
      const figure = percentiles(samples[kind].ms);
      const cpuUs = Math.round((samples[kind].cpu / Math.max(1, samples[kind].count)) * 1e6);
      const target = kind === 'anchor' ? null : targets[kind];
      const enforced = target !== null && engine === 'postgres' && fullSize;
      if (enforced && figure.p95 > target)
        failures.push(`${engine} ${kind}: p95 ${figure.p95} ms is above the target ${target} ms`);
      rows.push([
        engine,
        kind === 'anchor' ? 'bare Fastify GET /healthz' : label[kind],
        figure.samples,
        figure.p50,
        figure.p95,
        figure.p99,
        target === null ? '–' : `≤ ${target}${enforced ? '' : ' (not enforced)'}`,
        (figure.p95 / Math.max(0.1, anchor.p95)).toFixed(1),
        cpuUs,
        kind === 'anchor' ? '1.0' : (cpuUs / Math.max(1, anchorCpu)).toFixed(1),
      ]);
      return [kind, { ...figure, cpuUs }];
    }),
  );
  if (race.rounds !== raceRounds || race.winners.some((n) => n !== 1))
    failures.push(`${engine} race: winners per round ${race.winners.join(', ')} (exactly 1 each expected)`);
  for (const date of ledger)
    if (date.used !== date.capacity || date.capacity - date.used < 0)
      failures.push(`${engine} race: ${date.date} holds ${date.used} units of ${date.capacity}`);
  return { engine, seededSeconds, loads, ...figures, race: { ...race, ledger } };
});

const machineLine = `Machine: ${conditions()} at the end of the run, ${new Date().toISOString().slice(0, 16)}Z.`;
const report = table(
  [
    'Engine',
    'Request',
    'samples',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'target p95 ms',
    'p95 × bare',
    'server CPU µs/request',
    'CPU × bare',
  ],
  rows,
);
const phaseLines = summary
  .map(
    (s) =>
      `- ${s.engine}: seeded in ${s.seededSeconds} s; 1-minute load average ${s.loads[0]} when the timing began, ${s.loads[1]} when it ended.`,
  )
  .join('\n');
const raceLines = summary
  .map(
    (s) =>
      `- ${s.engine}: ${s.race.rounds} rounds of ${RACERS} holds at once on a date with one unit left; winners per round ${s.race.winners.join(' ')}; ${s.race.refusals} refusals, all \`booking.sold_out\`; after the race every race date holds ${s.race.ledger.map((d) => `${d.used}/${d.capacity}`).join(', ')} units (used/capacity).`,
  )
  .join('\n');
process.stdout.write(
  `${JSON.stringify({ bookingCount, tariffCount, days, rounds, perRound, raceRounds, summary, failures }, null, 2)}\n${report}\n\n${phaseLines}\n${raceLines}\n\n${machineLine}\n`,
);
if (fullSize && process.env.BENCH_WRITE !== '0')
  writeSection(
    '## Bookings',
    `\`npm run bench:bookings\` (bench/bookings.ts, bench/bookings-seed.ts): ${tariffCount} bookable tariffs, ${days} days of
allotment-mode inventory each (capacity 40) and ${bookingCount.toLocaleString('en')} bookings of 50 buyer spaces (60 % confirmed, 10 %
each cancelled, expired, holding and pending; 10 % over two days) loaded with INSERT … SELECT over generate_series,
on a fresh PostgreSQL database and a fresh PGlite of the same size. The server runs as \`npm start\` runs it (the
bundle, rate limits off). One client, one request at a time: 90-day availability calendars of tariffs drawn
Zipf-wise over the catalogue, holds of 1–4 adults on random tariffs (Zipf) and dates, each followed by its
confirmation, and the bare Fastify \`GET /healthz\` anchor, in ${rounds} rounds of ${perRound} of each in a rotated order
after a warm-up. "server CPU" is the server process's user + system time from /proc/<pid>/stat around each
request. The targets (p95: calendar ≤ 20 ms, hold and confirm ≤ 25 ms each) are checked on PostgreSQL; PGlite
figures are alongside. The race: ${RACERS} holds at once on a date with one unit left, ${raceRounds} rounds on each engine;
exactly one must win each round, the others answer \`booking.sold_out\`, and the database must show no date over
its capacity afterwards. The run fails on a missed target, a lost race or any unexpected answer. Smaller runs:
BENCH_N (bookings), BENCH_TARIFFS, BENCH_DAYS, BENCH_ROUNDS, BENCH_SAMPLES, BENCH_RACE_ROUNDS, BENCH_ENGINES
(postgres,pglite); only a full-size run writes this section.

${machineLine}

${report}

${phaseLines}
${raceLines}`,
  );
if (failures.length) {
  process.stderr.write(`bench:bookings failed:\n${failures.join('\n')}\n`);
  process.exit(1);
}
