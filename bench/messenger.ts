import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { recreateBenchDatabase } from './database.ts';
import { stats } from './measure.ts';
import { seedMessenger } from './messenger-seed.ts';

/**
 * `npm run bench:messenger`: 10,000 conversations and 1,000,000 messages on PostgreSQL (DATABASE_URL
 * naming a bench… database, or TEST_DATABASE_URL's server with a bench_messenger database), and a tenth of that
 * on PGlite (BENCH_PGLITE_SCALE, default 0.1). Times, through real HTTP, a busy space's conversation list (first
 * pages, later pages, unread only) and thread pages, each interleaved request by request with the anchor (an
 * authenticated `GET /api/messenger/unread` of an empty space: the same auth, routing and serialisation with
 * no messenger data), then delivery of sent messages to 500 open SSE listeners. JSON on stdout.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const listeners = Number(process.env.BENCH_LISTENERS ?? 500);
const log = (line: string) => process.stderr.write(`${line}\n`);

function postgresUrl(): string | null {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/bench_messenger';
  return url.toString();
}

async function cookieOf(database: Database, sub: string) {
  const cookie = await createSession(database.db, sub, {
    accessToken: 'bench-session',
    idToken: 'bench-session',
    refreshToken: undefined,
    expiresInSeconds: 24 * 3600,
  });
  return `tt_session=${cookie}`;
}

async function timed(
  url: string,
  headers: Record<string, string>,
  init: { method?: string; body?: object } = {},
) {
  const started = performance.now();
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, json: JSON.parse(text) };
}

/** Opens `count` SSE streams (one person each) and resolves each `message` event's arrival time by message key. */
async function openListeners(address: string, cookies: string[]) {
  const arrivals = new Map<string, number[]>();
  const sockets: { destroy(): void }[] = [];
  await Promise.all(
    cookies.map(
      (cookie) =>
        new Promise<void>((resolve, reject) => {
          const request = get(
            `${address}/core/notify/events`,
            { headers: { cookie }, agent: false },
            (res) => {
              res.setEncoding('utf8');
              let buffer = '';
              res.on('data', (chunk: string) => {
                buffer += chunk;
                if (buffer.includes(': connected')) resolve();
                for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                  const frame = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  if (!frame.startsWith('event: message')) continue;
                  const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { message: string };
                  const list = arrivals.get(data.message) ?? [];
                  list.push(performance.now());
                  arrivals.set(data.message, list);
                }
              });
              sockets.push(res);
            },
          );
          request.on('error', reject);
        }),
    ),
  );
  return {
    arrivals,
    close: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function run(engine: 'pglite' | 'postgres', scale: number) {
  const directory = engine === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'tt-bench-msg-')) : undefined;
  const config = testConfig({
    seedDemo: false,
    rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
    database: directory
      ? { kind: 'pglite', dataDir: directory }
      : { kind: 'postgres', url: await recreateBenchDatabase(postgresUrl() ?? '') },
  });
  const conversations = Math.round(10_000 * scale);
  const messages = Math.round(1_000_000 * scale);
  log(`${engine}: seeding ${conversations} conversations, ${messages} messages`);
  const database = await openDatabase(config.database);
  const world = await seedMessenger(database.db, { conversations, messages, listeners, log });
  const app = await buildApp({ config, database });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = {
      'content-type': 'application/json',
      cookie: await cookieOf(database, world.user),
      'x-tourtariff-client': 'web',
    };
    const anchorUrl = `${address}/api/messenger/unread?space=sp_mb-empty`;
    const list = `${address}/api/messenger`;
    const times = { anchor: [] as number[], list: [] as number[], thread: [] as number[] };
    const page2 = (await timed(list, headers, { method: 'POST', body: { space: world.space } })).json.next;
    const listBodies: [string, Record<string, unknown>][] = [
      ['first', { space: world.space }],
      ...(page2
        ? [['next', { space: world.space, cursor: page2 }] as [string, Record<string, unknown>]]
        : []),
      ['unread', { space: world.space, unread: true }],
      ['search', { space: world.space, q: '旅館 1' }],
    ];
    // Each variant's own times too: the list's p95 is the slowest variant's, and that is the one to improve.
    const byVariant = new Map<string, number[]>(listBodies.map(([name]) => [name, []]));
    log(
      `${engine}: ${rounds} rounds of ${listBodies.length} lists and 20 thread pages, each beside the anchor`,
    );
    for (let r = -2; r < rounds; r++) {
      for (const [name, body] of listBodies) {
        const anchor = await timed(anchorUrl, headers);
        const listed = await timed(list, headers, { method: 'POST', body });
        if (r >= 0) {
          times.anchor.push(anchor.ms);
          times.list.push(listed.ms);
          byVariant.get(name)?.push(listed.ms);
        }
      }
      for (let j = 0; j < 20; j++) {
        const key = world.busy[(r * 20 + j + 40) % world.busy.length] as string;
        const anchor = await timed(anchorUrl, headers);
        const first = await timed(`${address}/api/messenger/${key}`, headers);
        if (r >= 0) {
          times.anchor.push(anchor.ms);
          times.thread.push(first.ms);
        }
      }
    }
    log(`${engine}: ${listeners} SSE listeners`);
    const cookies = [];
    for (const sub of world.listeners) cookies.push(await cookieOf(database, sub));
    const streams = await openListeners(address, cookies);
    const delivery: number[] = [];
    let delivered = 0;
    const sends = 20;
    for (let i = 0; i < sends; i++) {
      const started = performance.now();
      const sent = await timed(`${address}/api/messenger/${world.live}`, headers, {
        method: 'POST',
        body: { text: `ライブ ${i}` },
      });
      const deadline = Date.now() + 5_000;
      while ((streams.arrivals.get(sent.json.key)?.length ?? 0) < listeners && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const arrived = streams.arrivals.get(sent.json.key) ?? [];
      delivered += arrived.length;
      delivery.push(...arrived.map((at) => at - started));
    }
    streams.close();
    const anchor = stats(times.anchor);
    const listStats = stats(times.list);
    const threadStats = stats(times.thread);
    const deliveryStats = stats(delivery);
    return {
      engine,
      conversations,
      messages,
      anchor,
      list: {
        ...listStats,
        ratio: Math.round((listStats.p95 / anchor.p95) * 100) / 100,
        variants: Object.fromEntries([...byVariant].map(([name, ms]) => [name, stats(ms)])),
      },
      thread: { ...threadStats, ratio: Math.round((threadStats.p95 / anchor.p95) * 100) / 100 },
      sse: { listeners, sends, delivered, expected: listeners * sends, ...deliveryStats },
      verdict: {
        listP95Within30ms: listStats.p95 <= 30,
        threadP95Within20ms: threadStats.p95 <= 20,
        deliveryP95Within250ms: deliveryStats.p95 <= 250 && delivered === listeners * sends,
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
if (!only || only === 'pglite')
  results.push(await run('pglite', Number(process.env.BENCH_PGLITE_SCALE ?? 0.1)));
if (postgresUrl() && (!only || only === 'postgres')) results.push(await run('postgres', 1));
const machine = {
  cpus: os.availableParallelism(),
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  node: process.version,
  date: new Date().toISOString(),
};
process.stdout.write(`${JSON.stringify({ rounds, machine, results }, null, 2)}\n`);
