import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { announceOverdue, reconcileIssued } from '../../src/modules/statements/service/reconcile.ts';
import { backgroundContext } from '../../src/plugins/context.ts';
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
  setInvoiceNumber,
  statementWorld,
  stored,
  T_NUMBER,
} from './support.ts';

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'statement-'));
  const file = path.join(dir, 'statement.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function pdfOf(
  ctx: { app: import('fastify').FastifyInstance },
  user: StatementWorld['supplier']['owner'],
  url: string,
) {
  const res = await ctx.app.inject({ method: 'GET', url, ...user.auth });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

const notices = async (ctx: { app: import('fastify').FastifyInstance }, user: { sub: string }) => {
  const rows = await queryRows<{ subject: { en: string } }>(
    ctx.app.database.db,
    sql`select subject from notifications where target = ${user.sub} order by created_at`,
  );
  return rows.map((r) => r.subject.en);
};

/*
 * An issued statement (docs/statements.md §3–§6): the T-number rule, numbering, the stored PDF and what it says,
 * immutability, payments from either side up to the open amount, overdue notices, credit notes for changed
 * bookings and voiding by a credit note, and the CSV exports.
 */
describeEachDatabase('statements: issue, pay, credit and void', (ctx) => {
  let w: StatementWorld;
  let key: string;
  const refs: string[] = [];
  let changed: string;
  let small: string;

  beforeAll(async () => {
    w = await statementWorld(ctx.app);
    for (const [date, total] of [
      ['2025-10-03', 16_000],
      ['2025-10-12', 33_000],
      ['2025-10-21', 24_000],
    ] as const)
      refs.push((await billedBooking(ctx.app, w, { state: 'completed', date, total })).reference);
    const c = await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-22', total: 40_000 });
    changed = c.key;
    refs.push(c.reference);
    const s = await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-23', total: 12_000 });
    small = s.key;
    refs.push(s.reference);
    key = (await build(ctx.app, w))[0]?.key as string;
    // 振込先: the supplier's bank account, written through its business profile (members only, never on the card).
    const bankAccount = {
      bank: 'みずほ銀行',
      branch: '京都支店',
      type: 'ordinary',
      number: '1234567',
      holder: 'ヨヤクテストカンコウ',
    };
    const bad = await call(ctx.app, w.supplier.owner, 'PATCH', `/api/corporate/${w.supplier.space}`, {
      details: { bankAccount: { ...bankAccount, number: '12-345' } },
    });
    expect([bad.status, bad.body.error.fields[0].field]).toEqual([400, 'body.details.bankAccount.number']);
    await expectOk(
      call(ctx.app, w.supplier.owner, 'PATCH', `/api/corporate/${w.supplier.space}`, {
        details: { bankAccount, corporateNumber: '7000012050002' },
      }),
    );
    const card = await expectOk(call(ctx.app, w.partner.owner, 'GET', `/api/v1/Creator/${w.supplier.space}`));
    expect(card.body.details.bankAccount).toBeUndefined();
  });

  it('refuses to issue without a valid T-number, storing nothing, then numbers and freezes it', async () => {
    const before = await stored(ctx.app, key);
    const none = await moveStatement(ctx.app, w.supplier.owner, key, 'issue');
    expect([none.status, none.body.error.code]).toEqual([422, 'statement.invoice_number']);
    await setInvoiceNumber(ctx.app, w.supplier.space, 'T12345');
    const bad = await moveStatement(ctx.app, w.supplier.owner, key, 'issue');
    expect([bad.status, bad.body.error.code]).toEqual([422, 'statement.invoice_number']);
    expect(await stored(ctx.app, key)).toEqual(before);

    await setInvoiceNumber(ctx.app, w.supplier.space, T_NUMBER);
    const member = await moveStatement(ctx.app, w.supplier.member, key, 'issue');
    expect([member.status, member.body.error.code]).toEqual([403, 'statement.forbidden']);
    const buyer = await moveStatement(ctx.app, w.partner.owner, key, 'issue');
    expect([buyer.status, buyer.body.error.code]).toEqual([403, 'statement.forbidden']);
    const extra = await moveStatement(ctx.app, w.supplier.owner, key, 'issue', { amount: 1 });
    expect(extra.status).toBe(400);

    const issued = await expectOk(moveStatement(ctx.app, w.supplier.owner, key, 'issue'));
    expect(issued.body).toMatchObject({
      state: 'issued',
      number: `INV-${w.supplier.space}-202510-1`,
      actions: ['pay', 'void'],
      open: 125_000,
      overdue: false,
    });
    expect(issued.body.pdf).toMatch(/^b/);
    expect(issued.body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const twice = await moveStatement(ctx.app, w.supplier.owner, key, 'issue');
    expect([twice.status, twice.body.error.code]).toEqual([409, 'statement.state']);
    const rebuild = await moveStatement(ctx.app, w.supplier.owner, key, 'rebuild', {
      add: [{ date: '2025-10-31', description: 'x', amount: 1, reason: 'y' }],
    });
    expect([rebuild.status, rebuild.body.error.code]).toEqual([409, 'statement.state']);
    // A later booking of the month does not enter an issued statement.
    await billedBooking(ctx.app, w, { state: 'completed', date: '2025-10-30', total: 8_000 });
    await build(ctx.app, w);
    expect((await read(ctx.app, w, key)).body.lines).toHaveLength(5);
  });

  it('stores a PDF whose text has 登録番号, the T-number, 請求書番号, every reference and the per-rate totals', async () => {
    const pdf = await pdfOf(ctx, w.partner.member, `/api/v1/Statement/${key}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    // A subset of the Japanese face is embedded, not the whole 16 MB collection.
    expect(pdf.bytes.length).toBeLessThan(300_000);
    const text = pdfText(pdf.bytes);
    for (const needle of [
      '登録番号',
      T_NUMBER,
      '請求書番号',
      `INV-${w.supplier.space}-202510-1`,
      '御中',
      '10%対象',
    ])
      expect(text).toContain(needle);
    for (const ref of refs) expect(text).toContain(ref);
    // 125,000 at 10 % contains 11,363.6… → 11,363 (rounded down).
    expect(text).toContain('125,000円');
    expect(text).toContain('11,363円');
    const stranger = await pdfOf(ctx, w.stranger.owner, `/api/v1/Statement/${key}/pdf`);
    expect(stranger.status).toBe(404);
  });

  it('records payments from either side, never more than is open, and is paid when nothing is', async () => {
    const url = `/api/v1/Statement/${key}/pay`;
    for (const amount of [-100, 10.5, 0]) {
      const res = await call(ctx.app, w.partner.owner, 'POST', url, { amount, date: '2025-11-20' });
      expect([res.status, res.body.error.fields[0].field]).toEqual([400, 'body.amount']);
    }
    const before = await stored(ctx.app, key);
    const over = await call(ctx.app, w.partner.owner, 'POST', url, { amount: 125_001, date: '2025-11-20' });
    expect([over.status, over.body.error.code, over.body.error.params]).toEqual([
      422,
      'statement.overpaid',
      { amount: 125_001, open: 125_000 },
    ]);
    const member = await call(ctx.app, w.partner.member, 'POST', url, { amount: 1, date: '2025-11-20' });
    expect([member.status, member.body.error.code]).toEqual([403, 'statement.forbidden']);
    expect(await stored(ctx.app, key)).toEqual(before);

    const part = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', url, { amount: 100_000, date: '2025-11-20' }),
    );
    expect(part.body).toMatchObject({ state: 'issued', paid: 100_000, open: 25_000 });
    expect(part.body.payments[0]).toMatchObject({ side: 'buyer', amount: 100_000 });
    expect(await notices(ctx, w.supplier.owner)).toContain(
      `Payment recorded: INV-${w.supplier.space}-202510-1`,
    );
  });

  it('announces an overdue statement to both sides once', async () => {
    await ctx.app.database.db.execute(sql`update statements set due_date = '2025-11-30' where key = ${key}`);
    const view = await read(ctx.app, w, key);
    expect(view.body).toMatchObject({ overdue: true, overdueSince: '2025-12-01' });
    expect(await announceOverdue(backgroundContext(ctx.app))).toBeGreaterThanOrEqual(1);
    expect(await announceOverdue(backgroundContext(ctx.app))).toBe(0);
    expect(await notices(ctx, w.partner.member)).toContain(
      `Statement overdue: INV-${w.supplier.space}-202510-1`,
    );
    expect(await notices(ctx, w.supplier.member)).toContain(
      `Statement overdue: INV-${w.supplier.space}-202510-1`,
    );
    const list = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', '/api/v1/Statement/query', { filter: { state: 'issued' } }),
    );
    expect(list.body.items[0]).toMatchObject({ key, overdue: true });
  });

  it('turns a change to a billed booking into a credit note from ¥10,000, a line on the next draft below', async () => {
    const before = await read(ctx.app, w, key);
    await ctx.app.database.db.execute(sql`update bookings set total = 25000 where key = ${changed}`);
    await ctx.app.database.db.execute(sql`update bookings set total = 10000 where key = ${small}`);
    expect(await reconcileIssued(backgroundContext(ctx.app))).toBe(2);
    expect(await reconcileIssued(backgroundContext(ctx.app))).toBe(0);
    const after = await read(ctx.app, w, key);
    // The issued statement itself never changes: lines and totals stay, a credit note joins it.
    expect(after.body.lines).toEqual(before.body.lines);
    expect(after.body.totals).toEqual(before.body.totals);
    expect(after.body.creditNotes).toHaveLength(1);
    expect(after.body.creditNotes[0]).toMatchObject({
      number: `INV-${w.supplier.space}-202510-1-CN1`,
      amount: -15_000,
      totals: { rates: [{ percent: 10, total: -15_000, tax: -1_363 }] },
    });
    expect(after.body.open).toBe(10_000);
    // The ¥2,000 less is an adjustment line on the pair's draft of the current month.
    const drafts = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', '/api/v1/Statement/query', { filter: { state: 'draft' } }),
    );
    const draft = await read(ctx.app, w, drafts.body.items[0].key);
    expect(draft.body.lines).toEqual([expect.objectContaining({ kind: 'adjustment', amount: -2_000 })]);
    const notePdf = await pdfOf(
      ctx,
      w.supplier.owner,
      `/api/v1/Statement/${key}/pdf?note=${after.body.creditNotes[0].key}`,
    );
    expect(pdfText(notePdf.bytes)).toContain('返還請求書');
  });

  it('exports the statement and the month journal as CSV', async () => {
    const csv = await expectOk(call(ctx.app, w.partner.member, 'GET', `/api/v1/Statement/${key}/csv`));
    expect(csv.body.startsWith('\uFEFF"請求書番号"')).toBe(true);
    for (const ref of refs) expect(csv.body).toContain(ref);
    const journal = await expectOk(
      call(
        ctx.app,
        w.supplier.owner,
        'GET',
        `/api/v1/Statement/journal?space=${w.supplier.space}&month=${MONTH}`,
      ),
    );
    const rows = journal.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      '\uFEFF"取引日","借方勘定科目","貸方勘定科目","税区分","金額","税額","取引先","摘要"',
    );
    expect(rows[1]).toContain('"売掛金","売上高","課税売上10%","125000","11363"');
    expect(rows[2]).toContain('"-15000","-1363"');
    const buyerBook = await expectOk(
      call(
        ctx.app,
        w.partner.owner,
        'GET',
        `/api/v1/Statement/journal?space=${w.partner.space}&month=${MONTH}`,
      ),
    );
    expect(buyerBook.body).toContain('"仕入高","買掛金","課対仕入10%"');
    const stranger = await call(
      ctx.app,
      w.stranger.owner,
      'GET',
      `/api/v1/Statement/journal?space=${w.supplier.space}&month=${MONTH}`,
    );
    expect(stranger.status).toBe(404);
  });

  it('voids only by a credit note for what is still billed', async () => {
    const before = await stored(ctx.app, key);
    const bare = await moveStatement(ctx.app, w.supplier.owner, key, 'void', { reason: '請求先の誤り' });
    expect([bare.status, bare.body.error.code]).toEqual([400, 'statement.credit_note_required']);
    const noReason = await moveStatement(ctx.app, w.supplier.owner, key, 'void', { creditNote: true });
    expect(noReason.status).toBe(400);
    const buyer = await moveStatement(ctx.app, w.partner.owner, key, 'void', {
      reason: 'x',
      creditNote: true,
    });
    expect([buyer.status, buyer.body.error.code]).toEqual([403, 'statement.forbidden']);
    expect(await stored(ctx.app, key)).toEqual(before);
    const voided = await expectOk(
      moveStatement(ctx.app, w.supplier.owner, key, 'void', { reason: '請求先の誤り', creditNote: true }),
    );
    expect(voided.body).toMatchObject({ state: 'void', voidReason: '請求先の誤り', open: 0, actions: [] });
    expect(voided.body.creditNotes.map((n: { amount: number }) => n.amount)).toEqual([-15_000, -110_000]);
    const pay = await moveStatement(ctx.app, w.partner.owner, key, 'pay', { amount: 1, date: '2025-12-01' });
    expect([pay.status, pay.body.error.code]).toEqual([409, 'statement.state']);
  });
});
