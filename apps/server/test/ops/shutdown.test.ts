import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { openEventStream } from '../outage/event-stream.ts';
import { errorLines, type Server, sessionCookie, startServer } from './process.ts';

// Ten users with ten streams each: a user's eleventh stream would end the oldest (core/notify/hub.ts).
const USERS = 10;
const STREAMS_PER_USER = 10;

describe('SIGTERM with open live streams and keep-alive clients', () => {
  let dir = '';
  let server: Server | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('ends 100 streams asking them to reconnect, and exits 0 within 6 s with no error line', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tt-shutdown-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) cookies.push((await sessionCookie(database.db)).cookie);
    await database.close();

    server = await startServer({ PGLITE_DIR: dir });
    const url = server.url;
    const streams = await Promise.all(
      cookies.flatMap((cookie) =>
        Array.from({ length: STREAMS_PER_USER }, () => openEventStream(`${url}/core/notify/events`, cookie)),
      ),
    );
    expect(streams.every((stream) => stream.status === 200)).toBe(true);

    // Keep-alive clients: sockets left idle after an answer, which used to hold the close until they timed out.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<void>((resolve, reject) => {
            http
              .get(`${url}/healthz`, { agent }, (response) => {
                response.resume();
                response.on('end', resolve);
              })
              .on('error', reject);
          }),
      ),
    );

    // A request in flight at the signal (its body half sent) on a keep-alive connection: it must be answered,
    // and its connection must not then sit idle holding the close.
    const inFlight = http.request(`${url}/healthz`, {
      agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      inFlight.on('error', reject);
    });
    inFlight.write('{');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const sent = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.end('}');
    expect(await answered).toBeGreaterThan(0);
    const { code, at } = await server.exited;
    agent.destroy();
    expect(code).toBe(0);
    expect(at - sent).toBeLessThan(6_000);
    expect(errorLines(server.output())).toEqual([]);
    for (const stream of streams) await stream.waitFor((event) => event.event === 'reconnect', 1_000);
  }, 150_000);
});
