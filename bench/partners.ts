import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TariffDoc } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { recreateBenchDatabase } from './database.ts';
import { stats } from './measure.ts';
import { type PartnerWorld, seedPartners } from './partners-seed.ts';
import { queries } from './queries.ts';
import { seedCatalogue } from './seed.ts';

/**
 * `npm run bench:partners [N]`: N tariffs (default 100,000), 2,000 spaces and 20,000 partnerships in
 * a fresh PGlite and, with DATABASE_URL (a database named bench…), a fresh PostgreSQL. Times the 20 search
 * queries of queries.ts for a buyer with 50 partners (all with agreements, so every card is priced twice) and
 * for a buyer without any, interleaved request by request so both see the same machine; then quotes of 100
 * tariffs for the partner buyer. JSON on stdout, progress on stderr.
 */
const n = Number(process.argv[2] ?? process.env.BENCH_N ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const log = (line: string) => process.stderr.write(`${line}\n`);
const SPACES = 2_000;
const PARTNERSHIPS = 20_000;
const PARTNERS_OF_ONE = 50;

/** Request headers of a session for the owner of `space` (the seed made both buyers' owners). */
async function headersOf(database: Database, space: string) {
  const [owner] = await queryRows<{ sub: string }>(
    database.db,
    sql`select sub from space_members where space_key = ${space} and role = 'owner'`,
  );
  const cookie = await createSession(database.db, owner?.sub ?? '', {
    accessToken: 'bench-session',
    idToken: 'bench-session',
    refreshToken: undefined,
    expiresInSeconds: 24 * 3600,
  });
  return { 'content-type': 'application/json', cookie: `tt_session=${cookie}`, 'x-tourtariff-client': 'web' };
}

async function timed(url: string, headers: Record<string, string>, body: object) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  await response.text();
  return { ms: performance.now() - started, status: response.status };
}

/** A quote body the tariff can price: its first rate row's tier, on the first sellable day of that row's season. */
function quoteBody(doc: TariffDoc) {
  const rate = doc.rates[0];
  const season = rate?.season
    ? doc.seasons.find((s) => s.name.jp === rate.season || s.name.en === rate.season)
    : undefined;
  const day = new Date(`${season?.from ?? doc.validity.from}T00:00:00Z`);
  while (doc.blackout.includes(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  return { date: day.toISOString().slice(0, 10), adults: rate?.pax_min ?? 1 };
}

async function run(engine: 'pglite' | 'postgres') {
  const directory = engine === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'tt-bench-')) : undefined;
  const config = testConfig({
    seedDemo: false,
    // All the load comes from one client: the per-minute request budgets would answer 429.
    rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
    // The read cache off: every query comes round each round, and a kept answer would time the cache, not search.
    readCacheTtlMs: 0,
    database: directory
      ? { kind: 'pglite', dataDir: directory }
      : { kind: 'postgres', url: await recreateBenchDatabase(process.env.DATABASE_URL ?? '') },
  });
  log(`${engine}: seeding ${n} tariffs, ${SPACES} spaces, ${PARTNERSHIPS} partnerships`);
  const database = await openDatabase(config.database);
  await seedCatalogue(database.db, n, log);
  const world: PartnerWorld = await seedPartners(
    database.db,
    {
      spaceCount: SPACES,
      count: PARTNERSHIPS,
      partnersOfOne: PARTNERS_OF_ONE,
    },
    log,
  );
  const [counts] = await queryRows<{ spaces: number; partnerships: number; visible: number }>(
    database.db,
    sql`select (select count(*)::int from spaces) as spaces, (select count(*)::int from partnerships) as partnerships,
      (select count(*)::int from tariff_listings where visibility = 'partners'
        and space_key in (select supplier_key from partnerships where buyer_key = ${world.partnerBuyer})) as visible`,
  );
  const app = await buildApp({ config, database });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const partner = await headersOf(database, world.partnerBuyer);
    const plain = await headersOf(database, world.plainBuyer);
    const search = `${address}/api/v1/Tariff/search`;
    log(`${engine}: ${rounds} rounds of ${queries.length} searches, for each buyer in turn`);
    const times = { partner: [] as number[], plain: [] as number[] };
    // The searches a price filters or orders, which price every candidate at the price the caller pays.
    const pricedTimes = { partner: [] as number[], plain: [] as number[] };
    for (let r = -3; r < rounds; r++) {
      for (const query of queries) {
        // Alternate who goes first, so neither always meets a warm or a cold cache.
        const order = r % 2 === 0 ? (['partner', 'plain'] as const) : (['plain', 'partner'] as const);
        for (const who of order) {
          const { ms, status } = await timed(search, who === 'partner' ? partner : plain, query.body);
          if (status !== 200) throw new Error(`search ${JSON.stringify(query.body)}: ${status}`);
          if (r >= 0) times[who].push(ms);
          if (r >= 0 && (query.body.price || query.body.sort === 'price')) pricedTimes[who].push(ms);
        }
      }
    }
    const picked = await queryRows<{ key: string; doc: TariffDoc }>(
      database.db,
      sql`(select key, doc from tariffs where state = 'published'
            and space_key in (select supplier_key from partnerships where buyer_key = ${world.partnerBuyer})
            order by key limit 50)
          union all (select key, doc from tariffs where state = 'published' and visibility = 'public' order by key desc limit 50)`,
    );
    log(`${engine}: ${rounds} rounds of ${picked.length} quotes`);
    const quoteTimes: number[] = [];
    const statuses: Record<string, number> = {};
    for (let r = -2; r < rounds; r++) {
      for (const { key, doc } of picked) {
        const { ms, status } = await timed(`${address}/api/v1/Tariff/${key}/quote`, partner, quoteBody(doc));
        if (status >= 500) throw new Error(`quote ${key}: ${status}`);
        if (r < 0) continue;
        quoteTimes.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
    const partnerStats = stats(times.partner);
    const plainStats = stats(times.plain);
    const pricedPartner = stats(pricedTimes.partner);
    const pricedPlain = stats(pricedTimes.plain);
    const quoteStats = stats(quoteTimes);
    return {
      engine,
      ...counts,
      search: {
        partner: partnerStats,
        plain: plainStats,
        ratio: Math.round((partnerStats.p95 / plainStats.p95) * 100) / 100,
        priced: {
          partner: pricedPartner,
          plain: pricedPlain,
          ratio: Math.round((pricedPartner.p95 / pricedPlain.p95) * 100) / 100,
        },
      },
      quote: { ...quoteStats, statuses },
      verdict: {
        searchWithin115: partnerStats.p95 <= plainStats.p95 * 1.15,
        pricedSearchWithin115: pricedPartner.p95 <= pricedPlain.p95 * 1.15,
        quoteP95Within15ms: quoteStats.p95 <= 15,
      },
    };
  } finally {
    await app.close();
    await database.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ENGINES;
const results = [];
if (!only || only === 'pglite') results.push(await run('pglite'));
if (process.env.DATABASE_URL && (!only || only === 'postgres')) results.push(await run('postgres'));
const machine = {
  cpus: os.availableParallelism(),
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  node: process.version,
  date: new Date().toISOString(),
};
process.stdout.write(`${JSON.stringify({ n, rounds, machine, results }, null, 2)}\n`);
