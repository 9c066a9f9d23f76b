import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished } from '../tariffs/support.ts';
import { agreed, call, expectOk, partner, type Team, team, terms } from './support.ts';

const rates = [
  { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 10000, child: 5000 },
  { season: null, unit: 'per_group', pax_min: 10, pax_max: 30, adult: 80000, child: null },
];

describeEachDatabase('rate agreements', (ctx) => {
  let supplier: Team;
  let buyer: Team;
  let outsider: Team;
  let rival: Team;
  let admin: TestUser;
  let partnership: string;
  let tariff: string;
  let rivalTariff: string;
  let draft: string;

  const post = (user: TestUser, body: object) => call(ctx.app, user, 'POST', '/api/v1/Agreement', body);
  const move = (user: TestUser, key: string, state: string, body: object = {}) =>
    call(ctx.app, user, 'PATCH', `/api/v1/Agreement/${key}/${state}`, body);
  const fields = (res: { body: { error: { fields?: { field: string; rule: string }[] } } }) =>
    res.body.error.fields?.map((f) => `${f.field}:${f.rule}`);

  // Set-up: an active partnership and tariffs.
  beforeAll(async () => {
    supplier = await team(ctx.app, 'supplier', '契約テスト旅館株式会社');
    buyer = await team(ctx.app, 'buyer', '契約テスト旅行株式会社');
    outsider = await team(ctx.app, 'buyer', '部外者旅行株式会社');
    rival = await team(ctx.app, 'supplier', '他社旅館株式会社');
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    tariff = (
      await createPublished(ctx.app, { user: supplier.owner, space: supplier.space }, admin, { rates })
    ).key;
    rivalTariff = (
      await createPublished(ctx.app, { user: rival.owner, space: rival.space }, admin, { rates })
    ).key;
    partnership = await partner(ctx.app, buyer, supplier);
  });

  it('refuses bad terms naming the field and rule, and changes nothing', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await post(supplier.owner, { partnership, ...terms(body) });
      return [res.status, res.body.error.code, fields(res)];
    };
    expect(await bad({ discount: 101 })).toEqual([400, 'request.invalid', ['body.discount:too_big']]);
    expect(await bad({ discount: -1 })).toEqual([400, 'request.invalid', ['body.discount:too_small']]);
    expect(await bad({ discount: 10.123 })).toEqual([
      400,
      'request.invalid',
      ['body.discount:percent_precision'],
    ]);
    expect(await bad({ validity: { from: '2027-12-31', to: '2027-01-01' } })).toEqual([
      400,
      'request.invalid',
      ['body.validity.to:date_order'],
    ]);
    expect(await bad({ paymentDays: 400 })).toEqual([400, 'request.invalid', ['body.paymentDays:too_big']]);
    expect(await bad({ overrides: [{ type: 'net', tariff, rates: [{ rate: 0, adult: 10001 }] }] })).toEqual([
      422,
      'agreement.override_invalid',
      ['body.overrides.0.rates.0.adult:net_above_public'],
    ]);
    expect(
      await bad({ overrides: [{ type: 'net', tariff, rates: [{ rate: 1, adult: 70000, child: 1 }] }] }),
    ).toEqual([422, 'agreement.override_invalid', ['body.overrides.0.rates.0.child:net_above_public']]);
    expect(await bad({ overrides: [{ type: 'net', tariff, rates: [{ rate: 5, adult: 1 }] }] })).toEqual([
      422,
      'agreement.override_invalid',
      ['body.overrides.0.rates.0.rate:rate_unknown'],
    ]);
    expect(await bad({ overrides: [{ type: 'percent', tariff: rivalTariff, percent: 20 }] })).toEqual([
      422,
      'agreement.override_invalid',
      ['body.overrides.0.tariff:own_tariff'],
    ]);
    expect(
      await bad({
        overrides: [
          { type: 'percent', tariff, percent: 20 },
          { type: 'percent', tariff, percent: 30 },
        ],
      }),
    ).toEqual([400, 'request.invalid', ['body.overrides.1.tariff:unique']]);
    expect(await bad({ pdf: 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq' })).toEqual([
      422,
      'agreement.override_invalid',
      ['body.pdf:pdf'],
    ]);
    const list = await expectOk(
      call(ctx.app, supplier.owner, 'GET', `/api/v1/Agreement?partnership=${partnership}`),
    );
    expect(list.body.items).toEqual([]);
  });

  it('lets only the supplier’s owners and admins draft, for an active partnership', async () => {
    const body = { partnership, ...terms({ overrides: [{ type: 'percent', tariff, percent: 20 }] }) };
    expect((await post(supplier.member, body)).status).toBe(403);
    expect((await post(buyer.owner, body)).status).toBe(403);
    expect((await post(outsider.owner, body)).status).toBe(404);
    const created = await expectOk(post(supplier.admin, body));
    draft = created.body.key;
    expect(created.body).toMatchObject({
      state: 'draft',
      discount: 12,
      actions: ['sent', 'withdrawn'],
      inForce: false,
    });
    const pending = await team(ctx.app, 'buyer', '申請中旅行株式会社');
    const asked = await expectOk(
      call(ctx.app, pending.owner, 'POST', '/api/v1/Partner', {
        space: pending.space,
        partner: supplier.space,
      }),
    );
    const inactive = await post(supplier.owner, { partnership: asked.body.key, ...terms() });
    expect([inactive.status, inactive.body.error.code]).toEqual([409, 'agreement.partnership_inactive']);
  });

  it('keeps a draft from the buyer, edits it while it is a draft only', async () => {
    expect((await call(ctx.app, buyer.owner, 'GET', `/api/v1/Agreement/${draft}`)).status).toBe(404);
    const put = await expectOk(
      call(
        ctx.app,
        supplier.owner,
        'PUT',
        `/api/v1/Agreement/${draft}`,
        terms({ discount: 15, paymentDays: 45 }),
      ),
    );
    expect(put.body).toMatchObject({ discount: 15, paymentDays: 45, overrides: [] });
    expect((await call(ctx.app, supplier.member, 'PUT', `/api/v1/Agreement/${draft}`, terms())).status).toBe(
      403,
    );
    expect((await move(buyer.owner, draft, 'sent')).status).toBe(404);
    expect((await move(supplier.member, draft, 'sent')).status).toBe(403);
    const sent = await expectOk(move(supplier.owner, draft, 'sent'));
    expect(sent.body).toMatchObject({ state: 'sent', actions: ['withdrawn'] });
    const locked = await call(ctx.app, supplier.owner, 'PUT', `/api/v1/Agreement/${draft}`, terms());
    expect([locked.status, locked.body.error.code]).toEqual([409, 'agreement.locked']);
  });

  it('is readable only by the two spaces and administrators', async () => {
    for (const user of [buyer.owner, buyer.admin, buyer.member, supplier.member, admin])
      expect((await call(ctx.app, user, 'GET', `/api/v1/Agreement/${draft}`)).status).toBe(200);
    for (const user of [outsider.owner, rival.owner]) {
      const res = await call(ctx.app, user, 'GET', `/api/v1/Agreement/${draft}`);
      expect([res.status, res.body]).toEqual([404, INVALID_RECORD]);
      const list = await expectOk(call(ctx.app, user, 'GET', '/api/v1/Agreement'));
      expect(list.body.items).toEqual([]);
    }
    expect(
      (await call(ctx.app, outsider.owner, 'GET', `/api/v1/Agreement?space=${buyer.space}`)).status,
    ).toBe(404);
    const mine = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/v1/Agreement?space=${buyer.space}`));
    expect(mine.body.items.map((a: { key: string }) => a.key)).toEqual([draft]);
    expect(mine.body.items[0].actions).toEqual([]);
  });

  it('lets only the buyer’s owners and admins accept; a newer acceptance supersedes the one in force', async () => {
    expect((await move(buyer.member, draft, 'accepted')).status).toBe(403);
    expect((await move(supplier.owner, draft, 'accepted')).status).toBe(403);
    const accepted = await expectOk(move(buyer.admin, draft, 'accepted', { note: '承諾します' }));
    expect(accepted.body).toMatchObject({
      state: 'accepted',
      inForce: true,
      decidedBy: { sub: buyer.admin.sub },
      note: '承諾します',
    });
    const card = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/v1/Partner/${partnership}`));
    expect(card.body.agreement).toMatchObject({ key: draft, discount: 15, inForce: true });
    const newer = await agreed(ctx.app, partnership, buyer, supplier, 20);
    const old = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/v1/Agreement/${draft}`));
    expect(old.body).toMatchObject({
      state: 'superseded',
      supersededBy: newer,
      inForce: false,
      decidedBy: { sub: buyer.admin.sub },
    });
    expect(old.body.decidedAt).not.toBeNull();
    const detail = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/v1/Tariff/${tariff}`));
    expect(detail.body.partner).toMatchObject({ agreement: newer, discount: 20 });
  });

  it('refuses to accept what was withdrawn or superseded meanwhile, with a clear code', async () => {
    const draftOf = async (discount: number) =>
      (await expectOk(post(supplier.owner, { partnership, ...terms({ discount }) }))).body.key as string;
    const first = await draftOf(5);
    await expectOk(move(supplier.owner, first, 'sent'));
    await expectOk(move(supplier.admin, first, 'withdrawn'));
    const withdrawn = await move(buyer.owner, first, 'accepted');
    expect([withdrawn.status, withdrawn.body.error.code]).toEqual([409, 'agreement.withdrawn']);
    const second = await draftOf(6);
    await expectOk(move(supplier.owner, second, 'sent'));
    const third = await draftOf(7);
    await expectOk(move(supplier.owner, third, 'sent'));
    const superseded = await move(buyer.owner, second, 'rejected');
    expect([superseded.status, superseded.body.error.code, superseded.body.error.params]).toEqual([
      409,
      'agreement.superseded',
      { by: third },
    ]);
    const rejected = await expectOk(move(buyer.owner, third, 'rejected'));
    expect(rejected.body.state).toBe('rejected');
    expect((await move(buyer.owner, third, 'accepted')).body.error.code).toBe('agreement.state_conflict');
  });

  it('attaches a stored PDF, and refuses a file that is not one', async () => {
    const upload = async (bytes: string, type: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/ipfs',
        cookies: supplier.owner.auth.cookies ?? {},
        headers: { ...supplier.owner.auth.headers, 'content-type': type },
        payload: Buffer.from(bytes),
      });
      return (res.json() as { hash: string }).hash;
    };
    const pdf = await upload('%PDF-1.7\n% rate sheet\n%%EOF\n', 'application/pdf');
    const created = await expectOk(post(supplier.owner, { partnership, ...terms({ pdf }) }));
    expect(created.body.pdf).toBe(pdf);
    const text = await upload('not a pdf', 'text/plain');
    const refused = await post(supplier.owner, { partnership, ...terms({ pdf: text }) });
    expect([refused.status, fields(refused)]).toEqual([422, ['body.pdf:pdf']]);
  });
});
