import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDigest } from '../../src/core/alerts/service/send.ts';
import { notifyUser } from '../../src/core/notify/index.ts';
import { alertMails } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { captureMailer } from '../mail.ts';
import { contact, type World, world } from '../messenger/support.ts';
import { agreed, partner } from '../partners/support.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';

const mail = captureMailer();
const 担当者 = { name: '山田 花子', department: '営業部', phone: '075-123-4567', digestAt: '07:30' };
const shown = { name: '山田 花子', department: '営業部', phone: '075-123-4567' };

/* docs/product-decisions.md §14: a space's 担当者, shown where an address would be, and its digest time. */
describeEachDatabase(
  'contact persons',
  (ctx) => {
    let w: World;
    const url = (space: string) => `/api/space/${space}/contact`;
    const put = (user: TestUser, space: string, body: unknown) =>
      call(ctx.app, user, 'PUT', url(space), body);

    beforeAll(async () => {
      w = await world(ctx.app);
    });

    it('is named by an owner or admin, refused to a member, and hidden from outsiders', async () => {
      const { space, owner, admin, member } = w.supplier;
      expect((await call(ctx.app, owner, 'GET', url(space))).body).toEqual({
        contact: null,
        digestAt: '08:00',
      });
      expect((await put(member, space, 担当者)).status).toBe(403);
      expect((await put(w.stranger.owner, space, 担当者)).status).toBe(404);
      expect((await put(w.admin, space, 担当者)).status).toBe(404);
      const saved = await put(admin, space, 担当者);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ contact: { space, ...shown }, digestAt: '07:30' });
      // Anyone signed in sees the contact; the digest time is the members' own.
      expect((await call(ctx.app, w.stranger.owner, 'GET', url(space))).body).toEqual({
        contact: { space, ...shown },
        digestAt: null,
      });
      expect((await call(ctx.app, null, 'GET', url(space))).status).toBe(401);
      expect((await call(ctx.app, owner, 'GET', url('sp_nothing-here'))).status).toBe(404);
    });

    it.each([
      ['phone', { name: 'a', phone: '123' }],
      ['phone', { name: 'a', phone: 'tel:075-123-4567' }],
      ['digestAt', { name: 'a', digestAt: '24:00' }],
      ['name', { name: '' }],
      ['extra', { name: 'a', email: 'a@example.test' }],
    ])('refuses a bad %s, naming the field', async (field, body) => {
      const res = await put(w.supplier.owner, w.supplier.space, body);
      expect(res.status).toBe(400);
      if (field !== 'extra') expect(JSON.stringify(res.body.error.fields)).toContain(field);
    });

    it.each(['075-123-4567', '０７５－１２３－４５６７', '09012345678', '0120-12-3456', '+81 75-123-4567'])(
      'takes the Japanese phone %s',
      async (phone) => {
        const res = await put(w.buyer.owner, w.buyer.space, { name: '佐藤', phone });
        expect(res.status).toBe(200);
      },
    );

    it('shows on the tariff page, the thread and the agreement', async () => {
      const { space } = w.supplier;
      const tariff = await call(ctx.app, w.buyer.owner, 'GET', `/api/v1/Tariff/${w.tariff}`);
      expect(tariff.body.supplier.contact).toEqual({ space, ...shown });
      const conversation = await contact(ctx.app, w);
      const thread = await call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/${conversation}`);
      const participant = thread.body.conversation.participants.find((p: { key: string }) => p.key === space);
      expect(participant.contact).toEqual({ space, ...shown });
      const partnership = await partner(ctx.app, w.buyer, w.supplier);
      const key = await agreed(ctx.app, partnership, w.buyer, w.supplier);
      const agreement = await call(ctx.app, w.buyer.owner, 'GET', `/api/v1/Agreement/${key}`);
      expect(agreement.body.supplier.contact).toEqual({ space, ...shown });
      expect(agreement.body.buyer.contact).toMatchObject({ name: '佐藤' });
    });

    it('stands in for the profile contact on the printable confirmation', async () => {
      const asked = await call(ctx.app, w.buyer.owner, 'POST', '/api/messenger/inquiries', {
        space: w.buyer.space,
        tariff: w.tariff,
        date: '2027-04-03',
        adults: 2,
        children: 0,
        note: '',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const key = asked.body.key as string;
      const confirm = await call(
        ctx.app,
        w.supplier.owner,
        'PATCH',
        `/api/messenger/inquiries/${key}/confirm`,
        {},
      );
      expect(confirm.status).toBe(200);
      expect(
        (await call(ctx.app, w.buyer.owner, 'PATCH', `/api/messenger/inquiries/${key}/accept`, {})).status,
      ).toBe(200);
      const page = await call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/inquiries/${key}/confirmation`);
      expect(page.status).toBe(200);
      expect(page.body.supplier.contactPerson).toEqual({ space: w.supplier.space, ...shown });
      expect(page.body.inquiry.supplier.contact).toEqual({ space: w.supplier.space, ...shown });
    });

    describe('the digest time', () => {
      // Queued at 09:00 on 10 January in Tokyo; the supplier's members' digests go at 07:30 (set above).
      const queuedAt = new Date('2026-01-10T00:00:00Z');
      const deps = () => ({
        db: ctx.app.database.db,
        mailer: ctx.app.mailer,
        config: ctx.app.config,
        log: ctx.app.log,
      });
      const queue = async (target: TestUser) => {
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/v1/Notification/preferences',
          payload: { modes: { job: 'digest' } },
          ...target.auth,
        });
        await notifyUser(ctx.app, {
          target: target.sub,
          subject: '仕事',
          body: '',
          link: '/jobs',
          kind: 'job',
        });
        await ctx.app.database.db
          .update(alertMails)
          .set({ createdAt: queuedAt })
          .where(eq(alertMails.target, target.sub));
      };

      it('sends at the earliest digest time of the person’s spaces, in Asia/Tokyo, once', async () => {
        const member = w.supplier.member;
        const loner = await signedInUser(ctx.app);
        await queue(member);
        await queue(loner);
        const at = (iso: string) => runDigest(deps(), { now: new Date(iso) });
        // 11 January 07:29 in Tokyo: nobody's time yet.
        expect(await at('2026-01-10T22:29:00Z')).toEqual({ mails: 0, items: 0 });
        // 07:30: the supplier's member; the person in no space waits for 08:00.
        expect(await at('2026-01-10T22:30:00Z')).toEqual({ mails: 1, items: 1 });
        expect(mail.sent.filter((m) => m.to === member.email)).toHaveLength(1);
        expect(await at('2026-01-10T22:59:00Z')).toEqual({ mails: 0, items: 0 });
        expect(await at('2026-01-10T23:00:00Z')).toEqual({ mails: 1, items: 1 });
        expect(mail.sent.filter((m) => m.to === loner.email)).toHaveLength(1);
        expect(await at('2026-01-11T23:00:00Z')).toEqual({ mails: 0, items: 0 });
      });
    });
  },
  { build: { identity: { mailer: mail.mailer } } },
);
