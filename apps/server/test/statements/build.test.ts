import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import {
  billedBooking,
  build,
  call,
  expectOk,
  MONTH,
  moveStatement,
  read,
  type StatementWorld,
  statementWorld,
  stored,
} from './support.ts';

/*
 * Building a month's statement from bookings and rebuilding it while a draft (docs/statements.md §1–§3): which
 * bookings a month bills, the per-rate figures, manual lines with their reason, tax-class marks kept across
 * rebuilds, and who may do it.
 */
describeEachDatabase('statements: build and rebuild', (ctx) => {
  let w: StatementWorld;
  let key: string;
  const refs: string[] = [];

  beforeAll(async () => {
    w = await statementWorld(ctx.app);
    refs.push(
      (await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-03', total: 16_000 })).reference,
    );
    refs.push(
      (await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-20', total: 33_005 })).reference,
    );
    refs.push(
      (await billedBooking(ctx.app, w, { state: 'no_show', date: '2025-10-25', total: 16_000, fee: 8_000 }))
        .reference,
    );
    // A cancellation fee recorded in October for a November date belongs to October.
    refs.push(
      (
        await billedBooking(ctx.app, w, {
          state: 'cancelled',
          date: '2025-11-10',
          total: 16_000,
          fee: 4_800,
          changed: '2025-10-28T01:00:00Z',
        })
      ).reference,
    );
    // Not billed in October: another month, a confirmed booking, a cancellation without a fee.
    await billedBooking(ctx.app, w, { state: 'completed', date: '2025-11-02', total: 16_000 });
    await billedBooking(ctx.app, w, { state: 'confirmed', date: '2025-10-05', total: 16_000 });
    await billedBooking(ctx.app, w, { state: 'cancelled', date: '2025-10-06', total: 16_000, fee: 0 });
  });

  it('gathers the month’s completed, no-show and cancellation-fee lines into one draft per partner', async () => {
    const items = await build(ctx.app, w);
    expect(items).toHaveLength(1);
    key = items[0]?.key as string;
    const { body } = await read(ctx.app, w, key);
    expect(body).toMatchObject({
      state: 'draft',
      number: null,
      month: MONTH,
      currency: 'JPY',
      rounding: 'down',
    });
    expect(body.lines.map((l: { reference: string }) => l.reference)).toEqual(refs);
    expect(body.lines.map((l: { kind: string; taxClass: string }) => [l.kind, l.taxClass])).toEqual([
      ['booking', 'standard'],
      ['booking', 'standard'],
      ['no_show', 'none'],
      ['cancellation_fee', 'none'],
    ]);
    // 49,005 incl. 10 % contains 4,455.0 → 4,455; the line taxes for reference are 1,454 + 3,000.
    expect(body.totals).toEqual({
      rates: [{ taxClass: 'standard', percent: 10, total: 49_005, tax: 4_455, net: 44_550, yen: null }],
      outside: 12_800,
      tax: 4_455,
      total: 61_805,
      yen: null,
    });
    expect(body.lines.map((l: { taxForReference: number }) => l.taxForReference)).toEqual([
      1_454, 3_000, 0, 0,
    ]);
    expect(body.actions).toEqual(['issue', 'rebuild']);
    expect(body.side).toBe('supplier');
  });

  it('lets members of both sides read, and nobody else', async () => {
    const member = await expectOk(call(ctx.app, w.supplier.member, 'GET', `/api/v1/Statement/${key}`));
    expect(member.body.actions).toEqual([]);
    const buyer = await expectOk(call(ctx.app, w.partner.member, 'GET', `/api/v1/Statement/${key}`));
    expect(buyer.body.side).toBe('buyer');
    const stranger = await call(ctx.app, w.stranger.owner, 'GET', `/api/v1/Statement/${key}`);
    expect([stranger.status, stranger.body.error.message]).toEqual([404, 'invalid record']);
    const query = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', '/api/v1/Statement/query', { filter: { month: MONTH } }),
    );
    expect(query.body.items.map((i: { key: string }) => i.key)).toEqual([key]);
    const none = await expectOk(call(ctx.app, w.stranger.owner, 'POST', '/api/v1/Statement/query', {}));
    expect(none.body.items).toEqual([]);
    const sums = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', '/api/v1/Statement/aggregate', {
        groupBy: ['state'],
        metrics: [{ op: 'sum', field: 'total' }],
      }),
    );
    expect(sums.body.items).toHaveLength(1);
  });

  it('refuses a build by a member, by the buyer, or for a space the caller is not in', async () => {
    const body = { space: w.supplier.space, month: MONTH };
    const member = await call(ctx.app, w.supplier.member, 'POST', '/api/v1/Statement/build', body);
    expect([member.status, member.body.error.code]).toEqual([403, 'statement.forbidden']);
    const buyer = await call(ctx.app, w.partner.owner, 'POST', '/api/v1/Statement/build', {
      space: w.partner.space,
      month: MONTH,
    });
    expect([buyer.status, buyer.body.error.code]).toEqual([422, 'statement.space']);
    const stranger = await call(ctx.app, w.stranger.owner, 'POST', '/api/v1/Statement/build', body);
    expect(stranger.status).toBe(404);
    const month = await call(ctx.app, w.supplier.owner, 'POST', '/api/v1/Statement/build', {
      ...body,
      month: '2025-13',
    });
    expect([month.status, month.body.error.fields[0].field]).toEqual([400, 'body.month']);
  });

  it('rebuilds a draft with manual lines (each with a reason), marks and new bookings', async () => {
    const before = await stored(ctx.app, key);
    const noReason = await moveStatement(ctx.app, w.supplier.owner, key, 'rebuild', {
      add: [{ date: '2025-10-31', description: '送迎', amount: 5_500 }],
    });
    expect([noReason.status, noReason.body.error.fields[0]]).toMatchObject([
      400,
      { field: 'body.add.0.reason', rule: 'required' },
    ]);
    const fraction = await moveStatement(ctx.app, w.supplier.owner, key, 'rebuild', {
      add: [{ date: '2025-10-31', description: '送迎', amount: 55.5, reason: '追加' }],
    });
    expect(fraction.status).toBe(400);
    const buyer = await moveStatement(ctx.app, w.partner.owner, key, 'rebuild', {});
    expect([buyer.status, buyer.body.error.code]).toEqual([403, 'statement.forbidden']);
    const member = await moveStatement(ctx.app, w.supplier.member, key, 'rebuild', {});
    expect([member.status, member.body.error.code]).toEqual([403, 'statement.forbidden']);
    const removeBooking = await moveStatement(ctx.app, w.supplier.owner, key, 'rebuild', { remove: [1] });
    expect([removeBooking.status, removeBooking.body.error.code]).toEqual([422, 'statement.line']);
    expect(await stored(ctx.app, key)).toEqual(before);

    const added = await expectOk(
      moveStatement(ctx.app, w.supplier.owner, key, 'rebuild', {
        add: [
          { date: '2025-10-31', description: '送迎', amount: 5_500, reason: '駅への送迎を追加' },
          { date: '2025-10-31', description: 'お弁当', amount: 1_080, taxClass: 'reduced', reason: '昼食' },
        ],
        marks: [{ line: 4, taxClass: 'standard' }],
        rounding: 'half_up',
      }),
    );
    expect(added.body.rounding).toBe('half_up');
    expect(added.body.lines).toHaveLength(6);
    expect(added.body.lines[3]).toMatchObject({ kind: 'cancellation_fee', taxClass: 'standard' });
    expect(added.body.lines[4]).toMatchObject({ kind: 'manual', amount: 5_500, reason: '駅への送迎を追加' });
    expect(
      added.body.totals.rates.map((r: { percent: number; total: number }) => [r.percent, r.total]),
    ).toEqual([
      [10, 49_005 + 4_800 + 5_500],
      [8, 1_080],
    ]);

    // A booking completed later in the month joins on the next rebuild; the marks and manual lines stay.
    const late = await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-30', total: 8_000 });
    const again = await expectOk(moveStatement(ctx.app, w.supplier.owner, key, 'rebuild'));
    expect(again.body.lines.map((l: { reference: string | null }) => l.reference)).toContain(late.reference);
    expect(again.body.lines.filter((l: { kind: string }) => l.kind === 'manual')).toHaveLength(2);
    expect(again.body.lines.find((l: { kind: string }) => l.kind === 'cancellation_fee').taxClass).toBe(
      'standard',
    );
    const removed = await expectOk(moveStatement(ctx.app, w.supplier.owner, key, 'rebuild', { remove: [7] }));
    expect(removed.body.lines.filter((l: { kind: string }) => l.kind === 'manual')).toHaveLength(1);
  });
});
