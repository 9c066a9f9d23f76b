import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import type { DatabaseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { userGrants, users } from '../../apps/server/src/db/schema/index.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PRODUCT_KEY = 'tourtariff';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An administrator with a session, written straight into the database before the server first starts (as
 * bench/search.ts does): the suite measures writes, not sign-in. The administrator sends notifications to self.
 */
export async function seedWriter(database: DatabaseConfig): Promise<{ sub: string; cookie: string }> {
  const opened = await openDatabase(database);
  try {
    const sub = `crash-${randomUUID()}`;
    await opened.db.insert(users).values({ sub, email: `${sub}@crash.test`, nickname: 'crash writer' });
    await opened.db.insert(userGrants).values({ sub, entry: `${PRODUCT_KEY}:admin` });
    const id = await createSession(opened.db, sub, {
      accessToken: 'crash-session',
      idToken: 'crash-session',
      refreshToken: undefined,
      expiresInSeconds: 24 * 3600,
    });
    return { sub, cookie: `tt_session=${id}` };
  } finally {
    await opened.close();
  }
}

/**
 * The web bundle is not under test, but a full server refuses to start without one: a fresh clone that never
 * ran `npm run build` gets a one-line page instead.
 */
async function webDist(workDir: string): Promise<string> {
  const built = path.join(repoRoot, 'apps/web/dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const stand = path.join(workDir, 'web');
  await mkdir(stand, { recursive: true });
  await writeFile(path.join(stand, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return stand;
}

export type Server = { child: ChildProcess; exited: Promise<void> };

/**
 * `node apps/server/src/main.ts` as `npm start` runs it, with a clean environment (the caller's OIDC or
 * database settings must not leak in), rate limits off (the writers are one caller on purpose) and its log
 * appended to `logFile`.
 */
export async function startServer(options: {
  port: number;
  workDir: string;
  env: Record<string, string>;
  logFile: string;
}): Promise<Server> {
  const log = await open(options.logFile, 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      WEB_DIST: await webDist(options.workDir),
      MAIL_DIR: path.join(options.workDir, 'mail'),
      PRODUCT_KEY,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_READ: '0',
      RATE_LIMIT_WRITE: '0',
      RATE_LIMIT_UPLOAD: '0',
      RATE_LIMIT_IP: '0',
      ...options.env,
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => log.close());
  return { child, exited };
}

/** Resolves once /readyz says the database answers; rejects if the process dies or `timeoutMs` passes. */
export async function waitReady(server: Server, baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with code ${server.child.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

export async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
