import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { changedTables, databaseState } from './database-state.ts';
import { hostileRequests } from './hostile.ts';
import type { Hostile, Target } from './poisons.ts';
import { type Fixtures, setUpFixtures, writeTargets } from './targets.ts';

/**
 * the fuzz suite: every write route of the app API and the core service gets hostile requests from a
 * fixed seed, as a caller with the rights to reach its handler. None may answer ≥ 500, none may be accepted,
 * and no table may change. `npm test` runs 100 cases per route; `npm run fuzz` sets FUZZ_RUNS=1000.
 */
const SEED = 20_261_111;
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** The same seed per route on every run, but a different stream per route, so routes do not share one pattern. */
const seedOf = (target: Target) =>
  [...`${target.method} ${target.route}`].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

describeEachDatabase(
  'fuzz: hostile input to every write route is refused, never a 5xx, never a change',
  (ctx) => {
    let fixtures: Fixtures;
    let targets: Target[];

    // Set-up: a caller owning a record behind every route.
    beforeAll(async () => {
      fixtures = await setUpFixtures(ctx.app);
      targets = writeTargets(ctx.app, fixtures);
    });

    it('has a caller owning a record behind every route', () => {
      // A guard against fuzzing nothing: the app has dozens of write routes on both APIs.
      expect(targets.filter((t) => t.route.startsWith('/api/')).length).toBeGreaterThan(20);
      expect(targets.filter((t) => t.route.startsWith('/core/')).length).toBeGreaterThan(20);
    });

    /** Sends one hostile request as the caller; core failures are HTTP 200 with a non-zero envelope status. */
    async function send(target: Target, request: Hostile) {
      const res = await ctx.app.inject({
        method: target.method as 'POST',
        url: request.url,
        cookies: fixtures.caller.auth.cookies ?? {},
        headers: {
          ...fixtures.caller.auth.headers,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const envelope = res.headers['content-type']?.includes('json') ? safeJson(res.body) : undefined;
      const refused =
        res.statusCode >= 400 || (target.route.startsWith('/core/') && envelope?.status !== 0 && !!envelope);
      return { status: res.statusCode, refused, body: res.body.slice(0, 500) };
    }

    it(
      `answers ${RUNS} hostile requests per route with a 4xx (core: a failure envelope), the data unchanged`,
      async () => {
        const failures: string[] = [];
        for (const target of targets) {
          const before = await databaseState(ctx.app);
          await fc.assert(
            fc.asyncProperty(hostileRequests(target), async (request) => {
              const res = await send(target, request);
              if (res.status >= 500 || !res.refused) {
                failures.push(
                  `${target.method} ${target.route} [${request.poison}] → ${res.status} ${res.body}`,
                );
              }
            }),
            { seed: seedOf(target), numRuns: RUNS, endOnFailure: true },
          );
          const moved = changedTables(before, await databaseState(ctx.app));
          if (moved.length) failures.push(`${target.method} ${target.route} changed ${moved.join(', ')}`);
        }
        expect(failures.slice(0, 20)).toEqual([]);
      },
      // Measured at ~1 minute per engine for 100 runs on 2 cores; `npm run fuzz` is ten times that.
      Math.max(300_000, RUNS * 6_000),
    );
  },
  // The fuzz caller sends thousands of writes a minute: the request rate limits (item 7) would answer 429.
  { config: { rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 } } },
);

function safeJson(text: string): { status?: number } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
