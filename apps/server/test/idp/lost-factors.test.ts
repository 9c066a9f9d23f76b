import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpFactors, idpPasskeys, idpRecoveryCodes } from '../../src/db/schema/index.ts';
import { confirmTotp, factorAuditOf, startTotp } from '../../src/idp/factors.ts';
import { ensureAccount } from '../../src/idp/index.ts';
import { base32Decode, totp } from '../../src/idp/totp.ts';
import { captureMailer } from '../mail.ts';
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
const HOUR = 60 * 60 * 1000;
const PASSWORD = 'correct horse';

/** docs/identity.md "Losing every factor": the mailed link, the 24-hour wait, the cancel link, the outcome. */
describe('embedded provider: recovery of an account that lost every factor', () => {
  let s: IdpServer;
  let clock = new Date('2026-12-01T09:00:00Z');
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const secrets = new Map<string, Uint8Array>();
  const subs = new Map<string, string>();
  // Recovery's mails are owner notices: the app sends them through its outbox, never the direct mailer.
  const notices = captureMailer();

  /** An account with an authenticator app, its recovery codes and a passkey. */
  async function withFactors(email: string) {
    const db = s.database.db;
    const { sub } = await ensureAccount(db, {
      email,
      password: PASSWORD,
      nickname: email.split('@')[0] ?? 'x',
      firstName: '太郎',
      lastName: '山田',
    });
    const secret = base32Decode((await startTotp(db, sub, 'TourTariff')).secret);
    await confirmTotp(db, sub, totp(secret, clock), '10.0.0.1', clock);
    await db.insert(idpPasskeys).values({
      sub,
      credentialId: `cred-${sub}`,
      publicKey: 'AAAA',
      deviceType: 'singleDevice',
      name: 'key',
    });
    secrets.set(email, secret);
    subs.set(email, sub);
    return sub;
  }

  beforeAll(async () => {
    s = await startIdpServer({ now: () => clock, notices: notices.mailer });
    for (const name of ['aiko', 'botan', 'chika', 'daiki', 'emi']) await withFactors(`${name}@example.com`);
    later(60_000);
  });
  afterAll(async () => {
    expect(s.mails.sent).toEqual([]);
    await s.close();
  });

  async function password(browser: Browser, email: string) {
    const request = authorizeUrl(s.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const result = await browser.follow(
      formAction(await page.response.text(), s.issuer),
      redirectUri,
      form({ email, password: PASSWORD }),
    );
    return { ...request, ...result };
  }

  /** From the code page: "lost every factor?", its page, and its button; answers the button's response. */
  async function askRecovery(browser: Browser, email: string) {
    const { response } = await password(browser, email);
    const html = await response.text();
    const lost = /<a href="([^"]*\/code\/lost\?lang=\w+)"/.exec(html)?.[1];
    expect(lost).toBeTruthy();
    const page = await browser.fetch(new URL(lost ?? '', s.issuer));
    expect(page.status).toBe(200);
    return browser.fetch(formAction(await page.text(), s.issuer), form({ lang: 'jp' }));
  }

  /** Mails the recovery link and presses its button: the wait starts. Answers the owner's cancel link. */
  async function startWait(email: string, ip: string) {
    const asked = await askRecovery(new Browser({ 'x-forwarded-for': ip }), email);
    expect(asked.status).toBe(200);
    const link = notices.last(email).link ?? '';
    expect(link).toContain('/account/recover?');
    const elsewhere = new Browser();
    const page = await elsewhere.fetch(link);
    expect(page.status).toBe(200);
    const started = await elsewhere.fetch(
      formAction(await page.text(), s.issuer),
      form({ token: new URL(link).searchParams.get('token') ?? '', lang: 'jp' }),
    );
    expect(started.status).toBe(200);
    expect(await started.text()).toContain('アカウントの復旧を始めました');
    return { link, cancel: notices.last(email).link ?? '' };
  }

  const post = (link: string) =>
    new Browser().fetch(
      new URL(link).origin + new URL(link).pathname,
      form({ token: new URL(link).searchParams.get('token') ?? '', lang: 'jp' }),
    );

  const actions = async (email: string) =>
    (await factorAuditOf(s.database.db, subs.get(email) ?? '')).map((entry) => entry.action);

  const factorsLeft = async (email: string) => {
    const sub = subs.get(email) ?? '';
    const db = s.database.db;
    const [factors, codes, passkeys] = await Promise.all([
      db.select().from(idpFactors).where(eq(idpFactors.sub, sub)),
      db.select().from(idpRecoveryCodes).where(eq(idpRecoveryCodes.sub, sub)),
      db.select().from(idpPasskeys).where(eq(idpPasskeys.sub, sub)),
    ]);
    return factors.length + codes.length + passkeys.length;
  };

  it('offers recovery only on the second step, and mails a single-use link whose page only shows a button', async () => {
    const browser = new Browser();
    const login = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    expect(await login.response.text()).not.toContain('/code/lost');

    const { link, cancel } = await startWait('aiko@example.com', '192.0.2.10');
    expect(cancel).toContain('/account/recover/cancel?');
    expect(notices.last('aiko@example.com').text).toContain('(JST)');
    // The link was used by the button: a second press, or the page, finds it spent.
    expect((await post(link)).status).toBe(400);
    expect((await new Browser().fetch(link)).status).toBe(400);
    expect(await actions('aiko@example.com')).toContain('recovery_started');
  });

  it('refuses the password alone while the wait is not over, and says the recovery is waiting', async () => {
    later(23 * HOUR);
    const { response, location } = await password(new Browser(), 'aiko@example.com');
    expect(location).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('one-time-code');
    expect(html).toContain('アカウントの復旧を待機中です');
    expect(await factorsLeft('aiko@example.com')).toBeGreaterThan(0);
  });

  it('after 24 hours, the password signs in without a second step and every factor is gone', async () => {
    later(HOUR + 60_000);
    const { location, verifier } = await password(new Browser(), 'aiko@example.com');
    expect(location?.href).toContain(redirectUri);
    const token = await tokenRequest(s.issuer, {
      grant_type: 'authorization_code',
      code: location?.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(decodeJwt(token.body.id_token ?? '').amr).toEqual(['pwd']);
    expect(await factorsLeft('aiko@example.com')).toBe(0);
    expect((await actions('aiko@example.com'))[0]).toBe('recovered');
  });

  it('the owner’s cancel link cancels at once, works once, and the wait then grants nothing', async () => {
    const { cancel } = await startWait('botan@example.com', '192.0.2.11');
    const page = await new Browser().fetch(cancel);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('復旧を取り消す');
    const done = await post(cancel);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('アカウントの復旧を取り消しました');
    expect((await post(cancel)).status).toBe(400);
    expect(await actions('botan@example.com')).toContain('recovery_cancelled');

    later(25 * HOUR);
    const { response, location } = await password(new Browser(), 'botan@example.com');
    expect(location).toBeUndefined();
    expect(await response.text()).toContain('one-time-code');
    expect(await factorsLeft('botan@example.com')).toBeGreaterThan(0);
  });

  it('a sign-in with a factor during the wait cancels the recovery and tells the owner', async () => {
    const email = 'chika@example.com';
    const { cancel } = await startWait(email, '192.0.2.12');
    later(HOUR);
    const browser = new Browser();
    const { response } = await password(browser, email);
    const code = totp(secrets.get(email) ?? new Uint8Array(), clock);
    const done = await browser.follow(
      formAction(await response.text(), s.issuer),
      redirectUri,
      form({ code }),
    );
    expect(done.location?.href).toContain(redirectUri);
    expect(notices.last(email).subject).toContain('アカウント復旧を取り消しました');
    expect((await post(cancel)).status).toBe(400);
    later(24 * HOUR);
    const after = await password(new Browser(), email);
    expect(after.location).toBeUndefined();
    expect(await factorsLeft(email)).toBeGreaterThan(0);
  });

  it('a second link during the wait does not restart it; an unused recovery link lapses after 30 minutes', async () => {
    const email = 'daiki@example.com';
    await startWait(email, '192.0.2.13');
    later(12 * HOUR);
    expect((await askRecovery(new Browser({ 'x-forwarded-for': '192.0.2.13' }), email)).status).toBe(200);
    const second = notices.last(email).link ?? '';
    later(31 * 60_000);
    expect((await post(second)).status).toBe(400);
    later(12 * HOUR);
    // 24 hours after the first link's press (not the second's), the password alone signs in.
    const { location } = await password(new Browser(), email);
    expect(location?.href).toContain(redirectUri);
  });

  it('throttles the recovery mail like the reset form: the sixth request in a row waits and sends nothing', async () => {
    const email = 'emi@example.com';
    const browser = new Browser({ 'x-forwarded-for': '192.0.2.14' });
    const { response } = await password(browser, email);
    const lost = /<a href="([^"]*\/code\/lost\?lang=\w+)"/.exec(await response.text())?.[1] ?? '';
    const action = new URL(lost, s.issuer).href.replace(/\?.*$/, '');
    const before = notices.sent.length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await browser.fetch(action, form({ lang: 'en' }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(notices.sent.length - before).toBe(5);
    expect(notices.last(email).subject).toContain('recover your account');
  });

  it('starts nothing for someone who has not passed the password', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const login = formAction(await page.response.text(), s.issuer);
    const lost = await browser.fetch(login.replace(/\/login$/, '/code/lost'), form({ lang: 'jp' }));
    expect(lost.status).toBe(303);
    expect(lost.headers.get('location')).not.toContain('/code');
  });
});
