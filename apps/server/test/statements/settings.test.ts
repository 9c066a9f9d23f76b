import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import {
  billedBooking,
  build,
  call,
  expectOk,
  moveStatement,
  read,
  type StatementWorld,
  setInvoiceNumber,
  statementWorld,
  T_NUMBER,
} from './support.ts';

const path = '/api/v1/Statement/settings';

/*
 * A supplier space's rounding method (docs/statements.md §2): down by default, read by its members, set by its
 * owners and admins; its drafts follow at once, an issued statement keeps the method it was issued with.
 */
describeEachDatabase('statements: the supplier’s rounding setting', (ctx) => {
  let w: StatementWorld;
  let draft: string;
  let issued: string;

  beforeAll(async () => {
    w = await statementWorld(ctx.app);
    // 10,506 incl. 10 % contains 955.09 of tax: down 955, up 956.
    await billedBooking(ctx.app, w, { state: 'completed', date: '2025-09-03', total: 10_506 });
    await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-03', total: 10_506 });
    await setInvoiceNumber(ctx.app, w.supplier.space, T_NUMBER);
    [{ key: issued }] = (await build(ctx.app, w, '2025-09')) as unknown as [{ key: string }];
    await expectOk(moveStatement(ctx.app, w.supplier.owner, issued, 'issue'));
    [{ key: draft }] = (await build(ctx.app, w, '2025-10')) as unknown as [{ key: string }];
  });

  it('is down until the supplier chooses, and its members read it', async () => {
    for (const who of [w.supplier.owner, w.supplier.member]) {
      const { body } = await expectOk(call(ctx.app, who, 'GET', `${path}?space=${w.supplier.space}`));
      expect(body).toEqual({ space: w.supplier.space, rounding: 'down', drafts: 0 });
    }
  });

  it('applies a new method to the drafts at once and leaves the issued statement as issued', async () => {
    const { body } = await expectOk(
      call(ctx.app, w.supplier.owner, 'PUT', path, { space: w.supplier.space, rounding: 'up' }),
    );
    expect(body).toEqual({ space: w.supplier.space, rounding: 'up', drafts: 1 });
    const now = (await read(ctx.app, w, draft)).body;
    expect([now.rounding, now.totals.tax]).toEqual(['up', 956]);
    const kept = (await read(ctx.app, w, issued)).body;
    expect([kept.rounding, kept.totals.tax]).toEqual(['down', 955]);
    const again = await expectOk(
      call(ctx.app, w.supplier.member, 'GET', `${path}?space=${w.supplier.space}`),
    );
    expect(again.body.rounding).toBe('up');
    // A draft built later takes it too.
    await billedBooking(ctx.app, w, { state: 'completed', date: '2025-11-03', total: 10_506 });
    const [{ key: later }] = (await build(ctx.app, w, '2025-11')) as unknown as [{ key: string }];
    expect((await read(ctx.app, w, later)).body.rounding).toBe('up');
  });

  it('refuses a member, the buyer, strangers and a method it does not know, storing nothing', async () => {
    const member = await call(ctx.app, w.supplier.member, 'PUT', path, {
      space: w.supplier.space,
      rounding: 'half_up',
    });
    expect([member.status, member.body.error.code]).toEqual([403, 'statement.forbidden']);
    const buyer = await call(ctx.app, w.partner.owner, 'PUT', path, {
      space: w.partner.space,
      rounding: 'up',
    });
    expect([buyer.status, buyer.body.error.code]).toEqual([422, 'statement.space']);
    const buyerRead = await call(ctx.app, w.partner.owner, 'GET', `${path}?space=${w.partner.space}`);
    expect([buyerRead.status, buyerRead.body.error.code]).toEqual([422, 'statement.space']);
    const stranger = await call(ctx.app, w.stranger.owner, 'GET', `${path}?space=${w.supplier.space}`);
    expect([stranger.status, stranger.body.error.message]).toEqual([404, 'invalid record']);
    const unknown = await call(ctx.app, w.supplier.owner, 'PUT', path, {
      space: w.supplier.space,
      rounding: 'banker',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields[0].field).toBe('body.rounding');
    const { body } = await expectOk(
      call(ctx.app, w.supplier.owner, 'GET', `${path}?space=${w.supplier.space}`),
    );
    expect(body.rounding).toBe('up');
  });
});
