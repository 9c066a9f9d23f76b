import { japanDate, needsCreditNote } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { bookingsByKeys } from '../../bookings/index.ts';
import {
  billedBookingLines,
  billedFor,
  creditNotesForStatements,
  dueUnannounced,
  findStatement,
  type LineRow,
  type StatementRow,
  updateStatement,
} from '../repository/statements.ts';
import type { Ctx } from './access.ts';
import { appendLine, buildMissingDrafts, draftFor } from './build.ts';
import { bookingLines, previousMonth, tariffReader } from './lines.ts';
import { issueCreditNote } from './moves.ts';
import { notifyStatement } from './notify.ts';

/**
 * What the bookings on issued statements come to now against what was billed for them (docs/statements.md §4):
 * a decrease of ¥10,000 or more including tax is a credit note on the statement that billed the booking; any
 * other difference an adjustment line on the pair's next draft. Answers how many bookings were settled.
 */
export async function reconcileIssued(ctx: Ctx, supplier?: string): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.clock();
  const billedLines = await billedBookingLines(db, supplier);
  const origin = new Map<string, { statement: StatementRow; line: LineRow }>();
  for (const { statement, line } of billedLines)
    if (line.bookingKey && !origin.has(line.bookingKey)) origin.set(line.bookingKey, { statement, line });
  const keys = [...origin.keys()];
  if (!keys.length) return 0;
  const bookings = new Map((await bookingsByKeys(db, keys)).map((b) => [b.key, b]));
  const billed = new Map<string, number>();
  for (const row of await billedFor(db, keys))
    if (row.bookingKey && row.state !== 'void')
      billed.set(row.bookingKey, (billed.get(row.bookingKey) ?? 0) + row.amount);
  const statementKeys = [...new Set(billedLines.map((b) => b.statement.key))];
  for (const note of await creditNotesForStatements(db, statementKeys))
    for (const line of note.lines as unknown as LineRow[])
      if (line.bookingKey) billed.set(line.bookingKey, (billed.get(line.bookingKey) ?? 0) + line.amount);

  const tariff = tariffReader(db);
  let settled = 0;
  for (const [key, { statement, line }] of origin) {
    const b = bookings.get(key);
    const billable =
      b &&
      (b.state === 'completed' || b.state === 'no_show' || (b.state === 'cancelled' && (b.fee ?? 0) > 0));
    const nowAmount = billable
      ? (await bookingLines(b, await tariff(b.tariffKey))).reduce((s, l) => s + l.amount, 0)
      : 0;
    const diff = nowAmount - (billed.get(key) ?? 0);
    if (diff === 0) continue;
    const adjustment = {
      kind: 'adjustment' as const,
      bookingKey: key,
      reference: line.reference,
      date: japanDate(now),
      description: `${line.description}（${statement.number} の訂正）`.slice(0, 200),
      groupText: line.groupText,
      amount: diff,
      taxClass: line.taxClass,
      reason: `予約の変更 / booking changed (${line.reference ?? key})`,
      createdBy: null,
    };
    const credited = await db.transaction(async (tx: Db) => {
      const locked = await findStatement(tx, statement.key, true);
      if (!locked || (locked.state !== 'issued' && locked.state !== 'paid')) return undefined;
      if (diff < 0 && needsCreditNote(diff, locked.currency, locked.fxRate)) {
        const line = { ...adjustment, statementKey: locked.key, position: 1 };
        return issueCreditNote(tx, locked, [line], adjustment.reason, null, now);
      }
      const pair = { supplier: locked.supplierKey, buyer: locked.buyerKey, currency: locked.currency };
      const draft = await draftFor(tx, pair, japanDate(now).slice(0, 7), now);
      await appendLine(tx, draft, adjustment, now);
      return undefined;
    });
    // Told after the commit: the notice is written through the app's own handle.
    if (credited) await notifyStatement(ctx, [credited.buyerKey, credited.supplierKey], credited, 'credit');
    settled += 1;
  }
  return settled;
}

/** Marks issued statements past their due date with an amount open, and tells both sides once (§5). */
export async function announceOverdue(ctx: Ctx): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.clock();
  const due = await dueUnannounced(db, japanDate(now));
  let told = 0;
  for (const row of due) {
    if (row.total + row.credited - row.paid <= 0) continue;
    const marked = await updateStatement(db, row.key, { overdueNotifiedAt: now });
    await notifyStatement(ctx, [row.buyerKey, row.supplierKey], marked, 'overdue');
    told += 1;
  }
  return told;
}

/**
 * The sweep (docs/statements.md §3, §4, §5): on the 1st (Japan time) the month before's missing drafts, then
 * the check of issued statements' bookings and the overdue notices. In-process like the bookings' hold sweep.
 */
export async function statementsSweep(ctx: Ctx): Promise<void> {
  const today = japanDate(ctx.clock());
  if (today.endsWith('-01')) await buildMissingDrafts(ctx.database.db, previousMonth(today), ctx.clock());
  await reconcileIssued(ctx);
  await announceOverdue(ctx);
}
