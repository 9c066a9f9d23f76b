import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Random } from '../random.ts';
import type { ScenarioResult } from './report.ts';
import { freePort, seedWriter, startServer, stopServer, waitReady } from './server.ts';
import { missingInDatabase, missingThroughApi } from './verify.ts';
import { addTally, startWriters } from './writers.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * (a) The embedded engine: the server runs on PGlite in a temporary directory while four clients write; it is
 * killed with SIGKILL (no shutdown, no flush) at a random moment and started again, `rounds` times. After each
 * restart every write acknowledged before the kill is looked up; at the end the directory is opened directly
 * and every acknowledged write must be in it.
 */
export async function pgliteScenario(rounds: number, random: Random): Promise<ScenarioResult> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tt-crash-'));
  const database = { kind: 'pglite' as const, dataDir: path.join(workDir, 'pglite') };
  const logFile = path.join(workDir, 'server.log');
  log(`pglite: working in ${workDir}`);
  const writer = await seedWriter(database);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const boot = () => startServer({ port, workDir, logFile, env: { PGLITE_DIR: database.dataDir } });

  let server = await boot();
  await waitReady(server, baseUrl);
  const writers = startWriters({ baseUrl, cookie: writer.cookie, target: writer.sub, concurrency: 4 });
  const recoveryMs: number[] = [];
  const deathMs: number[] = [];
  const outageTally: Record<string, number> = {};
  let lostPerRound = 0;
  let verifiedUpTo = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      await writers.firstAckAfter(performance.now(), 30_000);
      await new Promise((resolve) => setTimeout(resolve, random.int(200, 1500)));
      const killedAt = performance.now();
      await stopServer(server, 'SIGKILL');
      // An answer the dead process wrote just before the signal may still be read after it: only answers read
      // after its exit was seen can come from the new process.
      const exitedAt = performance.now();
      deathMs.push(Math.round(exitedAt - killedAt));
      server = await boot();
      await waitReady(server, baseUrl, 120_000);
      const recoveredAt = await writers.firstAckAfter(exitedAt, 60_000);
      recoveryMs.push(Math.round(recoveredAt - killedAt));
      addTally(outageTally, writers.tally(killedAt, recoveredAt));

      const atRisk = writers.ackedBefore(killedAt);
      const missing = await missingThroughApi(baseUrl, writer.cookie, atRisk.slice(verifiedUpTo));
      verifiedUpTo = atRisk.length;
      lostPerRound += missing.length;
      log(
        `pglite round ${round}: killed, back in ${recoveryMs.at(-1)} ms; ${atRisk.length} acknowledged so far, ` +
          `${missing.length} missing`,
      );
    }
  } finally {
    await writers.stop();
    await stopServer(server, 'SIGTERM');
  }
  const keys = [...writers.acked.keys()];
  const lost = await missingInDatabase(database, keys);
  await rm(workDir, { recursive: true, force: true });
  return {
    id: 'pglite',
    engine: 'PGlite (embedded, `PGLITE_DIR`)',
    fault: 'server process killed with SIGKILL during writes, then started again',
    rounds,
    attempts: writers.attempts(),
    acknowledged: keys.length,
    lostAcknowledged: Math.max(lost.length, lostPerRound),
    outageTally,
    recoveryMs,
    recoveryFrom: 'the kill to the first acknowledged write of the restarted process (includes its start-up)',
    notes: [
      `The killed process was gone within ${Math.max(...deathMs)} ms of the signal: the rest is starting a ` +
        'new one (loading the server, opening PGlite and replaying its WAL).',
    ],
  };
}
