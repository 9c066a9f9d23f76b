import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { spaceMembers, spaces } from '../../src/db/schema/index.ts';
import { base32Decode, totp } from '../../src/idp/totp.ts';
import { engines } from '../helper.ts';
import { call, type TestUser } from '../sessions.ts';
import { newSupplier } from '../tariffs/support.ts';
import { TestAuthenticator } from '../webauthn-authenticator.ts';
import { signInWithoutForm } from './attack-support.ts';
import { startTestProvider, type TestProvider } from './test-provider.ts';

const appUrl = 'https://app.test';
const clientId = 'tt-step-up';
const clientSecret = 'step-up-secret-0123456789';

/**
 * docs/identity.md "Step-up": with an external provider, a company requiring a second factor accepts a sign-in
 * whose `amr` names one at once; a password-only sign-in is held back from that company's data until the session
 * proves a factor the app holds (an authenticator code or a passkey), enrolled from settings if it has none.
 */
for (const engine of engines()) {
  describe(`external sign-in and a company requiring a second factor [${engine.name}]`, () => {
    let provider: TestProvider;
    let app: FastifyInstance;
    let strict: string;
    let relaxed: string;

    beforeAll(async () => {
      provider = await startTestProvider({
        clientId,
        clientSecret,
        redirectUri: `${appUrl}/api/auth/callback`,
        user: { sub: 'hanako', email: 'hanako@example.jp', email_verified: true, nickname: 'hanako' },
      });
      const config = testConfig({
        publicUrl: appUrl,
        seedDemo: false,
        database: await engine.database(),
        oidc: {
          issuer: provider.issuer,
          clientId,
          clientAuth: { method: 'client_secret_basic', secret: clientSecret },
          audience: clientId,
          trustEmail: false,
        },
      });
      app = await buildApp({ config });
      await app.ready();
      // Hanako signs in once so the app knows her, then joins a company that requires a factor and one that
      // does not.
      await signInAs(['pwd']);
      strict = (await newSupplier(app, '二要素必須株式会社')).space;
      relaxed = (await newSupplier(app, '二要素任意株式会社')).space;
      const { db } = app.database;
      await db.update(spaces).set({ requireSecondFactor: true }).where(eq(spaces.key, strict));
      await db.insert(spaceMembers).values([
        { spaceKey: strict, sub: 'hanako', role: 'member' },
        { spaceKey: relaxed, sub: 'hanako', role: 'member' },
      ]);
    });

    afterAll(async () => {
      await app?.close();
      await provider?.close();
      await engine.drop();
    });

    beforeEach(() => {
      provider.tamper = {};
    });

    /** A fresh browser sign-in at the external provider whose id token says `amr`. */
    async function signInAs(amr: string[] | undefined): Promise<TestUser> {
      provider.tamper = { claims: { amr } };
      const { done, cookie } = await signInWithoutForm(app);
      expect(done.status).toBe(302);
      if (!cookie) throw new Error('no session');
      return {
        sub: 'hanako',
        email: 'hanako@example.jp',
        cookie,
        auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
      };
    }

    const membersOf = (user: TestUser, space: string) =>
      call(app, user, 'GET', `/api/corporate/${space}/members`);
    const refusedForFactor = (res: { status: number; body: { error?: { code: string } } }) => {
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('mfa.required');
    };
    const codeOf = (secret: string, offsetSteps = 0) =>
      totp(base32Decode(secret), new Date(Date.now() + offsetSteps * 30_000));

    let secret = '';
    let enrolledAt = 0;
    let recoveryCodes: string[] = [];

    it('holds a password-only sign-in back from the requiring company, leads it to enrol, and opens it after', async () => {
      const user = await signInAs(['pwd']);
      refusedForFactor(await membersOf(user, strict));
      const inSpace = { ...user, auth: { ...user.auth, headers: { ...user.auth.headers } } };
      inSpace.auth.headers = { ...inSpace.auth.headers, 'x-tourtariff-space': strict };
      refusedForFactor(await call(app, inSpace, 'GET', '/api/v1/Tariff'));
      expect((await call(app, inSpace, 'GET', '/api/profile')).body.secondFactorNeeded).toEqual([strict]);
      // A company that does not require one is open to the same sign-in.
      expect((await membersOf(user, relaxed)).status).toBe(200);

      // Nothing to step up with yet: the step-up says so, and the settings enrol an app the app holds.
      const early = await call(app, user, 'POST', '/api/auth/step-up', { code: '123456' });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('mfa.not_enrolled');
      const started = await call(app, inSpace, 'POST', '/api/account/factors/totp');
      expect(started.status).toBe(200);
      expect(started.body.uri).toContain('hanako%40example.jp');
      secret = started.body.secret;
      enrolledAt = Date.now();
      const confirmed = await call(app, inSpace, 'POST', '/api/account/factors/totp/confirm', {
        code: totp(base32Decode(secret), new Date(enrolledAt)),
      });
      expect(confirmed.status).toBe(200);
      recoveryCodes = confirmed.body.recoveryCodes;

      expect((await membersOf(user, strict)).status).toBe(200);
      expect((await call(app, inSpace, 'GET', '/api/profile')).body.secondFactorNeeded).toEqual([]);
    });

    it('asks the next password-only sign-in for a code, refuses a wrong or reused one, and opens on a good one', async () => {
      const user = await signInAs(['pwd']);
      refusedForFactor(await membersOf(user, strict));
      const wrong = await call(app, user, 'POST', '/api/auth/step-up', { code: codeOf(secret, 5) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('mfa.invalid_code');
      // The enrolment used this step's code: the same step again is refused, the next one is taken.
      const reused = await call(app, user, 'POST', '/api/auth/step-up', {
        code: totp(base32Decode(secret), new Date(enrolledAt)),
      });
      expect(reused.status).toBe(400);
      refusedForFactor(await membersOf(user, strict));
      const good = await call(app, user, 'POST', '/api/auth/step-up', { code: codeOf(secret, 1) });
      expect(good.status).toBe(204);
      expect((await membersOf(user, strict)).status).toBe(200);
      // Another sign-in is not opened by this one's step-up.
      refusedForFactor(await membersOf(await signInAs(['pwd']), strict));
    });

    it('takes a recovery code once in place of the app', async () => {
      const user = await signInAs(['pwd']);
      const code = recoveryCodes[0] ?? '';
      expect((await call(app, user, 'POST', '/api/auth/step-up', { code })).status).toBe(204);
      expect((await membersOf(user, strict)).status).toBe(200);
      const again = await signInAs(['pwd']);
      expect((await call(app, again, 'POST', '/api/auth/step-up', { code })).status).toBe(400);
    });

    it("accepts at once a sign-in whose amr names the provider's own second factor", async () => {
      for (const amr of [['pwd', 'otp'], ['mfa'], ['hwk', 'user'], ['pwd', 'pop']]) {
        const user = await signInAs(amr);
        expect((await membersOf(user, strict)).status).toBe(200);
      }
      for (const amr of [['pwd'], ['pwd', 'sms'], undefined]) {
        refusedForFactor(await membersOf(await signInAs(amr), strict));
      }
    });

    it('steps up with a passkey the app holds, only for the passkeys of the caller', async () => {
      const rp = { rpId: 'app.test', origin: appUrl };
      const first = await signInAs(['pwd', 'otp']);
      const key = new TestAuthenticator();
      const creation = await call(app, first, 'POST', '/api/account/passkeys/options');
      expect(creation.status).toBe(200);
      const added = await call(app, first, 'POST', '/api/account/passkeys', {
        name: 'laptop',
        response: key.register({ challenge: creation.body.challenge, ...rp }),
      });
      expect(added.status).toBe(201);

      const user = await signInAs(['pwd']);
      refusedForFactor(await membersOf(user, strict));
      const options = await call(app, user, 'POST', '/api/auth/step-up/passkey/options');
      expect(options.status).toBe(200);
      expect(options.body.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
      const stranger = new TestAuthenticator();
      const foreign = await call(app, user, 'POST', '/api/auth/step-up/passkey', {
        response: stranger.assert({ challenge: options.body.challenge, ...rp }),
      });
      expect(foreign.status).toBeGreaterThanOrEqual(400);
      refusedForFactor(await membersOf(user, strict));
      // The refused answer spent that challenge; a new one and the right key open the session.
      const next = await call(app, user, 'POST', '/api/auth/step-up/passkey/options');
      const good = await call(app, user, 'POST', '/api/auth/step-up/passkey', {
        response: key.assert({ challenge: next.body.challenge, ...rp }),
      });
      expect(good.status).toBe(204);
      expect((await membersOf(user, strict)).status).toBe(200);
    });
  });
}
