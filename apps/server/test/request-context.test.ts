import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';
import { signedInUser } from './sessions.ts';

/** Every JSON line the app logs during the suite. */
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };

// docs/ARCHITECTURE.md "Request context": services log through `ctx.log`, which is `request.log`, so a line a
// service writes while answering a request carries that request's id.
describeEachDatabase(
  'the request context',
  (ctx) => {
    it("a service's log line carries the id of the request it served", async () => {
      const admin = await signedInUser(ctx.app, { grants: ['admin'] });
      const alice = await signedInUser(ctx.app);
      const { database } = ctx.app;
      const { publish, publishAll } = database;
      // The notification is stored, then publishing it fails: notifyUser logs that and still answers.
      database.publish = () => Promise.reject(new Error('channel down'));
      database.publishAll = () => Promise.reject(new Error('channel down'));
      try {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/core/notify/new',
          payload: { target: alice.sub, subject: 'hello' },
          ...admin.auth,
        });
        expect(res.json()).toMatchObject({ status: 0 });
        const reqId = res.headers['x-request-id'];
        expect(reqId).toEqual(expect.any(String));
        // Other work may fail to publish meanwhile (its own line, its own id): this request's line is the one.
        const failed = lines.filter((l) => l.msg === 'notification event not published');
        expect(failed.find((l) => l.reqId === reqId)).toMatchObject({ reqId, level: 40 });
      } finally {
        database.publish = publish;
        database.publishAll = publishAll;
      }
    });

    it('a caller-sent request id is the one the service logs under', async () => {
      const admin = await signedInUser(ctx.app, { grants: ['admin'] });
      const bob = await signedInUser(ctx.app);
      const { database } = ctx.app;
      const { publish, publishAll } = database;
      database.publish = () => Promise.reject(new Error('channel down'));
      database.publishAll = () => Promise.reject(new Error('channel down'));
      try {
        lines.length = 0;
        await ctx.app.inject({
          method: 'POST',
          url: '/core/notify/new',
          payload: { target: bob.sub, subject: 'hi' },
          ...admin.auth,
          headers: { ...admin.auth.headers, 'x-request-id': 'req-from-upstream' },
        });
        const line = lines.find((l) => l.msg === 'notification event not published');
        expect(line).toMatchObject({ reqId: 'req-from-upstream' });
      } finally {
        database.publish = publish;
        database.publishAll = publishAll;
      }
    });
  },
  { config: { logLevel: 'warn' }, build: { logStream } },
);
