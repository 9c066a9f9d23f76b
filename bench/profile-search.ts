import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { measure } from './load.ts';
import { freshPostgres, log, serverEnv, serverScript, start, stop, tempDir } from './process.ts';
import { buyerSession } from './session.ts';

/**
 * `node bench/profile-search.ts`: where an uncached search's server CPU goes on the demo catalogue. The server
 * runs with `--cpu-prof` and the read cache off (`READ_CACHE_TTL_MS=0`), answers BENCH_SECONDS (10) of searches
 * that differ per request, and the profile's self time is summed per function and per package; PGlite when
 * DATABASE_URL is unset (its database work is then in the same process), PostgreSQL otherwise.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgliteDir = process.env.DATABASE_URL ? undefined : await tempDir();
const url = await freshPostgres('bench_profile');
const database = { pgliteDir, url };
const profileDir = await tempDir();
await stop(await start(serverScript, serverEnv(database)));
const session = await buyerSession(database);
const words = ['京都', '寿司', 'kyoto', '温泉', 'tour', '着物', 'sushi', '茶', '', 'zanzibar'];
const requests = Array.from({ length: 200 }, (_, index) => ({
  method: 'POST',
  path: '/api/v1/Tariff/search',
  headers: session.headers,
  body: JSON.stringify({ q: words[index % words.length], adults: 1 + (index % 4) }),
}));
const spawned = performance.now();
const server = await start(serverScript, {
  ...serverEnv(database),
  READ_CACHE_TTL_MS: '0',
  NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
});
// Samples before the timed load (start-up, compiling serializers, the warm-up) are left out of the profile.
let measuredFrom = 0;
let result: Awaited<ReturnType<typeof measure>>;
try {
  await measure(server.url, server.child.pid as number, requests, { seconds: 2, connections: 10 });
  measuredFrom = (performance.now() - spawned) * 1000;
  result = await measure(server.url, server.child.pid as number, requests, { seconds, connections: 10 });
} finally {
  await stop(server);
}
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
const file = (await readdir(profileDir)).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const counts = new Map<number, number>();
let elapsed = 0;
profile.samples.forEach((sample, index) => {
  elapsed += profile.timeDeltas[index] ?? 0;
  if (elapsed >= measuredFrom) counts.set(sample, (counts.get(sample) ?? 0) + 1);
});
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = counts.get(node.id) ?? 0;
  if (!hits || node.callFrame.functionName === '(idle)') continue;
  total += hits;
  const where = node.callFrame.url.replace(/^.*\/(node_modules|apps|packages|dist)\//, '$1/');
  const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  const place =
    /node_modules\/((@[^/]+\/)?[^/]+)/.exec(node.callFrame.url)?.[1] ??
    (where.split(':')[0] || node.callFrame.functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
log(
  `${result.requests} searches, ${result.perSecond} req/s, server CPU ${result.cpuUs} µs per search, failures ${result.failures}`,
);
process.stdout.write(`By place:\n${top(byPlace, 25)}\n\nBy function:\n${top(byFunction, 40)}\n`);
await rm(profileDir, { recursive: true, force: true });
if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
