import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

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

export type Server = {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote (JSON log lines on stdout, anything else on stderr). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

/** `node src/main.ts` as a real process with `env`, resolved once `/healthz` answers. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // The web app need not be built for these tests: a one-line page stands in for its bundle.
  const web = await mkdtemp(path.join(os.tmpdir(), 'tt-web-'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>TourTariff</title>');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST: web,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    if ((await status(`${url}/healthz`)) === 200) return { child, url, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /healthz in time: ${output}`);
}

export function status(url: string): Promise<number> {
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

/** A users row and a fresh session for it, written straight into `db`; returns the cookie header. */
export async function sessionCookie(db: Db): Promise<{ sub: string; cookie: string }> {
  const sub = randomUUID();
  await db.insert(users).values({ sub, email: `${sub.slice(0, 8)}@example.test`, nickname: sub.slice(0, 8) });
  const session = await createSession(db, sub, {
    accessToken: 'test-session',
    idToken: 'test-session',
    refreshToken: undefined,
    expiresInSeconds: 3600,
  });
  return { sub, cookie: `tt_session=${session}` };
}

/** Log lines at error level or above (pino: 50 error, 60 fatal), and any line that is not JSON. */
export function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level === undefined
          ? true
          : ((JSON.parse(line) as { level: number }).level ?? 0) >= 50;
      } catch {
        return true;
      }
    });
}
