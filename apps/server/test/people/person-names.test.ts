import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { verifiedUser } from '../spaces/support.ts';
import { call, createDraft, expectOk, newAdmin, newSupplier } from '../tariffs/support.ts';

/*
 * pages show a person by the name written in account settings, with its reading (furigana) on
 * Japanese pages. The answers that name people carry both as `person`, null until a name is written.
 */
describeEachDatabase('person names with their reading in answers that show people', (ctx) => {
  it('the members list carries each member’s written name and furigana, and null before they write one', async () => {
    const supplier = await newSupplier(ctx.app, 'ふりがな旅館株式会社');
    const members = async () =>
      (await call(ctx.app, supplier.user, 'GET', `/api/corporate/${supplier.space}/members`)).body.items;
    expect((await members())[0]).toMatchObject({ sub: supplier.user.sub, person: null });

    // A reading alone names nobody: without the name it spells, none is sent.
    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/profile/${supplier.user.sub}`, { furigana: 'きょうと' }),
    );
    expect((await members())[0].person).toBeNull();

    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/profile/${supplier.user.sub}`, {
        name: '京都 花子',
        furigana: 'きょうと はなこ',
      }),
    );
    expect((await members())[0].person).toEqual({ name: '京都 花子', furigana: 'きょうと はなこ' });

    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/profile/${supplier.user.sub}`, { furigana: null }),
    );
    expect((await members())[0].person).toEqual({ name: '京都 花子', furigana: null });
  });

  it('the tariff audit trail carries the actor’s written name and furigana beside the name it kept', async () => {
    const supplier = await newSupplier(ctx.app, '監査ふりがな株式会社');
    const admin = await newAdmin(ctx.app);
    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/profile/${supplier.user.sub}`, {
        name: '桜井 太郎',
        furigana: 'さくらい たろう',
      }),
    );
    const draft = await createDraft(ctx.app, supplier);
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${draft.key}/submitted`));
    const trail = (await call(ctx.app, admin, 'GET', `/api/tariff/${draft.key}/audit`)).body.items;
    const submitted = trail.find((entry: { action: string }) => entry.action === 'submit');
    expect(submitted.actor).toEqual({
      sub: supplier.user.sub,
      name: supplier.user.email,
      person: { name: '桜井 太郎', furigana: 'さくらい たろう' },
    });
    // The administrator wrote no name: the trail's own record is all there is.
    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${draft.key}/returned`, { note: '確認' }));
    const returned = (await call(ctx.app, admin, 'GET', `/api/tariff/${draft.key}/audit`)).body.items.at(-1);
    expect(returned.actor).toMatchObject({ sub: admin.sub, person: null });
  });

  it('an invitation names who sent it to the invitee, with the reading of their written name', async () => {
    const supplier = await newSupplier(ctx.app, '招待ふりがな株式会社');
    const invitee = await verifiedUser(ctx.app);
    await expectOk(
      call(ctx.app, supplier.user, 'POST', `/api/corporate/${supplier.space}/invitations`, {
        email: invitee.email,
      }),
    );
    const inviter = async () =>
      (await call(ctx.app, invitee, 'GET', '/api/invitations')).body.items[0].inviter;
    expect((await inviter()).person).toBeNull();
    expect((await inviter()).name).not.toBe('');

    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/profile/${supplier.user.sub}`, {
        name: '京都 花子',
        furigana: 'きょうと はなこ',
      }),
    );
    expect((await inviter()).person).toEqual({ name: '京都 花子', furigana: 'きょうと はなこ' });
  });
});
