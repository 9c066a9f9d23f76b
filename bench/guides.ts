import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays, japanDay } from '@tourtariff/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { recreateBenchDatabase } from './database.ts';
import { seedGuides } from './guides-seed.ts';
import { stats } from './measure.ts';

/**
 * `npm run bench:guides`: 20,000 guide profiles and 100,000 jobs (BENCH_GUIDES, BENCH_JOBS) in a fresh
 * PGlite and, with DATABASE_URL naming a bench… database (or TEST_DATABASE_URL's server, database
 * bench_guides), a fresh PostgreSQL. Through real HTTP, one request at a time, it times the guide directory
 * search by language + prefecture + a three-day range (each of the 47 prefectures in turn) and the jobs-for-me
 * list of 20 guides, each request right after the anchor: `GET /` of a bare Fastify hello-world in its own
 * process (bench/bare.ts), so the ratio survives a loaded machine. Targets: search p95 ≤ 40 ms, jobs for me
 * p95 ≤ 30 ms on PostgreSQL. JSON on stdout, progress on stderr.
 */
const guides = Number(process.env.BENCH_GUIDES ?? 20_000);
const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const PEOPLE = 20;
const log = (line: string) => process.stderr.write(`${line}\n`);

function postgresUrl(): string | null {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/bench_guides';
  return url.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The bare Fastify anchor in its own process; resolves once it answers. */
async function startBare(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bare.ts'], { env: { ...process.env, PORT: String(port) } });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bare Fastify did not start');
}

async function timed(url: string, init: { headers?: Record<string, string>; body?: object } = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: init.body ? 'POST' : 'GET',
    headers: init.headers ?? {},
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, json: JSON.parse(text) as { items: unknown[] } };
}

async function headersOf(database: Database, sub: string) {
  const cookie = await createSession(database.db, sub, {
    accessToken: 'bench-session',
    idToken: 'bench-session',
    refreshToken: undefined,
    expiresInSeconds: 24 * 3600,
  });
  return { 'content-type': 'application/json', cookie: `tt_session=${cookie}`, 'x-tourtariff-client': 'web' };
}

async function run(engine: 'pglite' | 'postgres', anchorUrl: string) {
  const directory =
    engine === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'tt-bench-guides-')) : undefined;
  const config = testConfig({
    seedDemo: false,
    rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
    database: directory
      ? { kind: 'pglite', dataDir: directory }
      : { kind: 'postgres', url: await recreateBenchDatabase(postgresUrl() ?? '') },
  });
  log(`${engine}: seeding ${guides} guide profiles and ${jobs} jobs`);
  const database = await openDatabase(config.database);
  const seeding = performance.now();
  await seedGuides(database.db, { guides, jobs, people: PEOPLE });
  log(`${engine}: seeded in ${Math.round(performance.now() - seeding)} ms`);
  const app = await buildApp({ config, database });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, i) => ({
        space: `sp_gb-${i + 1}`,
        headers: await headersOf(database, `gb-${i + 1}`),
      })),
    );
    const viewer = people[0]?.headers ?? {};
    const times = { anchor: [] as number[], search: [] as number[], forMe: [] as number[] };
    const found = { search: [] as number[], forMe: [] as number[] };
    const today = japanDay();
    log(`${engine}: ${rounds} rounds of 47 searches and ${PEOPLE} jobs-for-me lists, each beside the anchor`);
    for (let r = -1; r < rounds; r++) {
      for (let p = 1; p <= 47; p++) {
        const from = addDays(today, 1 + ((p * 7 + r) % 80));
        const body = {
          languages: ['en'],
          prefecture: String(p).padStart(2, '0'),
          from,
          to: addDays(from, 2),
          limit: 20,
        };
        const anchor = await timed(anchorUrl);
        const search = await timed(`${address}/api/v1/Guide/search`, { headers: viewer, body });
        if (r < 0) continue;
        times.anchor.push(anchor.ms);
        times.search.push(search.ms);
        found.search.push(search.json.items.length);
      }
      for (const person of people) {
        const anchor = await timed(anchorUrl);
        const list = await timed(`${address}/api/v1/Job/for-me?space=${person.space}&limit=20`, {
          headers: person.headers,
        });
        if (r < 0) continue;
        times.anchor.push(anchor.ms);
        times.forMe.push(list.ms);
        found.forMe.push(list.json.items.length);
      }
    }
    const anchor = stats(times.anchor);
    const search = stats(times.search);
    const forMe = stats(times.forMe);
    const ratio = (s: { p95: number }) => Math.round((s.p95 / anchor.p95) * 100) / 100;
    const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    return {
      engine,
      guides,
      jobs,
      anchor,
      search: { ...search, ratio: ratio(search), meanCards: mean(found.search) },
      forMe: { ...forMe, ratio: ratio(forMe), meanItems: mean(found.forMe) },
      verdict: { searchP95Within40ms: search.p95 <= 40, forMeP95Within30ms: forMe.p95 <= 30 },
    };
  } finally {
    await app.close();
    await database.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}

const bare = await startBare();
const results = [];
try {
  const only = process.env.BENCH_ENGINES;
  if (!only || only === 'pglite') results.push(await run('pglite', bare.url));
  if (postgresUrl() && (!only || only === 'postgres')) results.push(await run('postgres', bare.url));
} finally {
  bare.child.kill('SIGTERM');
}
const machine = {
  cpus: os.availableParallelism(),
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  node: process.version,
  date: new Date().toISOString(),
};
process.stdout.write(`${JSON.stringify({ rounds, machine, results }, null, 2)}\n`);
