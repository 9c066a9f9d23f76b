import { rm } from 'node:fs/promises';
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { addDays } from './bookings-seed.ts';
import { recreateBenchDatabase } from './database.ts';
import { conditions, cpuSeconds } from './load.ts';
import { type OctoWorld, seedOcto } from './octo-seed.ts';
import {
  bareScript,
  log,
  type Started,
  serverEnv,
  serverScript,
  start,
  stop,
  table,
  tempDir,
  writeSection,
} from './process.ts';
import { Random, Zipf } from './random.ts';

/**
 * `npm run bench:octo` (docs/performance.md "OCTO"): BENCH_TARIFFS products (default 10,000) of BENCH_SUPPLIERS
 * suppliers (200) and BENCH_N bookings (100,000), seeded in bulk (bench/octo-seed.ts) on a fresh PostgreSQL
 * database (BENCH_POSTGRES_URL, default bench_octo on 127.0.0.1:5432) and, with BENCH_ENGINES=postgres,pglite, a
 * fresh PGlite. The server runs as `npm start` runs it; the timed reseller calls with an API key of its buyer
 * space, one request at a time: `GET /octo/v1/products?limit=100` of suppliers with at least a page (and the next
 * page half the time), 30-day `POST /availability/calendar` of products drawn Zipf-wise, and reserve + confirm on
 * random products and dates, beside the bare Fastify anchor, in BENCH_ROUNDS rounds whose order rotates; server
 * CPU per request comes from /proc. Then the walk: every supplier's products paged with `limit=500` through the
 * `Link` headers must answer each of the catalogue's products exactly once. Fails on a missed target (PostgreSQL
 * at full size), a walk that misses or repeats a product, or any unexpected answer.
 */
const tariffCount = Number(process.env.BENCH_TARIFFS ?? 10_000);
const supplierCount = Number(process.env.BENCH_SUPPLIERS ?? Math.max(5, Math.round(tariffCount / 50)));
const bookingCount = Number(process.env.BENCH_N ?? 100_000);
const days = Number(process.env.BENCH_DAYS ?? 90);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const perRound = Number(process.env.BENCH_SAMPLES ?? 40);
const PAGE = 100;
const WALK_PAGE = 500;
const CALENDAR_DAYS = 30;
const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',') as ('postgres' | 'pglite')[];
const fullSize = tariffCount >= 10_000 && supplierCount >= 200 && bookingCount >= 100_000;
const targets = { products: 30, calendar: 20, reserveConfirm: 40 } as const;

type Kind = 'anchor' | keyof typeof targets;
type Samples = { ms: number[]; cpu: number; count: number };
type Headers = Record<string, string>;

async function timed(url: string, init: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, body: text ? JSON.parse(text) : null, link: response.headers.get('link') };
}

/** The `rel="next"` URL of a Link header, if any. */
const nextOf = (link: string | null) => (link ? (/<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null) : null);

async function prepare(engine: 'postgres' | 'pglite') {
  const pgliteDir = engine === 'pglite' ? await tempDir() : undefined;
  const url =
    engine === 'postgres'
      ? await recreateBenchDatabase(
          process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_octo',
        )
      : undefined;
  const opened = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: pgliteDir });
  try {
    log(`${engine}: seeding ${tariffCount} products of ${supplierCount} suppliers, ${bookingCount} bookings`);
    const seeding = performance.now();
    const world = await seedOcto(opened.db, { tariffCount, supplierCount, days, bookingCount }, log);
    const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;
    const session = await createSession(opened.db, world.buyer.sub, {
      accessToken: 'bench-session',
      idToken: 'bench-session',
      refreshToken: undefined,
      expiresInSeconds: 24 * 3600,
    });
    return { database: { pgliteDir, url }, world, session, seededSeconds };
  } finally {
    await opened.close();
  }
}

/** The reseller's write key, made by its owner as docs/octo.md's walk-through makes one. */
async function apiKey(base: string, world: OctoWorld, session: string) {
  const { body } = await timed(`${base}/api/space/${world.buyer.space}/api-keys`, {
    method: 'POST',
    headers: {
      cookie: `tt_session=${session}`,
      'x-tourtariff-client': 'web',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'OCTO bench', scope: 'write' }),
  });
  return body.secret as string;
}

async function measureEngine(engine: 'postgres' | 'pglite') {
  const { database, world, session, seededSeconds } = await prepare(engine);
  const server: Started = await start(serverScript, { ...serverEnv(database), SEED_DEMO: 'false' });
  const bare: Started = await start(bareScript);
  const samples: Record<Kind, Samples> = {
    anchor: { ms: [], cpu: 0, count: 0 },
    products: { ms: [], cpu: 0, count: 0 },
    calendar: { ms: [], cpu: 0, count: 0 },
    reserveConfirm: { ms: [], cpu: 0, count: 0 },
  };
  const loads: string[] = [];
  let walk = { pages: 0, answered: 0, distinct: 0, expected: world.products.length, ms: 0 };
  try {
    const pid = server.child.pid as number;
    const barePid = bare.child.pid as number;
    const key = await apiKey(server.url, world, session);
    const octo = `${server.url}/octo/v1`;
    const headers = (supplier: string): Headers => ({
      authorization: `Bearer ${key}`,
      'octo-supplier': supplier,
      'content-type': 'application/json',
    });
    const random = new Random(31_337);
    const perSupplier = new Map<string, number>();
    for (const p of world.products) perSupplier.set(p.supplier, (perSupplier.get(p.supplier) ?? 0) + 1);
    const paged = world.suppliers.filter((s) => (perSupplier.get(s) ?? 0) >= PAGE);
    const pageable = paged.length ? paged : world.suppliers;
    const catalogue = new Zipf(world.products);

    const time = async (into: Samples | undefined, run: () => Promise<unknown>) => {
      const before = cpuSeconds(pid);
      const started = performance.now();
      await run();
      if (into) push(into, performance.now() - started, cpuSeconds(pid) - before);
    };
    const products = async (n: number, into?: Samples) => {
      for (let i = 0; i < n; i++) {
        const supplier = random.pick(pageable);
        let link: string | null = null;
        await time(into, async () => {
          const page = await timed(`${octo}/products?limit=${PAGE}`, { headers: headers(supplier) });
          if (!Array.isArray(page.body) || !page.body.length) throw new Error('a page of products was empty');
          link = page.link;
        });
        const next = nextOf(link);
        if (next && random.chance(0.5))
          await time(into, () =>
            timed(next.replace(/^https?:\/\/[^/]+/, server.url), { headers: headers(supplier) }),
          );
      }
    };
    const calendars = async (n: number, into?: Samples) => {
      for (let i = 0; i < n; i++) {
        const product = catalogue.draw(random);
        const from = addDays(world.today, random.int(1, Math.max(1, days - CALENDAR_DAYS)));
        await time(into, async () => {
          const { body } = await timed(`${octo}/availability/calendar`, {
            method: 'POST',
            headers: headers(product.supplier),
            body: JSON.stringify({
              productId: product.key,
              optionId: 'DEFAULT',
              localDateStart: from,
              localDateEnd: addDays(from, CALENDAR_DAYS - 1),
            }),
          });
          if (body.length !== CALENDAR_DAYS) throw new Error(`a calendar answered ${body.length} days`);
        });
      }
    };
    const reserveConfirm = async (n: number, into?: Samples) => {
      for (let i = 0; i < n; i++) {
        const product = catalogue.draw(random);
        const date = addDays(world.today, random.int(1, days - 1));
        await time(into, async () => {
          const held = await timed(`${octo}/bookings`, {
            method: 'POST',
            headers: headers(product.supplier),
            body: JSON.stringify({
              productId: product.key,
              optionId: 'DEFAULT',
              availabilityId: `${product.key}.${date}`,
              unitItems: Array.from({ length: random.int(1, 4) }, () => ({ unitId: 'adult' })),
            }),
          });
          if (held.body.status !== 'ON_HOLD') throw new Error(`a reserve answered ${held.body.status}`);
          const confirmed = await timed(`${octo}/bookings/${held.body.uuid}/confirm`, {
            method: 'POST',
            headers: headers(product.supplier),
            body: '{}',
          });
          if (confirmed.body.status !== 'CONFIRMED')
            throw new Error(`a confirm answered ${confirmed.body.status}`);
        });
      }
    };
    const anchor = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const before = cpuSeconds(barePid);
        const { ms } = await timed(`${bare.url}/healthz`, {});
        push(samples.anchor, ms, cpuSeconds(barePid) - before);
      }
    };

    loads.push(loadAverage());
    log(`${engine}: warm-up`);
    await anchor(20);
    await products(10);
    await calendars(10);
    await reserveConfirm(5);
    log(`${engine}: ${rounds} rounds of ${perRound} anchors, product pages, calendars and reserve + confirm`);
    for (let round = 0; round < rounds; round++) {
      const steps = [
        () => anchor(perRound),
        () => products(perRound, samples.products),
        () => calendars(perRound, samples.calendar),
        () => reserveConfirm(perRound, samples.reserveConfirm),
      ];
      const shift = round % steps.length;
      for (const step of [...steps.slice(shift), ...steps.slice(0, shift)]) await step();
    }
    loads.push(loadAverage());
    walk = await walkAll(octo, world, headers, server.url);
  } finally {
    await stop(bare);
    await stop(server);
  }
  if (database.pgliteDir) await rm(database.pgliteDir, { recursive: true, force: true });
  return { engine, samples, walk, seededSeconds, loads };
}

/**
 * Every supplier's products paged with `limit=500` through the Link headers: each product of the catalogue must
 * come exactly once, none missing, none repeated, none from elsewhere.
 */
async function walkAll(octo: string, world: OctoWorld, headers: (supplier: string) => Headers, base: string) {
  log(`walking ${world.products.length} products of ${world.suppliers.length} suppliers, limit=${WALK_PAGE}`);
  const started = performance.now();
  const seen = new Map<string, number>();
  let pages = 0;
  let answered = 0;
  for (const supplier of world.suppliers) {
    let url: string | null = `${octo}/products?limit=${WALK_PAGE}`;
    while (url) {
      const page = await timed(url, { headers: headers(supplier) });
      pages += 1;
      if (page.body.length > WALK_PAGE)
        throw new Error(`a page of limit ${WALK_PAGE} answered ${page.body.length}`);
      for (const product of page.body as { id: string }[]) {
        answered += 1;
        seen.set(product.id, (seen.get(product.id) ?? 0) + 1);
      }
      url = nextOf(page.link)?.replace(/^https?:\/\/[^/]+/, base) ?? null;
    }
  }
  const expected = new Set(world.products.map((p) => p.key));
  const repeated = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  const missing = [...expected].filter((id) => !seen.has(id));
  const foreign = [...seen.keys()].filter((id) => !expected.has(id));
  if (repeated.length || missing.length || foreign.length || answered !== expected.size)
    throw new Error(
      `the walk answered ${answered} products for ${expected.size}: ${repeated.length} repeated (${repeated.slice(0, 5).join(', ')}), ${missing.length} missing (${missing.slice(0, 5).join(', ')}), ${foreign.length} not in the catalogue`,
    );
  return {
    pages,
    answered,
    distinct: seen.size,
    expected: expected.size,
    ms: Math.round(performance.now() - started),
  };
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);

function push(into: Samples, ms: number, cpu: number) {
  into.ms.push(ms);
  into.cpu += cpu;
  into.count += 1;
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0) * 10) / 10;
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const label = {
  products: `GET /octo/v1/products?limit=${PAGE} (one supplier, a page)`,
  calendar: `POST /octo/v1/availability/calendar, ${CALENDAR_DAYS} days, products Zipf`,
  reserveConfirm: 'POST /octo/v1/bookings + POST …/{uuid}/confirm',
} as const;

const results = [];
for (const engine of engines) results.push(await measureEngine(engine));

const failures: string[] = [];
const rows: (string | number)[][] = [];
const summary = results.map(({ engine, samples, walk, seededSeconds, loads }) => {
  const anchor = percentiles(samples.anchor.ms);
  const anchorCpu = (samples.anchor.cpu / Math.max(1, samples.anchor.count)) * 1e6;
  const figures = Object.fromEntries(
    (['anchor', 'products', 'calendar', 'reserveConfirm'] as const).map((kind) => {
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
  return { engine, seededSeconds, loads, walk, ...figures };
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
      `- ${s.engine}: seeded in ${s.seededSeconds} s; 1-minute load average ${s.loads[0]} when the timing began, ${s.loads[1]} when it ended. The walk: ${s.walk.pages} pages of \`limit=${WALK_PAGE}\` answered ${s.walk.answered} products, ${s.walk.distinct} distinct, of ${s.walk.expected} in the catalogue (each exactly once), in ${(s.walk.ms / 1000).toFixed(1)} s.`,
  )
  .join('\n');
process.stdout.write(
  `${JSON.stringify({ tariffCount, supplierCount, bookingCount, days, rounds, perRound, summary, failures }, null, 2)}\n${report}\n\n${phaseLines}\n\n${machineLine}\n`,
);
if (fullSize && process.env.BENCH_WRITE !== '0')
  writeSection(
    '## OCTO',
    `\`npm run bench:octo\` (bench/octo.ts, bench/octo-seed.ts): ${tariffCount.toLocaleString('en')} published, bookable tariffs (OCTO
products) of ${supplierCount} suppliers (Zipf-wise, so a few suppliers hold many products and most a few), ${days} days of
allotment inventory each and ${bookingCount.toLocaleString('en')} bookings of 50 buyer spaces, loaded in bulk by the bookings benchmark's seed,
on a fresh PostgreSQL database. The timed reseller is a buyer space trading with every supplier, calling with a
write API key of its own. The server runs as \`npm start\` runs it (the bundle, rate limits off). One client, one
request at a time: \`GET /octo/v1/products?limit=${PAGE}\` of suppliers with at least a page (following the \`Link\` to
the next page half the time, each page a sample), 30-day availability calendars of products drawn Zipf-wise, and
a reserve of 1–4 adults on a random product and date followed by its confirmation (one sample: both calls), beside
the bare Fastify \`GET /healthz\` anchor, in ${rounds} rounds of ${perRound} of each in a rotated order after a warm-up.
"server CPU" is the server process's user + system time from /proc/<pid>/stat around each sample. The targets
(p95: a page of products ≤ 30 ms, calendar ≤ 20 ms, reserve + confirm ≤ 40 ms) are checked on PostgreSQL at full
size. Then every supplier's products are paged with \`limit=${WALK_PAGE}\` through the \`Link\` headers, and the run fails
unless each product of the catalogue comes exactly once. Smaller runs: BENCH_TARIFFS, BENCH_SUPPLIERS, BENCH_N
(bookings), BENCH_DAYS, BENCH_ROUNDS, BENCH_SAMPLES, BENCH_ENGINES (postgres,pglite); only a full-size run writes
this section.

${machineLine}

${report}

${phaseLines}`,
  );
if (failures.length) {
  process.stderr.write(`bench:octo failed:\n${failures.join('\n')}\n`);
  process.exit(1);
}
