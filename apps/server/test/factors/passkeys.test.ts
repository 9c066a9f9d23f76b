import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { ensureAccount } from '../../src/idp/index.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, type TestUser } from '../sessions.ts';
import { TestAuthenticator } from '../webauthn-authenticator.ts';

let counter = 0;

/** An account of the embedded provider, recorded in the app and signed in. */
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

describeEachDatabase('passkeys from account settings', (ctx) => {
  const rp = () => {
    const url = new URL(ctx.app.config.publicUrl);
    return { rpId: url.hostname, origin: url.origin };
  };

  async function add(user: TestUser, key: TestAuthenticator, name: string, origin = rp().origin) {
    const options = await call(ctx.app, user, 'POST', '/api/account/passkeys/options');
    expect(options.status).toBe(200);
    return call(ctx.app, user, 'POST', '/api/account/passkeys', {
      name,
      response: key.register({ challenge: options.body.challenge, rpId: rp().rpId, origin }),
    });
  }

  it('registers two named passkeys, lists them with dates, removes one; the factor history records both', async () => {
    const user = await person(ctx.app, 'pk');
    const options = await call(ctx.app, user, 'POST', '/api/account/passkeys/options');
    expect(options.body.rp.id).toBe(rp().rpId);
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });

    const first = await add(user, new TestAuthenticator(), 'ノートPC');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'ノートPC', lastUsedAt: null, backedUp: false });
    const second = await add(user, new TestAuthenticator(), 'phone');
    expect(second.status).toBe(201);

    const listed = await call(ctx.app, user, 'GET', '/api/account/passkeys');
    expect(listed.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['ノートPC', 'phone']);
    expect(typeof listed.body.passkeys[0].createdAt).toBe('string');

    const removed = await call(ctx.app, user, 'DELETE', `/api/account/passkeys/${first.body.id}`);
    expect(removed.status).toBe(204);
    const after = await call(ctx.app, user, 'GET', '/api/account/passkeys');
    expect(after.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['phone']);
    const history = await call(ctx.app, user, 'GET', '/api/account/factors');
    expect(history.body.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['passkey_added', 'passkey_removed']),
    );
  });

  it("refuses another person's passkey as an invalid record, and a wrong origin or reused challenge by code", async () => {
    const owner = await person(ctx.app, 'pko');
    const other = await person(ctx.app, 'pkx');
    const created = await add(owner, new TestAuthenticator(), 'key');
    const foreign = await call(ctx.app, other, 'DELETE', `/api/account/passkeys/${created.body.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('record.not_found');

    const wrong = await add(owner, new TestAuthenticator(), 'evil', 'https://evil.example');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('passkey.wrong_origin');

    const options = await call(ctx.app, owner, 'POST', '/api/account/passkeys/options');
    const response = new TestAuthenticator().register({
      challenge: options.body.challenge,
      rpId: rp().rpId,
      origin: rp().origin,
    });
    expect(
      (await call(ctx.app, owner, 'POST', '/api/account/passkeys', { name: 'a', response })).status,
    ).toBe(201);
    const again = await call(ctx.app, owner, 'POST', '/api/account/passkeys', { name: 'b', response });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('passkey.challenge_used');

    // Another person cannot answer a challenge made for this one.
    const theirs = await call(ctx.app, owner, 'POST', '/api/account/passkeys/options');
    const stolen = await call(ctx.app, other, 'POST', '/api/account/passkeys', {
      name: 'c',
      response: new TestAuthenticator().register({
        challenge: theirs.body.challenge,
        rpId: rp().rpId,
        origin: rp().origin,
      }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.code).toBe('passkey.challenge_unknown');
  });

  it('validates the body: a name is required and the answer must be base64url', async () => {
    const user = await person(ctx.app, 'pkv');
    const bad = await call(ctx.app, user, 'POST', '/api/account/passkeys', {
      name: ' ',
      response: {
        id: '!!',
        rawId: 'a',
        type: 'public-key',
        response: { clientDataJSON: 'a', attestationObject: 'a' },
      },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.error.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.response.id']));
  });

  it('counts a passkey as a second factor: the members page and the admin reset see it', async () => {
    const user = await person(ctx.app, 'pkf');
    expect((await add(user, new TestAuthenticator(), 'key')).status).toBe(201);
    const { subsWithFactor } = await import('../../src/idp/index.ts');
    expect((await subsWithFactor(ctx.app.database.db, [user.sub])).has(user.sub)).toBe(true);
    const { resetFactors } = await import('../../src/idp/factors.ts');
    await resetFactors(ctx.app.database.db, user.sub, 'admin-sub');
    expect((await call(ctx.app, user, 'GET', '/api/account/passkeys')).body.passkeys).toEqual([]);
  });
});
