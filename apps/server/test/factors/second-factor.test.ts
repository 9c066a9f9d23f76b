import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { spaceMembers, users } from '../../src/db/schema/index.ts';
import { ensureAccount } from '../../src/idp/index.ts';
import { insertRecovery } from '../../src/idp/repository/recoveries.ts';
import { base32Decode, totp } from '../../src/idp/totp.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';
import { newSupplier, tariffBody } from '../tariffs/support.ts';

let counter = 0;

/** An account of the embedded provider, recorded in the app and signed in (a password-only session). */
async function person(app: FastifyInstance, label: string): Promise<TestUser> {
  counter += 1;
  const email = `${label}${counter}@example.test`;
  const account = await ensureAccount(app.database.db, {
    email,
    password: 'correct horse',
    nickname: label,
    firstName: 'Taro',
    lastName: 'Test',
  });
  await app.database.db
    .insert(users)
    .values({ sub: account.sub, email, nickname: label, emailVerified: true });
  const cookie = await createSession(app.database.db, account.sub, {
    accessToken: 'test-session',
    idToken: 'test-session',
    refreshToken: undefined,
    expiresInSeconds: 3600,
  });
  return {
    sub: account.sub,
    email,
    cookie,
    auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
  };
}

/** The same person naming a space in the header, as the web does. */
const inSpace = (user: TestUser, space: string): TestUser => ({
  ...user,
  auth: { ...user.auth, headers: { ...user.auth.headers, 'x-tourtariff-space': space } },
});

const codeOf = (secret: string, offsetSteps = 0) =>
  totp(base32Decode(secret), new Date(Date.now() + offsetSteps * 30_000));

async function enrol(app: FastifyInstance, user: TestUser) {
  const started = await call(app, user, 'POST', '/api/account/factors/totp');
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await call(app, user, 'POST', '/api/account/factors/totp/confirm', {
    code: codeOf(secret),
  });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describeEachDatabase('second factors from account settings', (ctx) => {
  it('enrols an authenticator with a typed code, shows ten recovery codes once, refuses a reused code', async () => {
    const user = await person(ctx.app, 'enrol');
    expect((await call(ctx.app, user, 'GET', '/api/account/factors')).body).toMatchObject({
      totp: null,
      recoveryCodesLeft: 0,
    });
    expect(
      (await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', { code: '123456' })).body,
    ).toMatchObject({ error: { code: 'mfa.not_enrolled' } });

    const started = await call(ctx.app, user, 'POST', '/api/account/factors/totp');
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = started.body.secret as string;
    const wrong = await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', {
      code: codeOf(secret, 5),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('mfa.invalid_code');

    const code = codeOf(secret);
    const done = await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', { code });
    expect(done.status).toBe(200);
    const codes = done.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);

    const status = await call(ctx.app, user, 'GET', '/api/account/factors');
    expect(status.body).toMatchObject({ totp: { lastUsedAt: expect.any(String) }, recoveryCodesLeft: 10 });
    expect(status.body.history[0]).toMatchObject({ action: 'enrol', byOwner: true });
    expect(JSON.stringify(status.body)).not.toContain(codes[0]);

    // The code that confirmed cannot prove the factor again.
    const reused = await call(ctx.app, user, 'POST', '/api/account/factors/recovery-codes', { code });
    expect(reused.body.error.code).toBe('mfa.invalid_code');
    const again = await call(ctx.app, user, 'POST', '/api/account/factors/totp', undefined);
    expect(again.body.error.code).toBe('mfa.already_enrolled');

    const renewed = await call(ctx.app, user, 'POST', '/api/account/factors/recovery-codes', {
      code: codeOf(secret, 1),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).not.toEqual(codes);

    // Removing: a wrong password is refused, the right one removes the app and its codes.
    const badPassword = await call(ctx.app, user, 'POST', '/api/account/factors/totp/remove', {
      password: 'wrong wrong',
    });
    expect(badPassword.body.error.code).toBe('mfa.invalid_password');
    const removed = await call(ctx.app, user, 'POST', '/api/account/factors/totp/remove', {
      password: 'correct horse',
    });
    expect(removed.status).toBe(204);
    expect((await call(ctx.app, user, 'GET', '/api/account/factors')).body).toMatchObject({
      totp: null,
      recoveryCodesLeft: 0,
    });
  });

  it('names a waiting recovery of the account (docs/identity.md "Losing every factor")', async () => {
    const user = await person(ctx.app, 'recovering');
    expect((await call(ctx.app, user, 'GET', '/api/account/factors')).body.recovery).toBeNull();
    const startedAt = new Date();
    const readyAt = new Date(startedAt.getTime() + 24 * 3_600_000);
    const endsAt = new Date(readyAt.getTime() + 7 * 24 * 3_600_000);
    await insertRecovery(ctx.app.database.db, { sub: user.sub, startedAt, readyAt, endsAt });
    const status = await call(ctx.app, user, 'GET', '/api/account/factors');
    expect(status.body.recovery).toEqual({ readyAt: readyAt.toISOString() });
    expect(status.body.history[0]).toMatchObject({ action: 'recovery_started', byOwner: true });
  });

  it('refuses malformed input naming the field', async () => {
    const user = await person(ctx.app, 'input');
    const both = await call(ctx.app, user, 'POST', '/api/account/factors/totp/remove', {
      password: 'x',
      code: '123456',
    });
    expect(both.status).toBe(400);
    const extra = await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', {
      code: '123456',
      x: 1,
    });
    expect(extra.status).toBe(400);
    const short = await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', { code: '1' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('code');
  });

  describe('a company requiring a second factor', () => {
    it("refuses that space's data to a sign-in without one with mfa.required, keeps API keys working, and opens at enrolment", async () => {
      const owner = await person(ctx.app, 'owner');
      const created = await call(ctx.app, owner, 'POST', '/api/corporate', {
        name: 'さくら二要素株式会社',
        category: 'supplier',
        role: 'supplier',
        industry: 'creator',
      });
      expect(created.status).toBe(200);
      const space = created.body.key as string;
      const member = await person(ctx.app, 'member');
      await ctx.app.database.db
        .insert(spaceMembers)
        .values({ spaceKey: space, sub: member.sub, role: 'member' });
      const key = await call(ctx.app, owner, 'POST', `/api/space/${space}/api-keys`, {
        name: 'system',
        scope: 'write',
      });
      expect(key.status).toBe(200);
      const draft = await call(ctx.app, owner, 'POST', '/api/v1/Tariff', { space, ...tariffBody() });
      expect(draft.status).toBe(200);

      // Only an owner sets the rule, and only from a sign-in that used a second factor.
      const notOwner = await call(ctx.app, member, 'PATCH', `/api/corporate/${space}/security`, {
        requireSecondFactor: true,
      });
      expect(notOwner.status).toBe(403);
      const passwordOnly = await call(ctx.app, owner, 'PATCH', `/api/corporate/${space}/security`, {
        requireSecondFactor: true,
      });
      expect(passwordOnly.body.error.code).toBe('mfa.required');
      await enrol(ctx.app, owner);
      const set = await call(ctx.app, owner, 'PATCH', `/api/corporate/${space}/security`, {
        requireSecondFactor: true,
      });
      expect(set.body).toEqual({ requireSecondFactor: true });
      // The owner's other sign-in, with the password alone, is held back like anyone's.
      const ownerElsewhere: TestUser = {
        ...owner,
        auth: {
          cookies: {
            tt_session: await createSession(ctx.app.database.db, owner.sub, {
              accessToken: 'test-session',
              idToken: 'test-session',
              refreshToken: undefined,
              expiresInSeconds: 3600,
            }),
          },
          headers: { 'x-tourtariff-client': 'web' },
        },
      };

      const refused = [
        await call(ctx.app, member, 'GET', `/api/corporate/${space}/members`),
        await call(ctx.app, member, 'GET', `/api/corporate/${space}/security`),
        await call(ctx.app, inSpace(member, space), 'GET', '/api/v1/Tariff'),
        await call(ctx.app, ownerElsewhere, 'GET', `/api/corporate/${space}/members`),
        await call(ctx.app, ownerElsewhere, 'GET', `/api/space/${space}/api-keys`),
        await call(ctx.app, ownerElsewhere, 'PATCH', `/api/corporate/${space}/security`, {
          requireSecondFactor: false,
        }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('mfa.required');
      }
      // Not named, the space is simply not theirs: its tariff does not show.
      const read = await call(ctx.app, member, 'GET', `/api/v1/Tariff/${draft.body.key}`);
      expect(read.status).toBe(404);

      // The roles object still lists it, and says a second factor is needed.
      const roles = await call(ctx.app, inSpace(member, space), 'GET', '/api/profile');
      expect(roles.status).toBe(200);
      expect(roles.body.corporate.map((s: { key: string }) => s.key)).toContain(space);
      expect(roles.body.secondFactorNeeded).toEqual([space]);

      // API keys are not people.
      const withKey = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Tariff/${draft.body.key}`,
        headers: { authorization: `Bearer ${key.body.secret}` },
      });
      expect(withKey.statusCode).toBe(200);

      // Enrolling from settings (reachable with the space named) opens the space to this very session.
      await enrol(ctx.app, inSpace(member, space));
      const members = await call(ctx.app, member, 'GET', `/api/corporate/${space}/members`);
      expect(members.status).toBe(200);
      const mine = members.body.items.find((m: { sub: string }) => m.sub === member.sub);
      expect(mine).toMatchObject({ secondFactor: true });
      const ownerRow = members.body.items.find((m: { sub: string }) => m.sub === owner.sub);
      expect(ownerRow).toMatchObject({ secondFactor: true });
      expect(await call(ctx.app, inSpace(member, space), 'GET', '/api/profile')).toMatchObject({
        body: { secondFactorNeeded: [] },
      });
    });

    it('shows when members last signed in', async () => {
      const { user: owner, space } = await newSupplier(ctx.app, 'サインイン記録株式会社');
      const at = new Date('2026-11-30T01:02:03Z');
      const { eq } = await import('drizzle-orm');
      await ctx.app.database.db.update(users).set({ lastSignInAt: at }).where(eq(users.sub, owner.sub));
      const members = await call(ctx.app, owner, 'GET', `/api/corporate/${space}/members`);
      expect(members.body.items[0]).toMatchObject({ lastSignInAt: at.toISOString(), secondFactor: false });
    });
  });

  it("lets an administrator reset a person's factors, recorded as not the owner's doing", async () => {
    const user = await person(ctx.app, 'reset');
    await enrol(ctx.app, user);
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const stranger = await signedInUser(ctx.app);
    expect((await call(ctx.app, stranger, 'DELETE', `/api/admin/users/${user.sub}/factors`)).status).toBe(
      403,
    );
    expect((await call(ctx.app, admin, 'DELETE', `/api/admin/users/${user.sub}/factors`)).status).toBe(204);
    const status = await call(ctx.app, user, 'GET', '/api/account/factors');
    expect(status.body).toMatchObject({ totp: null, recoveryCodesLeft: 0 });
    expect(status.body.history[0]).toMatchObject({ action: 'reset', byOwner: false });
  });

  it('throttles wrong codes with the sign-in counters', async () => {
    const user = await person(ctx.app, 'throttle');
    await call(ctx.app, user, 'POST', '/api/account/factors/totp');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', { code: '00000x' });
      statuses.push(res.status);
    }
    // '00000x' is well-formed for the schema (length) but never a code: each attempt counts.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const last = await call(ctx.app, user, 'POST', '/api/account/factors/totp/confirm', { code: '000000' });
    expect(last.body.error).toMatchObject({ code: 'mfa.throttled', params: { seconds: expect.any(Number) } });
  });
});
