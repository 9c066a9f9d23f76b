import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';
import { core, signedInUser } from './sessions.ts';

describeEachDatabase('core envelope', (ctx) => {
  it('GET /core/server/status needs no credentials and reports label and version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/core/server/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 0,
      message: 'ok',
      data: { label: 'TourTariff Core', version: '0.3' },
    });
  });

  it('an unknown core call is a 404 envelope', async () => {
    const user = await signedInUser(ctx.app);
    const res = await core(ctx.app, user, 'nothing/here');
    expect(res).toMatchObject({ http: 404, status: 12 });
  });

  it('a call without credentials is HTTP 401 with status 8', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/core/users/get', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 8, data: { code: 'auth.required' } });
  });

  it('a cookie-authenticated call without the web client header is refused with status 11', async () => {
    const user = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core/users/get',
      payload: {},
      cookies: user.auth.cookies ?? {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 11 });
  });
});
