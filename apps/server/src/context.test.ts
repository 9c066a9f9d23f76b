import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import type { RequestContext } from './context.ts';
import { notifyUser } from './core/notify/index.ts';
import { upsertUser } from './core/users/index.ts';
import { type Database, openDatabase } from './db/client.ts';

/** A logger like `request.log`: a child with the request's id, writing JSON lines into `lines`. */
function requestLog(reqId: string, lines: Record<string, unknown>[]) {
  return pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }).child({ reqId });
}

// docs/ARCHITECTURE.md "Request context": a service needs only the fields it picks, so a plain object runs it.
describe('the request context without Fastify', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await upsertUser(database.db, testConfig(), { sub: 'u-ctx', name: 'Ctx' });
  });
  afterAll(() => database.close());

  it('runs a real service on a plain object: the notification is stored and the event is published', async () => {
    const published: string[] = [];
    const ctx: Pick<RequestContext, 'database' | 'log'> = {
      database: {
        ...database,
        publishAll: async (channel: string, payloads: string[]) => {
          published.push(channel);
          return payloads.map((_, i) => String(i + 1));
        },
      },
      log: requestLog('req-unit-1', []),
    };
    const row = await notifyUser(ctx, { target: 'u-ctx', subject: { jp: '件名', en: 'Subject' } });
    expect(row).toMatchObject({
      target: 'u-ctx',
      subject: { jp: '件名', en: 'Subject' },
      createdBy: 'system',
    });
    expect(published).toEqual(['tt_notifications']);
  });

  it("logs through the context's logger, so the line carries the request id", async () => {
    const lines: Record<string, unknown>[] = [];
    const ctx: Pick<RequestContext, 'database' | 'log'> = {
      database: { ...database, publishAll: () => Promise.reject(new Error('channel down')) },
      log: requestLog('req-unit-2', lines),
    };
    const row = await notifyUser(ctx, { target: 'u-ctx', subject: 'stored anyway' });
    expect(row.subject).toEqual({ jp: 'stored anyway', en: 'stored anyway' });
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: 'req-unit-2',
        msg: 'notification event not published',
        keys: [row.key],
      }),
    ]);
  });
});
