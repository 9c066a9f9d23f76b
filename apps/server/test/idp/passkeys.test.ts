import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpFactorAudit, idpPasskeys } from '../../src/db/schema/index.ts';
import { ensureAccount } from '../../src/idp/index.ts';
import {
  authenticationOptions,
  registerPasskey,
  registrationOptions,
  relyingParty,
  verifyPasskey,
} from '../../src/idp/passkeys.ts';
import { TestAuthenticator } from '../webauthn-authenticator.ts';
import {
  authorizeUrl,
  Browser,
  client,
  form,
  formAction,
  type IdpServer,
  startIdpServer,
  tokenRequest,
} from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';

/** The request options a page carries for its passkey button (HTML-escaped JSON in `data-options`). */
function pageOptions(html: string): { challenge: string; allowCredentials?: { id: string }[] } {
  const raw = /data-options="([^"]*)"/.exec(html)?.[1];
  if (!raw) throw new Error('no passkey options on the page');
  return JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'"));
}

const passkeyAction = (html: string, base: string) => {
  const action = /<form id="passkey-form"[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no passkey form');
  return new URL(action, base).href;
};

describe('embedded provider: passkeys', () => {
  let s: IdpServer;
  let clock = new Date('2026-12-01T09:00:00Z');
  let sub: string;
  let rp: ReturnType<typeof relyingParty>;
  const key = new TestAuthenticator();

  beforeAll(async () => {
    s = await startIdpServer({ now: () => clock });
    rp = relyingParty(s.issuer, 'TourTariff');
    const account = await ensureAccount(s.database.db, {
      email: 'hana@example.com',
      password: 'correct horse',
      nickname: 'hana',
      firstName: '花',
      lastName: '山田',
    });
    sub = account.sub;
  });
  afterAll(() => s.close());

  async function register(authenticator: TestAuthenticator, origin = rp.origin, rpId = rp.rpID) {
    const options = await registrationOptions(s.database.db, rp, sub, clock);
    return registerPasskey(
      s.database.db,
      rp,
      sub,
      { name: 'laptop', response: authenticator.register({ challenge: options.challenge, rpId, origin }) },
      clock,
    );
  }

  async function idToken(location: URL, verifier: string) {
    const token = await tokenRequest(s.issuer, {
      grant_type: 'authorization_code',
      code: location.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(token.status).toBe(200);
    return decodeJwt(token.body.id_token ?? '');
  }

  let calls = 0;
  const nextAddress = () => {
    calls += 1;
    return `10.0.1.${calls}`;
  };
  // Each call from its own address unless told, so the throttle (tested on its own below) stays out of the way.
  const verify = (response: ReturnType<TestAuthenticator['assert']>, ip = nextAddress()) =>
    verifyPasskey(s.database.db, rp, response as never, {
      ip,
      now: clock,
      sub: null,
      onCloned: async () => {},
    });

  it('registers a passkey from creation options: discoverable, user verification preferred, RP id from the URL', async () => {
    const options = await registrationOptions(s.database.db, rp, sub, clock);
    expect(options.rp.id).toBe(new URL(s.issuer).hostname);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    const view = await registerPasskey(
      s.database.db,
      rp,
      sub,
      {
        name: 'laptop',
        response: key.register({
          challenge: options.challenge,
          rpId: rp.rpID,
          origin: rp.origin,
          flags: { backedUp: true },
        }),
      },
      clock,
    );
    expect(view).toMatchObject({
      name: 'laptop',
      lastUsedAt: null,
      backedUp: true,
      deviceType: 'multiDevice',
    });
    const [row] = await s.database.db.select().from(idpPasskeys);
    expect(row?.credentialId).toBe(key.id);
    expect(row?.counter).toBe(0);
    const audit = await s.database.db.select().from(idpFactorAudit);
    expect(audit.map((a) => a.action)).toContain('passkey_added');
  });

  it('refuses a registration answered for another origin, another RP id, or with a challenge used twice', async () => {
    await expect(register(new TestAuthenticator(), 'https://evil.example')).rejects.toMatchObject({
      code: 'passkey.wrong_origin',
    });
    await expect(register(new TestAuthenticator(), rp.origin, 'evil.example')).rejects.toMatchObject({
      code: 'passkey.wrong_rp_id',
    });
    const options = await registrationOptions(s.database.db, rp, sub, clock);
    const other = new TestAuthenticator();
    const response = other.register({ challenge: options.challenge, rpId: rp.rpID, origin: rp.origin });
    await registerPasskey(s.database.db, rp, sub, { name: 'phone', response }, clock);
    await expect(
      registerPasskey(s.database.db, rp, sub, { name: 'phone', response }, clock),
    ).rejects.toMatchObject({ code: 'passkey.challenge_used' });
  });

  it('signs in with the passkey alone from the sign-in page: conditional UI on the e-mail field, amr hwk+user', async () => {
    const browser = new Browser();
    const request = authorizeUrl(s.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const html = await page.response.text();
    expect(html).toContain('autocomplete="username webauthn"');
    expect(html).toContain('data-conditional="1"');
    const options = pageOptions(html);
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = key.assert({
      challenge: options.challenge,
      rpId: rp.rpID,
      origin: rp.origin,
      userHandle: sub,
    });
    const action = passkeyAction(html, s.issuer);
    const done = await browser.follow(action, redirectUri, form({ credential: JSON.stringify(response) }));
    expect(done.location?.href).toContain(redirectUri);
    const claims = await idToken(done.location as URL, request.verifier);
    expect(claims.sub).toBe(sub);
    expect(claims.amr).toEqual(['hwk', 'user']);
    const row = (await s.database.db.select().from(idpPasskeys)).find((r) => r.credentialId === key.id);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();

    // The same assertion again: its challenge is spent.
    const again = await new Browser().follow(request.url, redirectUri);
    const replay = await browser.fetch(
      passkeyAction(await again.response.text(), s.issuer),
      form({ credential: JSON.stringify(response) }),
    );
    expect([400, 403]).toContain(replay.status);
  });

  it('refuses a replayed assertion, a wrong origin, a wrong RP id, an unknown or expired challenge, each with its code', async () => {
    const options = await authenticationOptions(s.database.db, rp, null, clock);
    const good = key.assert({ challenge: options.challenge, rpId: rp.rpID, origin: rp.origin });
    await expect(verify(good)).resolves.toMatchObject({ sub });
    await expect(verify(good)).rejects.toMatchObject({ code: 'passkey.challenge_used' });

    const o2 = await authenticationOptions(s.database.db, rp, null, clock);
    await expect(
      verify(key.assert({ challenge: o2.challenge, rpId: rp.rpID, origin: 'https://evil.example' })),
    ).rejects.toMatchObject({ code: 'passkey.wrong_origin' });

    const o3 = await authenticationOptions(s.database.db, rp, null, clock);
    await expect(
      verify(key.assert({ challenge: o3.challenge, rpId: 'evil.example', origin: rp.origin })),
    ).rejects.toMatchObject({ code: 'passkey.wrong_rp_id' });

    await expect(
      verify(key.assert({ challenge: 'bm90LW91cnM', rpId: rp.rpID, origin: rp.origin })),
    ).rejects.toMatchObject({ code: 'passkey.challenge_unknown' });

    const o4 = await authenticationOptions(s.database.db, rp, null, clock);
    clock = new Date(clock.getTime() + 6 * 60_000);
    await expect(
      verify(key.assert({ challenge: o4.challenge, rpId: rp.rpID, origin: rp.origin })),
    ).rejects.toMatchObject({ code: 'passkey.challenge_expired' });

    // A registration challenge does not sign anyone in.
    const o5 = await registrationOptions(s.database.db, rp, sub, clock);
    await expect(
      verify(key.assert({ challenge: o5.challenge, rpId: rp.rpID, origin: rp.origin })),
    ).rejects.toMatchObject({ code: 'passkey.challenge_unknown' });
  });

  it('refuses a cloned authenticator (counter going backwards), records it and mails the owner', async () => {
    const browser = new Browser();
    const request = authorizeUrl(s.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const html = await page.response.text();
    const options = pageOptions(html);
    const clone = key.assert({ challenge: options.challenge, rpId: rp.rpID, origin: rp.origin, counter: 1 });
    const refused = await browser.fetch(
      passkeyAction(html, s.issuer),
      form({ credential: JSON.stringify(clone) }),
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('複製');
    const mail = s.mails.last('hana@example.com');
    expect(mail.subject).toMatch(/passkey|パスキー/);
    expect(mail.link).toMatch(/\/profile\/setting$/);
    const audit = await s.database.db.select().from(idpFactorAudit);
    expect(audit.map((a) => a.action)).toContain('passkey_cloned');
  });

  it('counts refused passkeys in the sign-in throttle: the sixth refusal from one address waits', async () => {
    let last: unknown;
    for (let i = 0; i < 6; i += 1) {
      last = await verify(
        key.assert({ challenge: `bm8tc3VjaC1jaGFsbGVuZ2U${i}`, rpId: rp.rpID, origin: rp.origin }),
        '10.9.9.9',
      ).catch((error: unknown) => error);
    }
    expect(last).toMatchObject({ code: 'passkey.throttled' });
  });

  it('offers the passkey as the second step after the password; amr pwd+hwk+user', async () => {
    clock = new Date(clock.getTime() + 60 * 60_000);
    const browser = new Browser();
    const request = authorizeUrl(s.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const html = await page.response.text();
    const second = await browser.follow(
      formAction(html, s.issuer),
      redirectUri,
      form({ email: 'hana@example.com', password: 'correct horse' }),
    );
    const codeHtml = await second.response.text();
    // No authenticator app: the page offers only the passkey, naming this account's passkeys.
    expect(codeHtml).not.toContain('one-time-code');
    const options = pageOptions(codeHtml);
    expect(options.allowCredentials?.map((c) => c.id)).toContain(key.id);
    const action = passkeyAction(codeHtml, s.issuer);
    expect(action).toMatch(/\/code\/passkey$/);
    const response = key.assert({ challenge: options.challenge, rpId: rp.rpID, origin: rp.origin });
    const done = await browser.follow(action, redirectUri, form({ credential: JSON.stringify(response) }));
    expect(done.location?.href).toContain(redirectUri);
    expect((await idToken(done.location as URL, request.verifier)).amr).toEqual(['pwd', 'hwk', 'user']);
  });

  it('answers garbage in the credential field with the page and a 400, never a 5xx', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const action = passkeyAction(await page.response.text(), s.issuer);
    for (const credential of [
      '',
      'null',
      '{"id":1}',
      '{"response":{"clientDataJSON":"!!"}}',
      'x'.repeat(5000),
    ]) {
      const answer = await browser.fetch(action, form({ credential }));
      expect(answer.status).toBe(400);
    }
  });
});
