import { rm } from 'node:fs/promises';
import {
  bareScript,
  freshPostgres,
  log,
  machine,
  median,
  serverEnv,
  serverScript,
  start,
  startFlags,
  stop,
  table,
  tempDir,
  writeSection,
} from './process.ts';

/**
 * `npm run bench:start`: time from spawning the process to the first 200 of /healthz, five
 * runs each (BENCH_RUNS), for a bare Fastify hello-world, this server on PostgreSQL (DATABASE_URL; existing
 * data), on PGlite with existing data and on a fresh PGlite directory (seeding the demo data); prints medians
 * and writes them into docs/performance.md "## Start-up".
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
type Row = { name: string; times: number[] };
const rows: Row[] = [];

async function timed(
  name: string,
  script: string,
  env: () => Promise<Record<string, string>> | Record<string, string>,
) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = await start(script, await env());
    times.push(Math.round(started.startMs));
    await stop(started);
  }
  log(`${name}: ${times.join(', ')} ms`);
  rows.push({ name, times });
}

await timed('bare Fastify', bareScript, () => ({}));

if (process.env.DATABASE_URL) {
  const url = await freshPostgres('bench_start');
  const env = serverEnv({ url });
  await stop(await start(serverScript, env));
  await timed('this server, PostgreSQL (existing data)', serverScript, () => env);
}

const existing = await tempDir();
const fresh: string[] = [];
try {
  const env = serverEnv({ pgliteDir: existing });
  await stop(await start(serverScript, env));
  await timed('this server, PGlite (existing data)', serverScript, () => env);
  await timed('this server, PGlite (fresh directory, seeding)', serverScript, async () => {
    const dir = await tempDir();
    fresh.push(dir);
    return serverEnv({ pgliteDir: dir });
  });
} finally {
  for (const dir of [existing, ...fresh]) await rm(dir, { recursive: true, force: true });
}

const anchor = median(rows[0]?.times ?? [1]);
const report = table(
  ['Process', 'Median to first 200, ms', '× bare', 'Runs, ms'],
  rows.map(({ name, times }) => [name, median(times), (median(times) / anchor).toFixed(1), times.join(', ')]),
);
process.stdout.write(`${report}\n`);
writeSection(
  '## Start-up',
  `\`npm run bench:start\` (bench/start.ts): time from spawning \`node <script>\` to the first 200 of \`/healthz\`
(polled every 10 ms), ${runs} runs each, the bare Fastify hello-world and this server (\`node
${startFlags.join(' ')} ${serverScript}\`, as \`npm start\` runs it) in the same run. "Existing data": the database was seeded by an
earlier start; "fresh directory": an empty PGlite directory each run, so the start creates the schema and seeds the
demo data. Targets: ≤ 1 s on PostgreSQL, ≤ 1.5 s on PGlite with existing data, ≤ 4 s fresh.

Machine: ${machine()}.

${report}`,
);
