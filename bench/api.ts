import { rm } from 'node:fs/promises';
import {
  bareScript,
  freshPostgres,
  type LoadRequest,
  type LoadResult,
  load,
  log,
  machine,
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
 * `npm run bench:api`: in one run, a keep-alive load loop against a bare Fastify hello-world
 * and against this server's /healthz, a signed-in tariff read and a search, on PGlite and, when DATABASE_URL
 * is set, on a fresh PostgreSQL database; prints requests/s, p99, errors, timeouts and the ratio to bare, and
 * writes the table into docs/performance.md "## API throughput". BENCH_SECONDS and BENCH_CONNECTIONS tune it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const options = { seconds, connections };

type Row = { target: string; engine: string; result: LoadResult };
const rows: Row[] = [];

async function measureServer(engine: 'pglite' | 'postgres') {
  const pgliteDir = engine === 'pglite' ? await tempDir() : undefined;
  const url = engine === 'postgres' ? await freshPostgres('bench_api') : undefined;
  const database = { pgliteDir, url };
  try {
    log(`${engine}: first start (seeding the demo data)`);
    await stop(await start(serverScript, serverEnv(database)));
    const { tariffKey, headers } = await buyerSession(database);
    const server = await start(serverScript, serverEnv(database));
    try {
      const read: LoadRequest = { path: `/api/v1/Tariff/${encodeURIComponent(tariffKey)}`, headers };
      const search: LoadRequest = {
        method: 'POST',
        path: '/api/v1/Tariff/search',
        headers,
        body: JSON.stringify({ q: '京都' }),
      };
      for (const [name, request] of [
        ['read', read],
        ['search', search],
      ] as const) {
        const probe = await fetch(`${server.url}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: request.body,
        });
        if (probe.status !== 200) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
      }
      for (const [target, request] of [
        ['GET /healthz', { path: '/healthz' }],
        ['GET /api/v1/Tariff/{key} (signed in)', read],
        ['POST /api/v1/Tariff/search (signed in)', search],
      ] as const) {
        log(`${engine}: ${target}`);
        rows.push({ target, engine, result: await load(server.url, [request], options) });
      }
    } finally {
      await stop(server);
    }
  } finally {
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  }
}

log('bare Fastify: GET /healthz');
const bare = await start(bareScript);
try {
  rows.push({
    target: 'GET /healthz',
    engine: 'bare Fastify',
    result: await load(bare.url, [{ path: '/healthz' }], options),
  });
} finally {
  await stop(bare);
}
await measureServer('pglite');
if (process.env.DATABASE_URL) await measureServer('postgres');

const anchor = rows[0]?.result.perSecond ?? 1;
const report = table(
  ['Server', 'Request', 'req/s', '× bare', 'p50 ms', 'p99 ms', 'errors', 'timeouts'],
  rows.map(({ target, engine, result }) => [
    engine,
    target,
    result.perSecond,
    (result.perSecond / anchor).toFixed(3),
    result.p50,
    result.p99,
    result.errors,
    result.timeouts,
  ]),
);
process.stdout.write(`${report}\n`);
writeSection(
  '## API throughput',
  `\`npm run bench:api\` (bench/api.ts): ${connections} keep-alive connections for ${seconds} s per row from one client
process (a small \`node:http\` loop; autocannon was not added), the bare Fastify hello-world and this server run one
after the other in the same run; the server as \`npm start\` runs it (\`node ${startFlags.join(' ')} ${serverScript}\`, JSON logs to
/dev/null, demo data seeded, rate limits off because all the load comes from one client). The signed-in requests
carry the demo buyer's session cookie; the search is \`{"q":"京都"}\`. "× bare" is the ratio to the bare server's
/healthz in the same run; a timeout is an answer slower than 10 s.

Machine: ${machine()}.

${report}`,
);
