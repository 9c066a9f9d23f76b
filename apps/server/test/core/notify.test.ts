import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/core/notify/index.ts';
import { AppError } from '../../src/errors.ts';
import { describeEachDatabase } from '../helper.ts';
import { core, signedInUser, type TestUser } from '../sessions.ts';

type Text = { jp: string; en: string };
type Details = { key: string; target: string; subject: Text; body: Text; link: string | null };
type Summary = { key: string; subject: Text; read: boolean; createdAt: string };
/** A plain string is stored as the text of both languages. */
const both = (text: string) => ({ jp: text, en: text });
type Page = { items: Summary[]; next: string | null; unread: number };

describeEachDatabase('core notify calls', (ctx) => {
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const send = async (target: TestUser, subject: string | Text, extra: object = {}) => {
    const res = await core(ctx.app, admin, 'notify/new', { target: target.sub, subject, ...extra });
    expect(res.status).toBe(0);
    return res.data as Details;
  };
  const fieldsOf = (res: { data: unknown }) =>
    (res.data as { fields: { field: string }[] }).fields.map((f) => f.field);

  beforeAll(async () => {
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    alice = await signedInUser(ctx.app);
    bob = await signedInUser(ctx.app);
  });

  describe('new', () => {
    it('an administrator sends a notification; body defaults to empty and the sender is recorded', async () => {
      const res = await core(ctx.app, admin, 'notify/new', { target: alice.sub, subject: '  Welcome  ' });
      expect(res).toMatchObject({ http: 200, status: 0, message: 'ok' });
      expect(res.data).toMatchObject({
        target: alice.sub,
        subject: both('Welcome'),
        body: both(''),
        link: null,
        read: false,
        createdBy: admin.sub,
      });
    });

    it('accepts a same-origin path or an http(s) URL as link', async () => {
      expect((await send(alice, 'a', { link: '/profile/k1?tab=2' })).link).toBe('/profile/k1?tab=2');
      expect((await send(alice, 'b', { link: 'https://example.com/x' })).link).toBe('https://example.com/x');
    });

    it('is refused to a non-administrator with status 11', async () => {
      const res = await core(ctx.app, alice, 'notify/new', { target: bob.sub, subject: 'hi' });
      expect(res).toMatchObject({ http: 200, status: 11, data: { code: expect.any(String) } });
    });

    it('names an unknown target with status 12', async () => {
      const res = await core(ctx.app, admin, 'notify/new', { target: randomUUID(), subject: 'hi' });
      expect(res.status).toBe(12);
    });

    it.each([
      ['body.subject', { subject: 'x'.repeat(201) }],
      ['body.subject', { subject: '   ' }],
      ['body.body', { subject: 's', body: 'x'.repeat(4001) }],
      ['body.link', { subject: 's', link: 'javascript:alert(1)' }],
      ['body.link', { subject: 's', link: '//evil.example/x' }],
      ['body.link', { subject: 's', link: `/${'x'.repeat(2000)}` }],
    ])('refuses invalid input naming %s', async (field, input) => {
      const res = await core(ctx.app, admin, 'notify/new', { target: alice.sub, ...input });
      expect(res.status).toBe(10);
      expect(fieldsOf(res)).toContain(field);
    });

    it('refuses a missing target and an unknown field', async () => {
      const missing = await core(ctx.app, admin, 'notify/new', { subject: 's' });
      expect(fieldsOf(missing)).toContain('body.target');
      const extra = await core(ctx.app, admin, 'notify/new', { target: alice.sub, subject: 's', sent: 1 });
      expect(extra.status).toBe(10);
      expect(extra.message).toContain('sent');
    });
  });

  describe('list and list-all', () => {
    let carol: TestUser;
    const keys: string[] = [];
    beforeAll(async () => {
      carol = await signedInUser(ctx.app);
      for (const n of [1, 2, 3]) keys.push((await send(carol, `carol ${n}`)).key);
    });

    it("lists the caller's own notifications newest first with the unread count", async () => {
      const res = await core(ctx.app, carol, 'notify/list', {});
      const page = res.data as Page;
      expect(page.items.map((i) => i.subject.en)).toEqual(['carol 3', 'carol 2', 'carol 1']);
      expect(page.items[0]).toEqual({
        key: keys[2],
        subject: both('carol 3'),
        read: false,
        createdAt: expect.any(String),
      });
      expect(page).toMatchObject({ unread: 3, next: null });
    });

    it('pages with limit and cursor without skipping or repeating', async () => {
      const first = (await core(ctx.app, carol, 'notify/list', { target: carol.sub, limit: 2 })).data as Page;
      expect(first.items).toHaveLength(2);
      const second = (await core(ctx.app, carol, 'notify/list', { limit: 2, cursor: first.next }))
        .data as Page;
      expect([...first.items, ...second.items].map((i) => i.key)).toEqual([...keys].reverse());
      expect(second.next).toBeNull();
    });

    it('refuses a forged cursor and a limit over 100, naming the field', async () => {
      const forged = await core(ctx.app, carol, 'notify/list', { cursor: 'bm90IGEgY3Vyc29y' });
      expect(fieldsOf(forged)).toEqual(['body.cursor']);
      const big = await core(ctx.app, carol, 'notify/list', { limit: 101 });
      expect(fieldsOf(big)).toEqual(['body.limit']);
    });

    it("refuses another user's list with status 11; an administrator may read it", async () => {
      expect((await core(ctx.app, alice, 'notify/list', { target: carol.sub })).status).toBe(11);
      const res = await core(ctx.app, admin, 'notify/list', { target: carol.sub });
      expect((res.data as Page).unread).toBe(3);
    });

    it('list-all is for administrators and pages over everybody', async () => {
      expect((await core(ctx.app, alice, 'notify/list-all', {})).status).toBe(11);
      const res = await core(ctx.app, admin, 'notify/list-all', { limit: 2 });
      const page = res.data as { items: (Summary & { target: string })[]; next: string };
      expect(page.items.map((i) => i.target)).toEqual([carol.sub, carol.sub]);
      const rest = await core(ctx.app, admin, 'notify/list-all', { limit: 100, cursor: page.next });
      expect((rest.data as Page).items.map((i) => i.key)).toContain(keys[0]);
    });
  });

  describe('get, manage and drop', () => {
    it("gets the caller's own in full; another user's answers 12 exactly like a missing key", async () => {
      const sent = await send(alice, 'Details', { body: 'Body text', link: '/search' });
      const own = await core(ctx.app, alice, 'notify/get', { key: sent.key });
      expect(own.data).toMatchObject({
        subject: both('Details'),
        body: both('Body text'),
        link: '/search',
        readAt: null,
      });
      const foreign = await core(ctx.app, bob, 'notify/get', { key: sent.key });
      const missing = await core(ctx.app, bob, 'notify/get', { key: randomUUID() });
      expect(foreign).toEqual(missing);
      expect(foreign).toMatchObject({ status: 12, message: 'Notification not found' });
      expect((await core(ctx.app, admin, 'notify/get', { key: sent.key })).status).toBe(0);
      expect(fieldsOf(await core(ctx.app, alice, 'notify/get', { key: 'nope' }))).toEqual(['body.key']);
    });

    it('marks read and unread, moving the unread count; not for another user', async () => {
      const dave = await signedInUser(ctx.app);
      const sent = await send(dave, 'Read me');
      const unread = async () => ((await core(ctx.app, dave, 'notify/list')).data as Page).unread;
      expect(await unread()).toBe(1);

      expect((await core(ctx.app, bob, 'notify/manage', { key: sent.key, read: true })).status).toBe(12);
      expect(await unread()).toBe(1);

      const read = await core(ctx.app, dave, 'notify/manage', { key: sent.key, read: true });
      expect(read.data).toMatchObject({ key: sent.key, read: true, readAt: expect.any(String) });
      expect(await unread()).toBe(0);
      const again = await core(ctx.app, admin, 'notify/manage', { key: sent.key, read: false });
      expect(again.data).toMatchObject({ read: false, readAt: null });
      expect(await unread()).toBe(1);
      expect(fieldsOf(await core(ctx.app, dave, 'notify/manage', { key: sent.key }))).toEqual(['body.read']);
    });

    it("drops the caller's own; another user's answers 12 and stays", async () => {
      const sent = await send(alice, 'Drop me');
      expect((await core(ctx.app, bob, 'notify/drop', { key: sent.key })).status).toBe(12);
      expect((await core(ctx.app, alice, 'notify/get', { key: sent.key })).status).toBe(0);
      expect((await core(ctx.app, alice, 'notify/drop', { key: sent.key })).data).toEqual({ key: sent.key });
      expect((await core(ctx.app, alice, 'notify/get', { key: sent.key })).status).toBe(12);
      expect((await core(ctx.app, alice, 'notify/drop', { key: sent.key })).status).toBe(12);
      const byAdmin = await send(bob, 'Admin drops');
      expect((await core(ctx.app, admin, 'notify/drop', { key: byAdmin.key })).status).toBe(0);
    });
  });

  it('answers HTTP 401 with status 8 without credentials', async () => {
    for (const call of ['new', 'list', 'list-all', 'get', 'manage', 'drop']) {
      const res = await core(ctx.app, null, `notify/${call}`, {});
      expect(res).toMatchObject({ http: 401, status: 8 });
    }
  });

  it('notifyUser lets the server raise a notification, under the same rules', async () => {
    const row = await notifyUser(ctx.app, {
      target: bob.sub,
      subject: 'Tariff approved',
      link: '/tariff/list',
    });
    expect(row).toMatchObject({ target: bob.sub, createdBy: 'system', body: both('') });
    const page = (await core(ctx.app, bob, 'notify/list')).data as Page;
    expect(page.items[0]?.key).toBe(row.key);
    const bad = notifyUser(ctx.app, { target: bob.sub, subject: 'x', link: 'data:text/html,hi' });
    await expect(bad).rejects.toBeInstanceOf(AppError);
    await expect(bad).rejects.toMatchObject({ code: 'request.invalid', fields: [{ field: 'body.link' }] });
  });
  describe('in both languages', () => {
    const subject = { jp: 'タリフが公開されました', en: 'Tariff published' };
    const body = { jp: '京都の旅が公開されました。', en: 'Your Kyoto tour is now public.' };

    it('stores {jp, en} from the server and answers both in list, get and list-all', async () => {
      const erin = await signedInUser(ctx.app);
      const row = await notifyUser(ctx.app, { target: erin.sub, subject, body, link: '/tariff/list' });
      expect(row).toMatchObject({ subject, body });
      const page = (await core(ctx.app, erin, 'notify/list')).data as Page;
      expect(page.items).toEqual([{ key: row.key, subject, read: false, createdAt: expect.any(String) }]);
      expect((await core(ctx.app, erin, 'notify/get', { key: row.key })).data).toMatchObject({
        subject,
        body,
      });
      const all = (await core(ctx.app, admin, 'notify/list-all', { limit: 100 })).data as Page;
      expect(all.items.find((i) => i.key === row.key)?.subject).toEqual(subject);
    });

    it('takes {jp, en} from an administrator too, and refuses a text missing a language', async () => {
      const sent = await send(alice, subject, { body });
      expect(sent).toMatchObject({ subject, body });
      const half = await core(ctx.app, admin, 'notify/new', { target: alice.sub, subject: { jp: 'だけ' } });
      expect(half.status).toBe(10);
      expect(fieldsOf(half)[0]).toMatch(/^body\.subject/);
      const notifyHalf = notifyUser(ctx.app, { target: alice.sub, subject: { jp: 'だけ', en: ' ' } });
      await expect(notifyHalf).rejects.toMatchObject({ code: 'request.invalid' });
    });
  });
});
