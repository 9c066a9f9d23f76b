import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished } from '../tariffs/support.ts';
import { agreed, call, expectOk, partner, type Team, team } from './support.ts';

const sheet = {
  title: { jp: '限定 鴨川納涼床ディナー', en: 'Kamogawa riverside dinner' },
  seasons: [
    { name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-06-30' },
    { name: { jp: '繁忙期', en: 'High season' }, from: '2027-07-01', to: '2027-08-31' },
  ],
  rates: [
    { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 10000, child: 5000 },
    { season: '通常期', unit: 'per_person', pax_min: 10, pax_max: 30, adult: 9000, child: null },
    { season: '繁忙期', unit: 'per_person', pax_min: 10, pax_max: 30, adult: 15000, child: 7500 },
  ],
  blackout: ['2027-01-01'],
};

describeEachDatabase('partners-only tariffs and partner prices', (ctx) => {
  let supplier: Team;
  let partnerBuyer: Team;
  let stranger: Team;
  let admin: TestUser;
  let hidden: string;
  let open: string;
  let event: string;
  let partnership: string;

  const seen = async (user: TestUser) => {
    const search = await expectOk(call(ctx.app, user, 'POST', '/api/v1/Tariff/search', { q: '鴨川' }));
    const query = await expectOk(
      call(ctx.app, user, 'POST', '/api/v1/Tariff/query', { filter: { space: supplier.space } }),
    );
    const agg = await expectOk(
      call(ctx.app, user, 'POST', '/api/v1/Tariff/aggregate', {
        filter: { space: supplier.space },
        groupBy: ['visibility'],
      }),
    );
    const detail = await call(ctx.app, user, 'GET', `/api/v1/Tariff/${hidden}`);
    const quote = await call(ctx.app, user, 'POST', `/api/v1/Tariff/${hidden}/quote`, {
      date: '2027-07-10',
      adults: 12,
    });
    const list = await expectOk(call(ctx.app, user, 'GET', `/api/v1/Tariff?space=${supplier.space}`));
    const keys = (items: { key: string }[]) => items.map((i) => i.key);
    return {
      search: keys(search.body.items).includes(hidden),
      query: keys(query.body.items).includes(hidden),
      list: keys(list.body.items).includes(hidden),
      aggregate: agg.body.items.some(
        (i: { group: { visibility: string } }) => i.group.visibility === 'partners',
      ),
      detail: detail.status,
      quote: quote.status,
    };
  };
  const none = { search: false, query: false, list: false, aggregate: false, detail: 404, quote: 404 };
  const all = { search: true, query: true, list: true, aggregate: true, detail: 200, quote: 200 };

  // Set-up: a supplier with a partners-only and a public tariff, linked from a published event.
  beforeAll(async () => {
    supplier = await team(ctx.app, 'supplier', '鴨川料亭株式会社');
    partnerBuyer = await team(ctx.app, 'buyer', '取引先トラベル株式会社');
    stranger = await team(ctx.app, 'buyer', '無関係トラベル株式会社');
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const as = { user: supplier.owner, space: supplier.space };
    hidden = (await createPublished(ctx.app, as, admin, { ...sheet, visibility: 'partners' })).key;
    open = (
      await createPublished(ctx.app, as, admin, {
        ...sheet,
        title: { jp: '鴨川 公開プラン', en: 'Open plan' },
      })
    ).key;
    const created = await expectOk(
      call(ctx.app, supplier.owner, 'POST', '/api/v1/Event', {
        space: supplier.space,
        title: { jp: '鴨川の夏', en: 'Summer on the Kamo' },
        dates: { from: '2027-07-01', to: '2027-08-31' },
        tariffs: [hidden, open],
        published: true,
      }),
    );
    event = created.body.key;
  });

  it('hides the partners-only tariff from buyers without a partnership, everywhere', async () => {
    expect(await seen(partnerBuyer.owner)).toEqual(none);
    expect(await seen(stranger.member)).toEqual(none);
    // CSV is the supplier's own export: a buyer holds no supplier access to ask for it (403).
    expect(
      (await call(ctx.app, stranger.owner, 'GET', `/api/v1/Tariff/csv?space=${supplier.space}`)).status,
    ).toBe(403);
    const page = await expectOk(call(ctx.app, null, 'GET', `/api/v1/Event/public/${event}`));
    expect(page.body.tariffs.map((t: { key: string }) => t.key)).toEqual([open]);
    const signedIn = await call(ctx.app, stranger.owner, 'GET', `/api/v1/Event/public/${event}`);
    expect(signedIn.body.tariffs.map((t: { key: string }) => t.key)).toEqual([open]);
    // The owner and administrators see it as before.
    expect(await seen(supplier.member)).toMatchObject({ search: true, detail: 200 });
    expect(await seen(admin)).toMatchObject({ search: true, detail: 200, quote: 200 });
  });

  it('shows it to an active partner in search, detail, query, aggregate, list, quote and the event page; public prices only', async () => {
    partnership = await partner(ctx.app, partnerBuyer, supplier);
    expect(await seen(partnerBuyer.member)).toEqual(all);
    expect(await seen(stranger.owner)).toEqual(none);
    const detail = await expectOk(call(ctx.app, partnerBuyer.member, 'GET', `/api/v1/Tariff/${hidden}`));
    expect(detail.body.partner).toBeNull();
    expect(detail.body.note).toBeUndefined();
    const quote = await expectOk(
      call(ctx.app, partnerBuyer.member, 'POST', `/api/v1/Tariff/${hidden}/quote`, {
        date: '2027-07-10',
        adults: 12,
      }),
    );
    expect([quote.body.partner, quote.body.total]).toEqual([null, 180000]);
    // The shared event page shows it to the partner signed in, never to an anonymous visitor.
    const eventKeys = async (user: TestUser | null) =>
      (await expectOk(call(ctx.app, user, 'GET', `/api/v1/Event/public/${event}`))).body.tariffs.map(
        (t: { key: string }) => t.key,
      );
    expect(await eventKeys(partnerBuyer.member)).toEqual([hidden, open]);
    expect(await eventKeys(null)).toEqual([open]);
    expect(await eventKeys(stranger.owner)).toEqual([open]);
    // Only reading: a partner neither exports nor changes the supplier's tariffs.
    expect(
      (await call(ctx.app, partnerBuyer.owner, 'GET', `/api/v1/Tariff/csv?space=${supplier.space}`)).status,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, partnerBuyer.owner, 'PATCH', `/api/v1/Tariff/${hidden}`, {
          area: { jp: 'x', en: '' },
        })
      ).status,
    ).toBe(403);
  });

  it('prices at the agreement in force: search card, detail rates and quote agree', async () => {
    await agreed(ctx.app, partnership, partnerBuyer, supplier, 12);
    const card = (
      await expectOk(
        call(ctx.app, partnerBuyer.member, 'POST', '/api/v1/Tariff/search', {
          q: '鴨川',
          adults: 12,
          date: '2027-07-10',
        }),
      )
    ).body.items.find((i: { key: string }) => i.key === hidden);
    expect(card.price).toMatchObject({ amount: 180000, adults: 12 });
    expect(card.partner).toMatchObject({
      discount: 12,
      price: { amount: 158400, adults: 12 },
      priceFrom: 7920,
    });
    const detail = await expectOk(call(ctx.app, partnerBuyer.member, 'GET', `/api/v1/Tariff/${hidden}`));
    expect(detail.body.partner.rates).toEqual([
      { rate: 0, adult: 8800, child: 4400 },
      { rate: 1, adult: 7920, child: null },
      { rate: 2, adult: 13200, child: 6600 },
    ]);
    const quote = await expectOk(
      call(ctx.app, partnerBuyer.member, 'POST', `/api/v1/Tariff/${hidden}/quote`, {
        date: '2027-07-10',
        adults: 12,
      }),
    );
    expect(quote.body.season.name.en).toBe('High season');
    expect(quote.body.lines).toEqual([
      expect.objectContaining({ rate: 2, quantity: 12, unitPrice: 15000, amount: 180000 }),
    ]);
    expect(quote.body.partner).toMatchObject({
      discount: 12,
      adjustments: [{ kind: 'discount', percent: 12, line: 0, unitPrice: 13200, amount: -21600 }],
      total: 158400,
      formatted: '¥158,400',
    });
    expect(quote.body.total).toBe(card.partner.price.amount);
    expect(quote.body.cancellation[0]).toMatchObject({ daysBefore: 2, from: '2027-07-08', fee: 79200 });
    // The public tariff is priced for the partner too; a stranger sees public prices only.
    const strangerCard = (
      await expectOk(call(ctx.app, stranger.owner, 'POST', '/api/v1/Tariff/search', { q: '鴨川' }))
    ).body.items.find((i: { key: string }) => i.key === open);
    expect(strangerCard.partner).toBeNull();
  });

  it('ending the partnership hides the tariff and the partner prices on the very next request', async () => {
    expect((await seen(partnerBuyer.owner)).detail).toBe(200);
    await expectOk(
      call(ctx.app, supplier.admin, 'PATCH', `/api/v1/Partner/${partnership}/ended`, { reason: '契約終了' }),
    );
    expect(await seen(partnerBuyer.owner)).toEqual(none);
    const page = await expectOk(call(ctx.app, partnerBuyer.owner, 'GET', `/api/v1/Event/public/${event}`));
    expect(page.body.tariffs.map((t: { key: string }) => t.key)).toEqual([open]);
    const openDetail = await expectOk(call(ctx.app, partnerBuyer.owner, 'GET', `/api/v1/Tariff/${open}`));
    expect(openDetail.body.partner).toBeNull();
  });

  it('refuses quotes it cannot price with the reason, and absurd ones with the field and rule', async () => {
    const q = (body: object) => call(ctx.app, stranger.owner, 'POST', `/api/v1/Tariff/${open}/quote`, body);
    const refused = async (body: object) => {
      const res = await q(body);
      return [
        res.status,
        res.body.error.code,
        res.body.error.fields?.[0]?.field,
        res.body.error.fields?.[0]?.rule,
      ];
    };
    expect(await refused({ date: '2026-12-31', adults: 2 })).toEqual([
      422,
      'quote.outside_validity',
      'body.date',
      'outside_validity',
    ]);
    expect(await refused({ date: '2027-01-01', adults: 2 })).toEqual([
      422,
      'quote.blackout',
      'body.date',
      'blackout',
    ]);
    expect(await refused({ date: '2027-03-01', adults: 31 })).toEqual([
      422,
      'quote.no_pax_tier',
      'body.adults',
      'no_pax_tier',
    ]);
    expect(await refused({ date: '2027-03-01', adults: 12, children: 1 })).toEqual([
      422,
      'quote.no_child_rate',
      'body.children',
      'no_child_rate',
    ]);
    expect(await refused({ date: '2027-03-01', adults: 10001 })).toEqual([
      400,
      'request.invalid',
      'body.adults',
      'too_big',
    ]);
    expect(await refused({ date: '2099-03-01', adults: 2 })).toEqual([
      400,
      'request.invalid',
      'body.date',
      'years_ahead',
    ]);
    expect(await refused({ date: '2027-02-30', adults: 2 })).toEqual([
      400,
      'request.invalid',
      'body.date',
      'invalid_format',
    ]);
    expect((await q({ date: '2027-03-01', adults: 2, units: 0 })).status).toBe(400);
    expect((await q({ date: '2027-03-01', adults: 2.5 })).status).toBe(400);
    expect((await q({ date: '2027-03-01', adults: 2, extra: 1 })).status).toBe(400);
    expect(
      (
        await call(ctx.app, stranger.owner, 'POST', '/api/v1/Tariff/tf_missing/quote', {
          date: '2027-03-01',
          adults: 2,
        })
      ).status,
    ).toBe(404);
    const ok = await expectOk(q({ date: '2027-03-01', adults: 2, children: 1 }));
    expect([ok.body.public.total, ok.body.public.tax, ok.body.partner]).toEqual([25000, 2272, null]);
  });
});
