import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, INVALID_RECORD } from './helper.ts';
import { signedInUser, type TestUser } from './sessions.ts';

/** The error contract (docs/api.md, Errors): one shape for every refusal of the app API, 404 included. */
describeEachDatabase('error bodies of the app API', (ctx) => {
  let user: TestUser;

  let space: string;

  // Set-up: a signed-in person with a space of their own.
  beforeAll(async () => {
    user = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/corporate',
      payload: { name: '誤り形株式会社', role: 'buyer', category: 'buyer', industry: 'arranger' },
      ...user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    space = res.json().key;
  });

  it.each([
    '/api/v1/Tariff/tf_no-such-tariff',
    '/api/doc/blobs?space=SPACE',
    '/api/doc/notes/dc_nothing',
    '/api/no-such-route',
    '/api/docs/part/no-such-part',
  ])('GET %s: 404 with the error shape, message `invalid record`', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url: url.replace('SPACE', space), ...user.auth });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(INVALID_RECORD);
  });

  it('carries params ({} when the rule has none) on every refusal', async () => {
    const refusals = [
      await ctx.app.inject({ method: 'GET', url: '/api/v1/Tariff' }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/signout' }),
      await ctx.app.inject({ method: 'POST', url: '/api/v1/Partner', payload: { nope: 1 }, ...user.auth }),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/Tariff/tf_x', ...user.auth, headers: {} }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      const { error } = res.json() as { error: { code: string; message: string; params: unknown } };
      expect(error.code, res.body).toEqual(expect.any(String));
      expect(error.params, res.body).toEqual(expect.any(Object));
    }
  });

  it('declares it in the OpenAPI document: 404, the refused GET of sign-out, the event stream', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ref = { $ref: '#/components/schemas/ApiError' };
    const tariff = doc.paths['/api/v1/Tariff/{key}'].get.responses;
    expect(tariff['404'].content['application/json'].schema).toEqual(ref);
    const signOut = doc.paths['/api/auth/signout'].get.responses;
    expect(signOut['405'].content['application/json'].schema).toEqual(ref);
    const events = doc.paths['/core/notify/events'].get.responses;
    expect(Object.keys(events['200'].content)).toEqual(['text/event-stream']);
  });
});
