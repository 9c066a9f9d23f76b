import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Random } from '../random.ts';
import type { ScenarioResult } from './report.ts';
import { freePort, seedWriter, startServer, stopServer, waitReady } from './server.ts';
import { missingInDatabase, missingThroughApi } from './verify.ts';
import { addTally, startWriters } from './writers.ts';

const run = promisify(execFile);
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The local cluster that serves `url` (found by its port in `pg_lsclusters`), driven with Debian's
 * pg_ctlcluster as root or postgres. CRASH_PG_CLUSTER=version/name picks one explicitly.
 */
export async function localCluster(url: string) {
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', ''].includes(host))
    throw new Error(
      `the database URL must name this machine's PostgreSQL (the suite restarts it), not ${host}`,
    );
  const port = new URL(url).port || '5432';
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  const clusters = stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length >= 3);
  const wanted = process.env.CRASH_PG_CLUSTER?.split('/');
  const found = clusters.find(([version, name, clusterPort]) =>
    wanted ? version === wanted[0] && name === wanted[1] : clusterPort === port,
  );
  if (!found) throw new Error(`no local cluster listens on port ${port}; set CRASH_PG_CLUSTER=version/name`);
  const [version = '', name = ''] = found;
  const ctl = (...args: string[]) =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, ...args], { timeout: 120_000 });
  return {
    label: `${version}/${name}`,
    restartImmediate: () => ctl('restart', '-m', 'immediate'),
    /** Starts the cluster unless it runs: whatever happened, the suite leaves PostgreSQL up. */
    ensureRunning: async () => {
      const running = await ctl('status').then(
        () => true,
        () => false,
      );
      if (!running) await ctl('start');
    },
  };
}

async function admin(serverUrl: string, statement: string) {
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * When the database came back: the first moment it accepted a connection and answered after having refused
 * one. pg_ctlcluster returns some time after that, so its return would flatter the time to recover.
 */
async function probeReturn(url: string, giveUp: Promise<unknown>): Promise<number | null> {
  let sawDown = false;
  let over = false;
  const stop = () => {
    over = true;
  };
  void giveUp.then(stop, stop);
  while (!over) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    const answered = await client
      .connect()
      .then(() => client.query('select 1'))
      .then(
        () => true,
        () => false,
      );
    const at = performance.now();
    await client.end().catch(() => {});
    if (!answered) sawDown = true;
    else if (sawDown) return at;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

/** Counts `resync` events on one open event stream, which must outlive every restart of the database. */
async function watchResyncs(baseUrl: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/core/notify/events`, { headers: { cookie }, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`event stream refused: HTTP ${res.status}`);
  let count = 0;
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      for (let at = text.indexOf('event: resync\n'); at >= 0; at = text.indexOf('event: resync\n')) {
        count += 1;
        text = text.slice(at + 1);
      }
      text = text.slice(-64);
    }
  })().catch(() => {});
  return {
    count: () => count,
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

/**
 * (b) A PostgreSQL server: the real server process runs against a scratch database while eight clients
 * write, and the local cluster is restarted in immediate mode (a crash: no checkpoint, recovery from WAL)
 * `rounds` times. Every answer during the outages is tallied; every acknowledged write must survive.
 */
export async function postgresScenario(
  serverUrl: string,
  rounds: number,
  random: Random,
): Promise<ScenarioResult> {
  const cluster = await localCluster(serverUrl);
  const name = `tt_crash_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${name}`;
  const database = { kind: 'postgres' as const, url: scratch.toString() };
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tt-crash-'));
  const logFile = path.join(workDir, 'server.log');
  log(`postgres: scratch database ${name}, cluster ${cluster.label}, server log ${logFile}`);

  const recoveryMs: number[] = [];
  const outageTally: Record<string, number> = {};
  let result: ScenarioResult | undefined;
  try {
    const writer = await seedWriter(database);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await startServer({ port, workDir, logFile, env: { DATABASE_URL: database.url } });
    await waitReady(server, baseUrl);
    const resyncs = await watchResyncs(baseUrl, writer.cookie);
    const writers = startWriters({ baseUrl, cookie: writer.cookie, target: writer.sub, concurrency: 8 });
    let lostPerRound = 0;
    let verifiedUpTo = 0;
    try {
      for (let round = 1; round <= rounds; round += 1) {
        await writers.firstAckAfter(performance.now(), 30_000);
        await new Promise((resolve) => setTimeout(resolve, random.int(300, 1500)));
        const downAt = performance.now();
        const restarted = cluster.restartImmediate();
        const probe = probeReturn(
          database.url,
          restarted.then(() => sleep(5_000)),
        );
        await restarted;
        const returnedAt = performance.now();
        const backAt = (await probe) ?? returnedAt;
        const recoveredAt = await writers.firstAckAfter(backAt, 30_000);
        recoveryMs.push(Math.round(recoveredAt - backAt));
        addTally(outageTally, writers.tally(downAt, recoveredAt));
        const atRisk = writers.ackedBefore(downAt);
        const missing = await missingThroughApi(baseUrl, writer.cookie, atRisk.slice(verifiedUpTo));
        verifiedUpTo = atRisk.length;
        lostPerRound += missing.length;
        log(
          `postgres round ${round}: database back after ${Math.round(backAt - downAt)} ms, service ` +
            `${recoveryMs.at(-1)} ms later; ${missing.length} acknowledged writes missing`,
        );
      }
      // The last restart's resync may still be on its way to the stream.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await writers.stop();
      await resyncs.close();
      await stopServer(server, 'SIGTERM');
    }
    const keys = [...writers.acked.keys()];
    const lost = await missingInDatabase(database, keys);
    const [version] = (await admin(serverUrl, 'show server_version')).rows as { server_version: string }[];
    result = {
      id: 'postgres',
      engine: `PostgreSQL ${version?.server_version ?? ''} (\`DATABASE_URL\`)`.trim(),
      fault: '`pg_ctlcluster … restart -m immediate` during writes',
      rounds,
      attempts: writers.attempts(),
      acknowledged: keys.length,
      lostAcknowledged: Math.max(lost.length, lostPerRound),
      outageTally,
      recoveryMs,
      recoveryFrom:
        'the moment PostgreSQL first answered a new connection again (a probe tries every 10 ms) to the ' +
        'first acknowledged write',
      notes: [
        `Restarted cluster: ${cluster.label} (port ${new URL(serverUrl).port || '5432'}).`,
        `An event stream held open through all ${rounds} restarts received ${resyncs.count()} \`resync\` events.`,
      ],
    };
  } finally {
    await cluster.ensureRunning();
    await admin(serverUrl, `drop database if exists ${name} with (force)`).catch((error: unknown) =>
      log(`could not drop ${name}: ${String(error)}`),
    );
    if (result) await rm(workDir, { recursive: true, force: true });
    else log(`postgres: kept ${workDir} (server log) for a look`);
  }
  return result;
}
