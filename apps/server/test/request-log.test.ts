import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';

/** Every JSON line the app logs during the suite. */
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };

// docs/operations.md "Log fields": one `request completed` line per request, carrying the request and the answer.
describeEachDatabase(
  'the request log',
  (ctx) => {
    it('writes one line per request with its method, url, status, time and id', async () => {
      lines.length = 0;
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/healthz?probe=1',
        headers: { 'x-request-id': 'req-log-1' },
      });
      expect(res.statusCode).toBe(200);
      const mine = lines.filter((line) => line.reqId === 'req-log-1');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/healthz?probe=1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    });

    it('logs a refused request the same way, with its status', async () => {
      lines.length = 0;
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/Nothing/here',
        headers: {
          'x-request-id': 'req-log-2',
          cookie: 'tt_session=forged',
          authorization: 'Bearer forged-token',
        },
      });
      expect(res.statusCode).toBe(404);
      const mine = lines.filter((line) => line.reqId === 'req-log-2' && line.msg === 'request completed');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        req: { method: 'GET', url: '/api/v1/Nothing/here' },
        res: { statusCode: 404 },
      });
      // No credential reaches a line: the request serializer writes no header at all (log.ts).
      expect(lines.filter((line) => line.reqId === 'req-log-2')).not.toHaveLength(0);
      for (const line of lines) expect(JSON.stringify(line)).not.toContain('forged');
    });
  },
  { config: { logLevel: 'info' }, build: { logStream } },
);
