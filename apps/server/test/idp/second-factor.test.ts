import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpFactors } from '../../src/db/schema/index.ts';
import { confirmTotp, startTotp } from '../../src/idp/factors.ts';
import { ensureAccount } from '../../src/idp/index.ts';
import { base32Decode, totp } from '../../src/idp/totp.ts';
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

describe('embedded provider: the second step of sign-in', () => {
  let s: IdpServer;
  let clock = new Date('2026-12-01T09:00:00Z');
  let secret: Uint8Array;
  let recoveryCodes: string[];
  let sub: string;
  const codeAt = (at: Date) => totp(secret, at);

  beforeAll(async () => {
    s = await startIdpServer({ now: () => clock });
    const account = await ensureAccount(s.database.db, {
      email: 'kenji@example.com',
      password: 'correct horse',
      nickname: 'kenji',
      firstName: '健二',
      lastName: '佐藤',
    });
    sub = account.sub;
    await ensureAccount(s.database.db, {
      email: 'plain@example.com',
      password: 'correct horse',
      nickname: 'plain',
      firstName: 'P',
      lastName: 'Lain',
    });
    const started = await startTotp(s.database.db, sub, 'TourTariff');
    secret = base32Decode(started.secret);
    ({ recoveryCodes } = await confirmTotp(s.database.db, sub, codeAt(clock), '10.0.0.1', clock));
    clock = new Date(clock.getTime() + 60_000);
  });
  afterAll(() => s.close());

  async function password(browser: Browser, email: string) {
    const request = authorizeUrl(s.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const html = await page.response.text();
    const result = await browser.follow(
      formAction(html, s.issuer),
      redirectUri,
      form({ email, password: 'correct horse' }),
    );
    return { ...request, ...result };
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

  it('stores the secret sealed, never in clear', async () => {
    const [row] = await s.database.db.select().from(idpFactors);
    expect(row?.sealedSecret.split('.')).toHaveLength(5);
    expect(row?.sealedSecret).not.toContain(Buffer.from(secret).toString('base64url'));
  });

  it('signs an account without a factor in with the password alone, amr pwd', async () => {
    const browser = new Browser();
    const { location, verifier } = await password(browser, 'plain@example.com');
    expect(location?.href).toContain(redirectUri);
    expect((await idToken(location as URL, verifier)).amr).toEqual(['pwd']);
  });

  it('asks for a code after the password, and only then; the code signs in with amr pwd+otp', async () => {
    const browser = new Browser();
    const { response, verifier } = await password(browser, 'kenji@example.com');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('one-time-code');
    const action = formAction(html, s.issuer);
    expect(action).toMatch(/\/code$/);

    const wrong = await browser.fetch(
      action,
      form({ code: '000000' === codeAt(clock) ? '111111' : '000000' }),
    );
    expect(wrong.status).toBe(401);

    const done = await browser.follow(action, redirectUri, form({ code: codeAt(clock) }));
    expect(done.location?.href).toContain(redirectUri);
    const claims = await idToken(done.location as URL, verifier);
    expect(claims.amr).toEqual(['pwd', 'otp']);
    expect(claims.sub).toBe(sub);
  });

  it('refuses the same code a second time, even in a new sign-in', async () => {
    const browser = new Browser();
    const { response } = await password(browser, 'kenji@example.com');
    const action = formAction(await response.text(), s.issuer);
    const again = await browser.fetch(action, form({ code: codeAt(clock) }));
    expect(again.status).toBe(401);
    // The next step's code works (one step of drift).
    const next = await browser.follow(
      action,
      redirectUri,
      form({ code: codeAt(new Date(clock.getTime() + 30_000)) }),
    );
    expect(next.location?.href).toContain(redirectUri);
  });

  it('takes a recovery code once', async () => {
    const [recovery = ''] = recoveryCodes;
    const first = new Browser();
    const one = await password(first, 'kenji@example.com');
    const action = formAction(await one.response.text(), s.issuer);
    const used = await first.follow(action, redirectUri, form({ code: recovery.toLowerCase() }));
    expect(used.location?.href).toContain(redirectUri);
    expect((await idToken(used.location as URL, one.verifier)).amr).toEqual(['pwd', 'otp']);

    const second = new Browser();
    const two = await password(second, 'kenji@example.com');
    const again = await second.fetch(
      formAction(await two.response.text(), s.issuer),
      form({ code: recovery }),
    );
    expect(again.status).toBe(401);
  });

  it('shows no code page to someone who has not passed the password', async () => {
    const browser = new Browser();
    const request = authorizeUrl(s.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const login = formAction(await page.response.text(), s.issuer);
    const code = login.replace(/\/login$/, '/code');
    const direct = await browser.fetch(code, form({ code: codeAt(clock) }));
    expect(direct.status).toBe(303);
    expect(direct.headers.get('location')).not.toContain('/code');
    const wrongPassword = await browser.fetch(
      login,
      form({ email: 'kenji@example.com', password: 'nope nope' }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.text()).not.toContain('one-time-code');
  });

  it('throttles wrong codes per account and address, and forgets them after the window', async () => {
    const browser = new Browser({ 'x-forwarded-for': '192.0.2.77' });
    const { response } = await password(browser, 'kenji@example.com');
    const action = formAction(await response.text(), s.issuer);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await browser.fetch(action, form({ code: '12345' }))).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // The owner elsewhere is not slowed down.
    const owner = new Browser({ 'x-forwarded-for': '198.51.100.9' });
    const mine = await password(owner, 'kenji@example.com');
    clock = new Date(clock.getTime() + 90_000);
    const ok = await owner.follow(
      formAction(await mine.response.text(), s.issuer),
      redirectUri,
      form({ code: codeAt(clock) }),
    );
    expect(ok.location?.href).toContain(redirectUri);
    // After the documented window (15 minutes), the address is free again.
    clock = new Date(clock.getTime() + 16 * 60_000);
    const later = await browser.fetch(action, form({ code: '12345' }));
    expect([401, 303]).toContain(later.status);
  });
});
