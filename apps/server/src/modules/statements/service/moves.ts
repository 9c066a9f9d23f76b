import {
  type AggregateBody,
  addDays,
  formatAddress,
  isValidInvoiceNumber,
  japanDate,
  type QueryBody,
  type StatementPayBody,
  type StatementVoidBody,
  storedProfileDetails,
} from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import { spaceNames } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import type { StatementParty } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import { paymentDaysBetween } from '../../partners/index.ts';
import { findSpace } from '../../spaces/index.ts';
import {
  aggregateStatements,
  creditNotesOf,
  findStatement,
  insertCreditNote,
  insertPayment,
  linesOf,
  lockSettings,
  numberedInMonth,
  queryStatements,
  type StatementRow,
  updateStatement,
} from '../repository/statements.ts';
import { assertMove, type Ctx, notFound, standingOf } from './access.ts';
import { notifyStatement } from './notify.ts';
import { statementPdf } from './pdf.ts';
import { openOf, statementView, storedTotals, summaryView } from './view.ts';

const mySpaces = (actor: Actor) => (actor.isAdmin ? null : actor.memberships.map((m) => m.space));

async function readable(db: Db, actor: Actor, key: string): Promise<StatementRow> {
  const row = await findStatement(db, key);
  if (!row) throw notFound(key);
  standingOf(actor, row);
  return row;
}

export async function readStatement(ctx: Ctx, actor: Actor, key: string) {
  const row = await readable(ctx.database.db, actor, key);
  return statementView(ctx.database.db, actor, row, ctx.clock());
}

export async function queryMyStatements(ctx: Ctx, actor: Actor, body: QueryBody) {
  const { db } = ctx.database;
  const { rows, next } = await queryStatements(db, mySpaces(actor), body);
  const names = await spaceNames(db, [...new Set(rows.flatMap((r) => [r.supplierKey, r.buyerKey]))]);
  const now = ctx.clock();
  const wanted = body.fields ? new Set(['key', ...body.fields]) : null;
  const items = rows.map((row) => {
    const view = summaryView(actor, row, names, now);
    return wanted ? Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k))) : view;
  });
  return { items: items as { key: string }[], next };
}

export const aggregateMyStatements = (ctx: Ctx, actor: Actor, body: AggregateBody) =>
  aggregateStatements(ctx.database.db, mySpaces(actor), body);

/** A party as printed: its name, T-number, address and bank account from its business profile. */
async function partyOf(db: Db, key: string): Promise<StatementParty> {
  const space = await findSpace(db, key);
  const details = storedProfileDetails.safeParse(space?.details ?? {});
  const d = details.success ? details.data : {};
  const bank = d.bankAccount;
  return {
    name: space?.name ?? key,
    invoiceNumber: d.invoiceNumber ?? null,
    address: formatAddress(d.address, 'jp') || null,
    bank: bank
      ? [bank.bank, bank.branch, bank.type === 'checking' ? '当座' : '普通', bank.number, bank.holder]
          .filter(Boolean)
          .join(' ')
      : null,
  };
}

/**
 * `POST …/{key}/issue` (docs/statements.md §3): needs the supplier's valid T-number and, abroad, an exchange
 * rate; numbers the statement under the supplier's settings lock, fixes the due date by the agreement's payment
 * terms, stores the PDF by content hash and freezes everything but payments.
 */
export async function issueStatement(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  const now = ctx.clock();
  const row = await db.transaction(async (tx) => {
    const current = await findStatement(tx, key, true);
    if (!current) throw notFound(key);
    assertMove('issue', current, standingOf(actor, current));
    const issuer = await partyOf(tx, current.supplierKey);
    if (!issuer.invoiceNumber || !isValidInvoiceNumber(issuer.invoiceNumber))
      throw new AppError(
        'statement.invoice_number',
        'The supplier profile has no valid T-number (登録番号)',
        {
          fields: [
            {
              field: 'supplier.invoiceNumber',
              rule: 'invoice_format',
              message: 'must be T followed by 13 digits',
            },
          ],
        },
      );
    if (current.currency !== 'JPY' && current.fxRate === null)
      throw new AppError(
        'statement.fx_rate_required',
        'A statement in another currency records its rate first',
        {
          params: { currency: current.currency },
          fields: [{ field: 'fxRate', rule: 'required', message: 'is required to issue' }],
        },
      );
    await lockSettings(tx, current.supplierKey);
    const prefix = `INV-${current.supplierKey}-${current.month.replace('-', '')}-`;
    const number = `${prefix}${(await numberedInMonth(tx, prefix)) + 1}`;
    const recipient = await partyOf(tx, current.buyerKey);
    const days = await paymentDaysBetween(tx, current.supplierKey, current.buyerKey);
    const dueDate = addDays(japanDate(now), days);
    return updateStatement(tx, key, {
      state: 'issued',
      number,
      issuer,
      recipient,
      issuedAt: now,
      dueDate,
      updatedAt: now,
    });
  });
  const stored = await storeIssuedPdf(ctx, row, actor.identity.sub);
  await notifyStatement(ctx, [row.buyerKey, row.supplierKey], stored, 'issued', actor.identity.sub);
  return statementView(db, actor, stored, now);
}

/**
 * Draws an issued statement's PDF from what it froze and stores it by content hash (core storage writes through
 * the app's own handle, so this runs after the issue committed). A failure is logged and the PDF route draws and
 * stores it on its first read instead; the statement stays issued either way.
 */
export async function storeIssuedPdf(ctx: Ctx, row: StatementRow, by: string): Promise<StatementRow> {
  try {
    const pdf = await statementPdf(row, await linesOf(ctx.database.db, row.key), []);
    const saved = await ctx.storage.save({ bytes: pdf, type: 'application/pdf', enc: false, createdBy: by });
    return await updateStatement(ctx.database.db, row.key, { pdfHash: saved.hash });
  } catch (error) {
    ctx.log.error({ err: error, statement: row.key }, 'issued statement PDF not stored');
    return row;
  }
}

/** `POST …/{key}/pay`: either side records a payment, never more than is open (docs/statements.md §5). */
export async function payStatement(ctx: Ctx, actor: Actor, key: string, body: StatementPayBody) {
  const { db } = ctx.database;
  const now = ctx.clock();
  const row = await db.transaction(async (tx) => {
    const current = await findStatement(tx, key, true);
    if (!current) throw notFound(key);
    const side = assertMove('pay', current, standingOf(actor, current));
    const open = openOf(current);
    if (body.amount > open)
      throw new AppError('statement.overpaid', `body.amount: ${body.amount} is more than the ${open} open`, {
        params: { amount: body.amount, open },
        fields: [
          { field: 'body.amount', rule: 'max', message: 'must not exceed the amount open', params: { open } },
        ],
      });
    await insertPayment(tx, {
      key: newKey('sp'),
      statementKey: key,
      date: body.date,
      amount: body.amount,
      side,
      note: body.note ?? null,
      recordedBy: actorName(actor),
      createdAt: now,
    });
    const paid = current.paid + body.amount;
    const settled = openOf({ ...current, paid }) === 0;
    return updateStatement(tx, key, { paid, ...(settled ? { state: 'paid' } : {}), updatedAt: now });
  });
  await notifyStatement(ctx, [row.buyerKey, row.supplierKey], row, 'paid', actor.identity.sub);
  return statementView(db, actor, row, now);
}

/**
 * `POST …/{key}/void`: only by a credit note (適格返還請求書) for everything the statement still bills, linked to
 * it (docs/statements.md §4); the statement is then void and its month may be built again.
 */
export async function voidStatement(ctx: Ctx, actor: Actor, key: string, body: StatementVoidBody) {
  const { db } = ctx.database;
  const now = ctx.clock();
  const row = await db.transaction(async (tx) => {
    const current = await findStatement(tx, key, true);
    if (!current) throw notFound(key);
    assertMove('void', current, standingOf(actor, current));
    if (body.creditNote !== true)
      throw new AppError('statement.credit_note_required', 'body.creditNote: voiding issues a credit note', {
        fields: [
          { field: 'body.creditNote', rule: 'required', message: 'must be true: a credit note is issued' },
        ],
      });
    const lines = await linesOf(tx, key);
    const notes = await creditNotesOf(tx, key);
    const credited = notes.flatMap((n) => n.lines as unknown as typeof lines);
    const reversal = [...lines, ...credited]
      .map((l, i) => ({ ...l, position: i + 1, amount: -l.amount }))
      .filter((l) => l.amount !== 0);
    await issueCreditNote(tx, current, reversal, body.reason, actor.identity.sub, now);
    return updateStatement(tx, key, { state: 'void', voidReason: body.reason, updatedAt: now });
  });
  await notifyStatement(ctx, [row.buyerKey, row.supplierKey], row, 'void', actor.identity.sub);
  return statementView(db, actor, row, now);
}

type CreditLine = Awaited<ReturnType<typeof linesOf>>[number];

/** A credit note of these (negative) lines on an issued statement, numbered after it; its PDF is drawn when read. */
export async function issueCreditNote(
  tx: Db,
  statement: StatementRow,
  lines: CreditLine[],
  reason: string,
  by: string | null,
  now: Date,
) {
  const existing = await creditNotesOf(tx, statement.key);
  const number = `${statement.number}-CN${existing.length + 1}`;
  const figures = storedTotals(lines, statement);
  const stored = lines.map(({ statementKey: _s, ...line }) => line as unknown as Record<string, unknown>);
  await insertCreditNote(tx, {
    key: newKey('cn'),
    statementKey: statement.key,
    number,
    reason,
    amount: figures.total,
    lines: stored,
    totals: figures.totals,
    pdfHash: null,
    createdBy: by,
    issuedAt: now,
  });
  return updateStatement(tx, statement.key, { credited: statement.credited + figures.total, updatedAt: now });
}

/** The names the CSV and PDF routes print. */
export async function readableWithLines(ctx: Ctx, actor: Actor, key: string) {
  const row = await readable(ctx.database.db, actor, key);
  return {
    row,
    lines: await linesOf(ctx.database.db, key),
    notes: await creditNotesOf(ctx.database.db, key),
  };
}
