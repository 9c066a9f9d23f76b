import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { changedTables, databaseState } from './database-state.ts';
import { hostileRequests } from './hostile.ts';
import type { Target } from './poisons.ts';

const SEED = 20_261_126;
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const PRE = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';

/**
 * The fuzz suite's rule for the OpenID4VC endpoints, which are public and so outside the
 * guarded routes `fuzz.test.ts` walks: hostile requests from nobody in particular, each refused with a 4xx
 * (an OAuth-style error), never a 5xx, never a changed table. The seed bodies are well formed but name no real
 * code, token or state, so noise on them must be refused too.
 */
const targets: Target[] = [
  {
    method: 'POST',
    route: '/core/oid4vci/token',
    params: {},
    body: { grant_type: PRE, 'pre-authorized_code': 'fuzz-code', tx_code: '123456' },
  },
  {
    method: 'POST',
    route: '/core/oid4vci/credential',
    params: {},
    body: { credential_configuration_id: 'licensed-guide', proofs: { jwt: ['a.b.c'] } },
  },
  {
    method: 'POST',
    route: '/core/oid4vp/response',
    params: {},
    body: { state: 'fuzz-state', vp_token: '{"licence":["x~"]}' },
  },
];

const seedOf = (target: Target) =>
  [...target.route].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

describeEachDatabase(
  'fuzz: hostile input to the OpenID4VC endpoints is refused, never a 5xx, never a change',
  (ctx) => {
    it(`answers ${RUNS} hostile requests per endpoint with a 4xx, the data unchanged`, async () => {
      const failures: string[] = [];
      for (const target of targets) {
        const before = await databaseState(ctx.app);
        await fc.assert(
          fc.asyncProperty(hostileRequests(target), async (request) => {
            const res = await ctx.app.inject({
              method: 'POST',
              url: request.url,
              headers: {
                authorization: 'Bearer fuzz-token',
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
              },
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            if (res.statusCode < 400 || res.statusCode >= 500)
              failures.push(
                `${target.route} [${request.poison}] → ${res.statusCode} ${res.body.slice(0, 300)}`,
              );
          }),
          { seed: seedOf(target), numRuns: RUNS, endOnFailure: true },
        );
        const moved = changedTables(before, await databaseState(ctx.app));
        if (moved.length) failures.push(`${target.route} changed ${moved.join(', ')}`);
      }
      expect(failures.slice(0, 20)).toEqual([]);
    }, 300_000);
  },
  { config: { rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 } } },
);
