import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { seedDemoBookings } from '../../src/seed/bookings.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk, inDays } from './support.ts';

/*
 * The demo's bookings (docs/product-decisions.md §9, §15) and an accepted inquiry becoming a booking that keeps
 * its TT- reference.
 */
describeEachDatabase('bookings: demo data and inquiries', (ctx) => {
  const as = async (email: string, space: string) => {
    const sub = (await findAccountByEmail(ctx.app.database.db, email))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    const headers = { 'x-tourtariff-client': 'web', 'x-tourtariff-space': space };
    return { sub, email, cookie, auth: { cookies: { tt_session: cookie }, headers } };
  };

  it('gives さくらトラベル a booking in every state', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const page = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/v1/Booking/aggregate', {
        filter: { buyer: 'sp_sakura-travel' },
        groupBy: ['state'],
      }),
    );
    const states = page.body.items.map((g: { group: { state: string } }) => g.group.state).sort();
    expect(states).toEqual(
      ['cancelled', 'completed', 'confirmed', 'expired', 'held', 'no_show', 'pending', 'rejected'].sort(),
    );
    const noShow = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/v1/Booking/query', { filter: { state: 'no_show' } }),
    );
    // 標準旅行業約款: a no-show owes the whole price.
    expect(noShow.body.items[0].fee).toBe(noShow.body.items[0].total);
  });

  it('sells the ryokan’s 10 rooms, 2 held for さくらトラベル until 7 days before, New Year’s Eve on request', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const agent = await as('agent@example.com', 'sp_minato-tours');
    const date = inDays(60);
    const url = `/api/v1/Tariff/tf_kyoto-ryokan-stay/availability?from=${date}&to=${date}`;
    const [mine] = (await expectOk(call(ctx.app, buyer, 'GET', url))).body.days;
    const [theirs] = (await expectOk(call(ctx.app, agent, 'GET', url))).body.days;
    const [all] = (await expectOk(call(ctx.app, supplier, 'GET', url))).body.days;
    expect(mine).toMatchObject({ mode: 'allotment', left: 10, capacity: 10, status: 'available' });
    expect(theirs).toMatchObject({ left: 8, capacity: 8 });
    expect(all).toMatchObject({ left: 10, capacity: 10 });
    expect(mine.price).toBeLessThan(theirs.price);
    const year = inDays(0).slice(0, 4);
    const eve = `${year}-12-31`;
    if (eve <= inDays(119)) {
      const [nye] = (
        await expectOk(
          call(
            ctx.app,
            buyer,
            'GET',
            `/api/v1/Tariff/tf_kyoto-ryokan-stay/availability?from=${eve}&to=${eve}`,
          ),
        )
      ).body.days;
      expect(nye).toMatchObject({ mode: 'on_request', status: 'on_request' });
    }
    const tea = (
      await expectOk(
        call(
          ctx.app,
          buyer,
          'GET',
          `/api/v1/Tariff/tf_gion-tea-ceremony/availability?from=${date}&to=${date}`,
        ),
      )
    ).body.days[0];
    expect(tea).toMatchObject({ mode: 'free_sale', status: 'free_sale', left: null });
  });

  it('books an accepted inquiry, keeping its TT- reference and its agreed total', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const date = inDays(50);
    const asked = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff: 'tf_gion-tea-ceremony',
        date,
        adults: 4,
        children: 0,
        note: '',
      }),
    );
    const key = asked.body.key as string;
    await expectOk(
      call(ctx.app, supplier, 'PATCH', `/api/messenger/inquiries/${key}/confirm`, {
        total: 20_000,
        reason: '団体割引',
        expiresInHours: 24,
      }),
    );
    const accepted = await expectOk(
      call(ctx.app, buyer, 'PATCH', `/api/messenger/inquiries/${key}/accept`, {}),
    );
    const reference = accepted.body.reference as string;
    expect(reference).toMatch(/^TT-\d{4}-\d{6}$/);
    const found = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/v1/Booking/query', { filter: { reference } }),
    );
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({
      state: 'confirmed',
      inquiry: key,
      total: 20_000,
      date,
      adults: 4,
      tariff: 'tf_gion-tea-ceremony',
    });

    // On request (the charter bus), it waits for the supplier.
    const bus = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff: 'tf_kyoto-charter-bus',
        date,
        adults: 20,
        note: '',
      }),
    );
    await expectOk(
      call(ctx.app, supplier, 'PATCH', `/api/messenger/inquiries/${bus.body.key}/confirm`, {
        expiresInHours: 24,
      }),
    );
    const busAccepted = await expectOk(
      call(ctx.app, buyer, 'PATCH', `/api/messenger/inquiries/${bus.body.key}/accept`, {}),
    );
    const busBooking = await expectOk(
      call(ctx.app, supplier, 'POST', '/api/v1/Booking/query', {
        filter: { reference: busAccepted.body.reference },
      }),
    );
    expect(busBooking.body.items[0]).toMatchObject({ state: 'pending', side: 'supplier' });
  });

  it('lets a write API key of the supplier act as its space, and a read key only read', async () => {
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const keyOf = async (scope: 'read' | 'write') =>
      (
        await expectOk(
          call(ctx.app, supplier, 'POST', '/api/space/sp_kyoto-ryokan/api-keys', {
            name: `bk ${scope}`,
            scope,
          }),
        )
      ).body.secret as string;
    const send = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${secret}` },
        ...(payload ? { payload } : {}),
      });
    const write = await keyOf('write');
    const read = await keyOf('read');
    const pending = await send(write, 'POST', '/api/v1/Booking/query', { filter: { state: 'pending' } });
    expect(pending.statusCode).toBe(200);
    const target = (pending.json() as { items: { key: string; side: string }[] }).items[0];
    expect(target?.side).toBe('supplier');
    const refused = await send(read, 'POST', `/api/v1/Booking/${target?.key}/confirm`, {});
    expect(refused.statusCode).toBe(403);
    const confirmed = await send(write, 'POST', `/api/v1/Booking/${target?.key}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as { state: string }).state).toBe('confirmed');
  });

  it('keeps a booking in every state whatever day the demo is seeded on', async () => {
    const db = ctx.app.database.db;
    const states = [
      'cancelled',
      'completed',
      'confirmed',
      'confirmed',
      'expired',
      'held',
      'no_show',
      'pending',
      'rejected',
    ];
    // Days in Japan on which a ryokan booking (14, 21 or 25 days on) falls on its blackout nights, 31 December and
    // 1 January: the booking moves to the next night that sells, it is not dropped.
    for (const today of ['2026-12-06', '2026-12-07', '2026-12-10', '2026-12-18']) {
      await db.execute(sql`delete from bookings where key like 'bk_demo-%'`);
      await seedDemoBookings(db, new Date(`${today}T09:00:00+09:00`));
      const rows = await queryRows<{ state: string; date: string }>(
        db,
        sql`select state, first_date::text as date from bookings where key like 'bk_demo-%' order by state`,
      );
      expect(
        rows.map((row) => row.state),
        today,
      ).toEqual(states);
      expect(
        rows.map((row) => row.date).filter((date) => date.endsWith('12-31') || date.endsWith('01-01')),
      ).toEqual([]);
    }
  });
});
