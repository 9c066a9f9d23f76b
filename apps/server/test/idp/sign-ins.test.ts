import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, signInHistory } from '../../src/idp/index.ts';
import {
  authorizeUrl,
  Browser,
  client,
  form,
  formAction,
  type IdpServer,
  startIdpServer,
} from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1';

describe('embedded provider: sign-in history and new-device mail', () => {
  let s: IdpServer;
  let sub: string;

  beforeAll(async () => {
    s = await startIdpServer();
    sub = (
      await ensureAccount(s.database.db, {
        email: 'yui@example.com',
        password: 'correct horse',
        nickname: 'yui',
        firstName: '結衣',
        lastName: '中村',
      })
    ).sub;
  });
  afterAll(() => s.close());

  async function signIn(userAgent: string, password: string, ip: string) {
    const browser = new Browser({ 'user-agent': userAgent, 'x-forwarded-for': ip });
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    return browser.follow(
      formAction(await page.response.text(), s.issuer),
      redirectUri,
      form({ email: 'yui@example.com', password }),
    );
  }

  it('records sign-ins and refused attempts with address and browser, newest first', async () => {
    await signIn(LAPTOP, 'wrong horse', '192.0.2.1');
    await signIn(LAPTOP, 'correct horse', '192.0.2.1');
    const history = await signInHistory(s.database.db, sub);
    expect(history.map((h) => [h.ok, h.method, h.ip])).toEqual([
      [true, 'password', '192.0.2.1'],
      [false, 'password', '192.0.2.1'],
    ]);
    expect(history[0]?.userAgent).toBe(LAPTOP);
    // The first sign-in of the account mails nobody.
    expect(s.mails.sent.filter((m) => m.to === 'yui@example.com')).toHaveLength(0);
  });

  it('mails the owner when a later sign-in comes from a browser never used before, not from a known one', async () => {
    await signIn(LAPTOP, 'correct horse', '192.0.2.1');
    expect(s.mails.sent.filter((m) => m.to === 'yui@example.com')).toHaveLength(0);
    await signIn(PHONE, 'correct horse', '198.51.100.4');
    const mail = s.mails.last('yui@example.com');
    expect(mail.text).toContain('198.51.100.4');
    expect(mail.link).toMatch(/\/profile\/setting$/);
  });

  it('keeps the last 20 only', async () => {
    for (let i = 0; i < 21; i += 1) await signIn(LAPTOP, 'wrong horse', `10.1.0.${i}`);
    expect(await signInHistory(s.database.db, sub)).toHaveLength(20);
  });
});
