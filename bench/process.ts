import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBundle } from '../scripts/server-bundle.ts';
import { recreateBenchDatabase } from './database.ts';
import { withSection } from './sections.ts';

/**
 * What the memory, throughput and start-up benchmarks share: starting the bare Fastify
 * anchor and this server as child processes, reading their memory from /proc, a small keep-alive HTTP load
 * loop, a fresh PostgreSQL database, and writing a section of docs/performance.md.
 */
export const repoRoot = path.resolve(import.meta.dirname, '..');
export const log = (line: string) => process.stderr.write(`${line}\n`);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type Started = { child: ChildProcess; url: string; startMs: number; stderr: () => string };

/** Spawns `node <script>` and resolves once GET /healthz answers 200, with the time that took. */
export async function start(
  script: string,
  env: Record<string, string> = {},
  options: { args?: string[]; timeoutMs?: number; flags?: string[] } = {},
): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  // A copy of the server bundle elsewhere (bench/compare-bundles.ts) passes npm start's flags itself.
  const flags = options.flags ?? (script === serverScript ? startFlags : []);
  const child = spawn(process.execPath, [...flags, script, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + String(chunk)).slice(-4000);
  });
  const deadline = began + (options.timeoutMs ?? 120_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${errors}`);
    if ((await status(`${url}/healthz`)) === 200) {
      return { child, url, startMs: performance.now() - began, stderr: () => errors };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not answer /healthz in time: ${errors}`);
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => {
      request.destroy();
      resolve(0);
    });
  });
}

export async function stop(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB: `rss` now (VmRSS) and `peak` since it started (VmHWM). */
export function memory(pid: number): { rss: number; peak: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

export type LoadRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The body of each request sent, called once per request across every connection (in place of `body`). */
  nextBody?: () => string;
};
export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
};

/**
 * Keeps `connections` keep-alive requests in flight for `seconds` (requests taken in turn from `requests`),
 * counting non-2xx answers and network failures as errors and answers slower than `timeoutMs` as timeouts.
 */
export async function load(
  base: string,
  requests: LoadRequest[],
  { seconds = 10, connections = 16, timeoutMs = 10_000 } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let next = 0;
  const began = performance.now();
  const end = began + seconds * 1000;
  const one = (request: LoadRequest) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const outgoing = http.request(
        `${base}${request.path}`,
        { method: request.method ?? 'GET', headers: request.headers, agent, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - sent);
            if ((response.statusCode ?? 0) >= 300) errors += 1;
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => {
        timeouts += 1;
        outgoing.destroy(new Error('timeout'));
      });
      outgoing.on('error', (error) => {
        if (error.message !== 'timeout') errors += 1;
        resolve();
      });
      outgoing.end(request.body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const request = requests[next++ % requests.length] as LoadRequest;
        await one(request);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    timeouts,
  };
}

/** A fresh, empty database named `name` (must start with "bench") on the server of DATABASE_URL. */
export async function freshPostgres(name: string): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const target = new URL(base);
  target.pathname = `/${name}`;
  return recreateBenchDatabase(target.toString());
}

export const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'tt-bench-'));

/** A stand-in for the web build (the server needs an index.html; the benchmarks do not load the app). */
function stubWeb(): string {
  const dir = path.join(os.tmpdir(), 'tt-bench-web');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--tt-config--></head><body></body></html>',
  );
  return dir;
}

/** Environment for this server in a benchmark: no throttling (the load comes from one client), JSON logs. */
export const serverEnv = (database: { pgliteDir?: string; url?: string }): Record<string, string> => ({
  WEB_DIST: stubWeb(),
  ...(database.url
    ? { DATABASE_URL: database.url }
    : { DATABASE_URL: '', PGLITE_DIR: database.pgliteDir ?? '' }),
  SEED_DEMO: 'true',
  LOG_FORMAT: 'json',
  RATE_LIMIT_READ: '0',
  RATE_LIMIT_WRITE: '0',
  RATE_LIMIT_UPLOAD: '0',
  RATE_LIMIT_IP: '0',
  MAIL_DIR: path.join(os.tmpdir(), 'tt-bench-mail'),
});

/** The server as `npm start` runs it: the bundle, with the Node flags package.json's start script gives. */
export const serverScript = path.relative(repoRoot, await ensureServerBundle(log));
const startScript = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts
  .start as string;
export const startFlags = startScript.split(/\s+/).filter((word) => word.startsWith('--'));
export const bareScript = 'bench/bare.ts';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export function machine() {
  return `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, ${new Date().toISOString().slice(0, 16)}Z`;
}

/** Writes a bench's generated text into the section `heading` of docs/performance.md (bench/sections.ts). */
export function writeSection(heading: string, body: string) {
  const file = path.join(repoRoot, 'docs/performance.md');
  writeFileSync(file, withSection(readFileSync(file, 'utf8'), heading, body));
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
