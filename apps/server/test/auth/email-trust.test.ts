import { expect, it } from 'vitest';
import { spaceInvitations } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { captureMailer } from '../mail.ts';
import { type Page, TestBrowser, transportFor } from './browser.ts';
import { atCallback, getSession, sessionCookie } from './support.ts';

const mails = captureMailer();

/**
 * an address someone typed grants nothing until its owner opened the mailed link — not the
 * bootstrap administrator list, not an invitation.
 */
describeEachDatabase(
  'e-mail trust',
  (ctx) => {
    async function signUp(email: string) {
      const browser = new TestBrowser(transportFor(ctx.app));
      const login = await browser.go(`${ctx.app.config.publicUrl}/api/auth/signin?callbackUrl=%2F`);
      const link = /<a href="([^"]*\/signup\?lang=\w+)"/.exec(login.body)?.[1] ?? '';
      const signup = await browser.go(new URL(link.replaceAll('&amp;', '&'), login.url).href);
      const sent = await browser.submit(signup, {
        email,
        nickname: 'boss',
        firstName: 'Boss',
        lastName: 'Person',
        password: 'a long password',
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toContain('メールを確認してください');
      // Back to sign-in from the notice, then in with the new password.
      const back = /<a href="([^"]+)"/g;
      const hrefs = [...sent.body.matchAll(back)].map((m) => m[1] ?? '');
      const loginAgain = await browser.go(
        new URL(hrefs.at(-1)?.replaceAll('&amp;', '&') ?? '', sent.url).href,
      );
      const atApp = await browser.submit(loginAgain, { email, password: 'a long password' }, atCallback);
      await browser.request('GET', new URL(atApp.headers.get('location') ?? '', atApp.url).href);
      return { browser, cookie: sessionCookie(ctx.app, browser) };
    }

    async function confirm(browser: TestBrowser, email: string) {
      const link = mails.last(email).link ?? '';
      const page: Page = await browser.go(link);
      const done = await browser.submit(page, {});
      expect(done.body).toContain('メールアドレスを確認しました');
    }

    it('makes an address of ADMIN_EMAILS administrator only once it is confirmed', async () => {
      const { browser, cookie } = await signUp('boss@example.com');
      const before = await getSession(ctx.app, cookie);
      expect(before.user.email_verified).toBe(false);
      expect(before.user.access).not.toContain('tourtariff:admin');
      await confirm(browser, 'boss@example.com');
      const after = await getSession(ctx.app, cookie);
      expect(after.user.email_verified).toBe(true);
      expect(after.user.access).toContain('tourtariff:admin');
    });

    it('shows and lets someone take an invitation only once their address is confirmed', async () => {
      await ctx.app.database.db.insert(spaceInvitations).values({
        spaceKey: 'sp_kyoto-ryokan',
        email: 'invitee@example.com',
        role: 'member',
        invitedBy: 'seed',
      });
      const { browser, cookie } = await signUp('invitee@example.com');
      const list = async () =>
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/invitations',
            cookies: { tt_session: cookie ?? '' },
          })
        ).json().items as { id: string }[];
      expect(await list()).toEqual([]);
      const [invitation] = await ctx.app.database.db.select().from(spaceInvitations);
      const accept = await ctx.app.inject({
        method: 'POST',
        url: `/api/invitations/${invitation?.id}/accept`,
        cookies: { tt_session: cookie ?? '' },
        headers: { 'x-tourtariff-client': 'web' },
      });
      expect(accept.statusCode).toBe(404);
      await confirm(browser, 'invitee@example.com');
      expect(await list()).toHaveLength(1);
    });
  },
  { config: { adminEmails: ['boss@example.com'] }, build: { identity: { mailer: mails.mailer } } },
);
