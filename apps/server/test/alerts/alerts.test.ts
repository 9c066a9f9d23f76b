import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/core/notify/index.ts';
import { alertMails } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { captureMailer } from '../mail.ts';
import { contact, send, type World, world } from '../messenger/support.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';

const mail = captureMailer();
const PREFS = '/api/v1/Notification/preferences';
const mailsTo = (user: TestUser) => mail.sent.filter((m) => m.to === user.email);
const tokenOf = (text: string) => /unsubscribe\?token=([^\s]+)/.exec(text)?.[1] ?? '';

/*
 * docs/product-decisions.md §14: the bell always rings; a person's choice per kind adds a mail at once, a
 * daily digest, or nothing; every mail can be unsubscribed from without signing in.
 */
describeEachDatabase(
  'mail alerts',
  (ctx) => {
    let w: World;
    let admin: TestUser;
    const item = (target: TestUser, n: number, kind: 'message' | 'job' = 'message') =>
      notifyUser(ctx.app, {
        target: target.sub,
        subject: { jp: `件名${n}`, en: `Subject ${n}` },
        body: { jp: `本文${n}`, en: `Body ${n}` },
        link: `/messages/c${n}`,
        kind,
      });
    const prefs = async (user: TestUser | null, body?: unknown) =>
      call(ctx.app, user, body === undefined ? 'GET' : 'PATCH', PREFS, body);
    const digestRun = (user: TestUser | null) =>
      call(ctx.app, user, 'POST', '/api/v1/Notification/digest/run', {});

    beforeAll(async () => {
      w = await world(ctx.app);
      admin = w.admin;
    });

    it('starts every kind at bell only and changes only the kinds sent', async () => {
      const person = await signedInUser(ctx.app);
      expect((await prefs(person)).body).toEqual({
        lang: 'jp',
        modes: { inquiry: 'bell', message: 'bell', agreement: 'bell', job: 'bell', booking: 'bell' },
      });
      await prefs(person, { modes: { job: 'digest' } });
      const after = await prefs(person, { lang: 'en', modes: { message: 'mail' } });
      expect(after.status).toBe(200);
      expect(after.body.modes).toMatchObject({ job: 'digest', message: 'mail', inquiry: 'bell' });
      expect(after.body.lang).toBe('en');
      expect((await prefs(person, {})).body).toEqual(after.body);
    });

    it('refuses a mode or kind it does not know, naming the field', async () => {
      const person = await signedInUser(ctx.app);
      const bad = await prefs(person, { modes: { message: 'sms' } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.error.fields)).toContain('modes');
      expect((await prefs(person, { modes: { parcel: 'mail' } })).status).toBe(400);
      expect((await prefs(person)).body.modes.message).toBe('bell');
    });

    it('sends no mail for bell only, and one mail at once in the reader language with the link', async () => {
      const { owner, member } = w.supplier;
      await prefs(owner, { lang: 'en', modes: { message: 'mail' } });
      const conversation = await contact(ctx.app, w);
      expect((await send(ctx.app, w.buyer.owner, conversation, 'こんにちは')).status).toBe(200);
      await expect.poll(() => mailsTo(owner).length, { timeout: 5_000 }).toBe(1);
      const sent = mail.last(owner.email);
      expect(sent.subject).toMatch(/^\[.+\] New message/);
      expect(sent.text).toContain(`${ctx.app.config.publicUrl}/messages/${conversation}`);
      expect(sent.text).toContain('/api/v1/Notification/unsubscribe?token=');
      expect(sent.headers?.['List-Unsubscribe']).toMatch(/^<http.+unsubscribe\?token=.+>$/);
      // The member kept the default: the bell rang, no mail left.
      const bell = await call(ctx.app, member, 'POST', '/core/notify/list', {});
      expect(bell.body.data.items.length).toBeGreaterThan(0);
      expect(mailsTo(member)).toEqual([]);
    });

    it('sends one mail per item at once', async () => {
      const person = await signedInUser(ctx.app);
      await prefs(person, { modes: { job: 'mail' } });
      await item(person, 1, 'job');
      await item(person, 2, 'job');
      await item(person, 3, 'message');
      await expect.poll(() => mailsTo(person).length, { timeout: 5_000 }).toBe(2);
      // Japanese, the default language, and nothing about the kind left at bell only.
      expect(mailsTo(person).map((m) => m.text.split('\n')[0])).toEqual(['本文1', '本文2']);
    });

    it('queues digest items, sends them in one mail on a run, and never twice', async () => {
      const person = await signedInUser(ctx.app);
      await prefs(person, { modes: { message: 'digest', job: 'digest' } });
      await item(person, 1);
      await item(person, 2, 'job');
      await item(person, 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(person)).toEqual([]);

      expect((await digestRun(admin)).body).toMatchObject({ mails: expect.any(Number) });
      const mails = mailsTo(person);
      expect(mails).toHaveLength(1);
      for (const n of [1, 2, 3]) {
        expect(mails[0]?.text).toContain(`■ 件名${n}`);
        expect(mails[0]?.text).toContain(`/messages/c${n}`);
      }
      expect(mails[0]?.subject).toContain('3件');
      const again = await digestRun(admin);
      expect(again.body).toEqual({ mails: 0, items: 0 });
      expect(mailsTo(person)).toHaveLength(1);
    });

    it('sends each item once when two runs race', async () => {
      const person = await signedInUser(ctx.app);
      await prefs(person, { modes: { message: 'digest' } });
      for (const n of [1, 2, 3, 4]) await item(person, n);
      const runs = await Promise.all([digestRun(admin), digestRun(admin), digestRun(admin)]);
      expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
      const texts = mailsTo(person).map((m) => m.text);
      for (const n of [1, 2, 3, 4]) expect(texts.filter((t) => t.includes(`■ 件名${n}\n`))).toHaveLength(1);
      const left = await ctx.app.database.db
        .select()
        .from(alertMails)
        .where(eq(alertMails.target, person.sub));
      expect(left.every((row) => row.sentAt !== null)).toBe(true);
    });

    it('lets only an administrator run the digest', async () => {
      expect((await digestRun(w.supplier.owner)).status).toBe(403);
      expect((await digestRun(null)).status).toBe(401);
    });

    describe('unsubscribe', () => {
      it('sets the kind back to bell only without signing in', async () => {
        const person = await signedInUser(ctx.app);
        await prefs(person, { modes: { job: 'mail', message: 'mail' } });
        await item(person, 7, 'job');
        await expect.poll(() => mailsTo(person).length, { timeout: 5_000 }).toBe(1);
        const token = tokenOf(mailsTo(person)[0]?.text ?? '');
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/Notification/unsubscribe?token=${token}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('メール通知を停止しました');
        expect(res.body).toContain('Mail alerts stopped');
        expect((await prefs(person)).body.modes).toMatchObject({ job: 'bell', message: 'mail' });
        await item(person, 8, 'job');
        await item(person, 9, 'message');
        await expect.poll(() => mailsTo(person).length, { timeout: 5_000 }).toBe(2);
        expect(mailsTo(person)[1]?.text).toContain('本文9');
      });

      it('refuses a tampered token with a 4xx and changes nothing', async () => {
        const person = await signedInUser(ctx.app);
        await prefs(person, { modes: { job: 'mail' } });
        await item(person, 1, 'job');
        await expect.poll(() => mailsTo(person).length, { timeout: 5_000 }).toBe(1);
        const token = decodeURIComponent(tokenOf(mailsTo(person)[0]?.text ?? ''));
        const [payload = '', mac = ''] = token.split('.');
        const forged = Buffer.from(
          Buffer.from(payload, 'base64url').toString().replace(person.sub, w.supplier.owner.sub),
        ).toString('base64url');
        const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
        for (const bad of [`${forged}.${mac}`, `${payload}.${flipped}`, 'x', `${payload}.`]) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/Notification/unsubscribe?token=${encodeURIComponent(bad)}`,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().error.code).toBe('alert.bad_token');
        }
        expect((await prefs(person)).body.modes.job).toBe('mail');
        expect((await prefs(w.supplier.owner)).body.modes.message).toBe('mail');
      });
    });
  },
  { build: { identity: { mailer: mail.mailer } } },
);
