import { beforeAll, expect, it } from 'vitest';
import { userProfiles } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { contact, send, type World, world } from '../messenger/support.ts';
import { agreed, call, expectOk, partner } from '../partners/support.ts';

/**
 * People in a thread and on an agreement are named, never shown by their sign-in address; the address reaches
 * only members of the person's own space (docs/ARCHITECTURE.md, "People in answers").
 */
describeEachDatabase('people by name in threads and agreements', (ctx) => {
  let w: World;
  let conversation: string;
  beforeAll(async () => {
    w = await world(ctx.app);
    conversation = await contact(ctx.app, w);
    // The buyer's owner wrote a name in account settings; the supplier's owner did not.
    await ctx.app.database.db
      .insert(userProfiles)
      .values({ sub: w.buyer.owner.sub, name: '桜井 太郎', furigana: 'さくらい たろう' });
    await expectOk(send(ctx.app, w.buyer.owner, conversation, '4月3日は空いていますか？'));
    await expectOk(send(ctx.app, w.supplier.owner, conversation, '空いております。'));
  });

  const thread = async (user: typeof w.buyer.owner) =>
    (await expectOk(call(ctx.app, user, 'GET', `/api/messenger/${conversation}`))).body.items as {
      text: string;
      sender: { sub: string; name: string | null; person: unknown; email: string | null };
    }[];
  const senderOf = (items: Awaited<ReturnType<typeof thread>>, text: string) =>
    items.find((item) => item.text === text)?.sender;

  it('names a sender to the other space by name and reading, without the address', async () => {
    const items = await thread(w.supplier.member);
    expect(senderOf(items, '4月3日は空いていますか？')).toEqual({
      sub: w.buyer.owner.sub,
      name: '桜井 太郎',
      person: { name: '桜井 太郎', furigana: 'さくらい たろう' },
      email: null,
    });
    // No written name: the account's nickname, still never the address.
    const supplier = senderOf(items, '空いております。');
    expect(supplier).toMatchObject({
      sub: w.supplier.owner.sub,
      person: null,
      email: w.supplier.owner.email,
    });
    const seenByBuyer = senderOf(await thread(w.buyer.member), '空いております。');
    expect(seenByBuyer?.email).toBeNull();
    expect(seenByBuyer?.name).toBeTruthy();
    expect(seenByBuyer?.name).not.toContain('@');
    expect(JSON.stringify(await thread(w.buyer.member))).not.toContain(w.supplier.owner.email);
  });

  it('gives the address to members of the sender’s own space', async () => {
    const items = await thread(w.buyer.member);
    expect(senderOf(items, '4月3日は空いていますか？')).toMatchObject({
      name: '桜井 太郎',
      email: w.buyer.owner.email,
    });
  });

  it('keeps the address out of the conversation list’s last message for the other space', async () => {
    const list = await expectOk(
      call(ctx.app, w.buyer.owner, 'POST', '/api/messenger', { space: w.buyer.space }),
    );
    expect(JSON.stringify(list.body)).not.toContain(w.supplier.owner.email);
  });

  it('names who accepted an agreement; the address only to the buyer’s own members', async () => {
    const key = await partner(ctx.app, w.buyer, w.supplier);
    const agreement = await agreed(ctx.app, key, w.buyer, w.supplier);
    const seenBy = async (user: typeof w.buyer.owner) =>
      (await expectOk(call(ctx.app, user, 'GET', `/api/v1/Agreement/${agreement}`))).body as {
        createdBy: { email: string | null; name: string | null };
        decidedBy: { email: string | null; name: string | null; person: unknown };
      };
    const supplierView = await seenBy(w.supplier.member);
    expect(supplierView.decidedBy).toMatchObject({
      name: '桜井 太郎',
      person: { name: '桜井 太郎', furigana: 'さくらい たろう' },
      email: null,
    });
    expect(supplierView.createdBy.email).toBe(w.supplier.owner.email);
    const buyerView = await seenBy(w.buyer.member);
    expect(buyerView.decidedBy.email).toBe(w.buyer.owner.email);
    expect(buyerView.createdBy.email).toBeNull();
    expect(buyerView.createdBy.name).not.toContain('@');
    expect(JSON.stringify(buyerView)).not.toContain(w.supplier.owner.email);
  });
});
