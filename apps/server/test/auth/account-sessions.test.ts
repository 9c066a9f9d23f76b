import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createAdapterFactory } from '../../src/idp/adapter.ts';
import { deviceOf } from '../../src/modules/auth/account-sessions.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, type TestUser } from '../sessions.ts';

let counter = 0;
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signedIn(
  app: FastifyInstance,
  sub: string,
  userAgent: string,
  ip: string,
  refreshToken?: string,
): Promise<TestUser> {
  const cookie = await createSession(app.database.db, sub, {
    accessToken: `at-${sub}-${ip}`,
    idToken: 'test-session',
    refreshToken,
    expiresInSeconds: 3600,
    userAgent,
    ip,
  });
  return {
    sub,
    email: `${sub}@example.test`,
    cookie,
    auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
  };
}

async function person(app: FastifyInstance) {
  counter += 1;
  const sub = `sess-${counter}`;
  await app.database.db
    .insert(users)
    .values({ sub, email: `${sub}@example.test`, nickname: sub, emailVerified: true });
  return sub;
}

it('names the browser and system of common user agents', () => {
  expect(deviceOf(MAC_CHROME)).toEqual({ browser: 'Chrome', os: 'macOS' });
  expect(deviceOf(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
  expect(deviceOf(null)).toEqual({ browser: null, os: null });
});

describeEachDatabase("the account's sessions", (ctx) => {
  it('lists the sessions with device, address, started and last seen, marking the current one', async () => {
    const sub = await person(ctx.app);
    const laptop = await signedIn(ctx.app, sub, MAC_CHROME, '192.0.2.10');
    await signedIn(ctx.app, sub, IPHONE, '198.51.100.7');
    const listed = await call(ctx.app, laptop, 'GET', '/api/account/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const mine = listed.body.sessions.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ browser: 'Chrome', os: 'macOS', ip: '192.0.2.10' });
    const phone = listed.body.sessions.find((s: { current: boolean }) => !s.current);
    expect(phone).toMatchObject({ browser: 'Safari', os: 'iOS', ip: '198.51.100.7' });
    expect(typeof phone.startedAt).toBe('string');
    expect(typeof phone.lastSeenAt).toBe('string');
  });

  it('signs one session out at once; another person cannot name it', async () => {
    const sub = await person(ctx.app);
    const laptop = await signedIn(ctx.app, sub, MAC_CHROME, '192.0.2.10');
    const phone = await signedIn(ctx.app, sub, IPHONE, '198.51.100.7');
    const stranger = await signedIn(ctx.app, await person(ctx.app), MAC_CHROME, '203.0.113.1');
    const listed = await call(ctx.app, laptop, 'GET', '/api/account/sessions');
    const phoneId = listed.body.sessions.find((s: { current: boolean }) => !s.current).id as string;

    const foreign = await call(ctx.app, stranger, 'DELETE', `/api/account/sessions/${phoneId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('record.not_found');
    expect((await call(ctx.app, phone, 'GET', '/api/account/sessions')).status).toBe(200);

    const ended = await call(ctx.app, laptop, 'DELETE', `/api/account/sessions/${phoneId}`);
    expect(ended.status).toBe(204);
    // The very next request of the phone finds no session.
    expect((await call(ctx.app, phone, 'GET', '/api/account/sessions')).status).toBe(401);
    const left = await call(ctx.app, laptop, 'GET', '/api/account/sessions');
    expect(left.body.sessions).toHaveLength(1);
  });

  it("ends the embedded provider's session of the browser signed out, so its next visit asks for a password", async () => {
    const sub = await person(ctx.app);
    const models = createAdapterFactory(ctx.app.database.db);
    // What the provider holds for two browsers of the account: a session each, and the refresh token naming it.
    for (const device of ['laptop', 'phone']) {
      await models('Session').upsert(
        `sid-${sub}-${device}`,
        { uid: `uid-${sub}-${device}`, accountId: sub },
        600,
      );
      await models('RefreshToken').upsert(`rt-${sub}-${device}`, { sessionUid: `uid-${sub}-${device}` }, 600);
    }
    const laptop = await signedIn(ctx.app, sub, MAC_CHROME, '192.0.2.10', `rt-${sub}-laptop`);
    await signedIn(ctx.app, sub, IPHONE, '198.51.100.7', `rt-${sub}-phone`);
    const listed = await call(ctx.app, laptop, 'GET', '/api/account/sessions');
    const phoneId = listed.body.sessions.find((s: { current: boolean }) => !s.current).id as string;
    expect((await call(ctx.app, laptop, 'DELETE', `/api/account/sessions/${phoneId}`)).status).toBe(204);
    expect(await models('Session').findByUid(`uid-${sub}-phone`)).toBeUndefined();
    expect(await models('Session').findByUid(`uid-${sub}-laptop`)).toBeDefined();
  });

  it('signs every session out at once, this one included', async () => {
    const sub = await person(ctx.app);
    const laptop = await signedIn(ctx.app, sub, MAC_CHROME, '192.0.2.10');
    const phone = await signedIn(ctx.app, sub, IPHONE, '198.51.100.7');
    const other = await signedIn(ctx.app, await person(ctx.app), MAC_CHROME, '203.0.113.1');
    const ended = await call(ctx.app, laptop, 'POST', '/api/account/sessions/end-all');
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 2 });
    expect((await call(ctx.app, laptop, 'GET', '/api/account/sessions')).status).toBe(401);
    expect((await call(ctx.app, phone, 'GET', '/api/account/sessions')).status).toBe(401);
    // Another account's sessions are untouched.
    expect((await call(ctx.app, other, 'GET', '/api/account/sessions')).status).toBe(200);
  });

  it('refuses a malformed session id by field and rule', async () => {
    const sub = await person(ctx.app);
    const laptop = await signedIn(ctx.app, sub, MAC_CHROME, '192.0.2.10');
    const bad = await call(ctx.app, laptop, 'DELETE', '/api/account/sessions/not-a-session');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0]).toMatchObject({ field: 'params.id' });
  });
});
