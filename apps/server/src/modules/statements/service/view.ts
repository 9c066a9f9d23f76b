import {
  fxRateText,
  japanDate,
  type Rounding,
  type Statement,
  type StatementLine,
  type StatementState,
  statementTotals,
  type TaxClass,
} from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { spaceNames } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import {
  type CreditNoteRow,
  creditNotesOf,
  type LineRow,
  linesOf,
  paymentsOf,
  type StatementRow,
} from '../repository/statements.ts';
import { actionsFor, standingOf } from './access.ts';

type LineLike = Pick<
  LineRow,
  | 'position'
  | 'kind'
  | 'bookingKey'
  | 'reference'
  | 'date'
  | 'description'
  | 'groupText'
  | 'amount'
  | 'taxClass'
  | 'reason'
>;

/** The one way a statement's or credit note's figures are worked out: the shared tax function on its lines. */
export const totalsOf = (
  lines: { amount: number; taxClass: TaxClass }[],
  row: { rounding: Rounding; currency: string; fxRate: number | null },
) => statementTotals(lines, { rounding: row.rounding, currency: row.currency, fxRate: row.fxRate });

export function lineViews(lines: LineLike[], row: Parameters<typeof totalsOf>[1]): StatementLine[] {
  const { lineTaxForReference } = totalsOf(lines, row);
  return lines.map((line, index) => ({
    line: line.position,
    kind: line.kind as StatementLine['kind'],
    booking: line.bookingKey,
    reference: line.reference,
    date: line.date,
    description: line.description,
    group: line.groupText,
    amount: line.amount,
    taxClass: line.taxClass,
    taxForReference: lineTaxForReference[index] ?? 0,
    reason: line.reason,
  }));
}

const publicTotals = (totals: ReturnType<typeof totalsOf>) => {
  const { lineTaxForReference: _reference, ...shown } = totals;
  return shown;
};

/** What is still owed: the total, less credit notes and payments. */
export const openOf = (row: Pick<StatementRow, 'total' | 'credited' | 'paid' | 'state'>) =>
  row.state === 'void' ? 0 : Math.max(0, row.total + row.credited - row.paid);

/** Overdue: issued, due date passed (Japan time), an amount open; since the day after the due date. */
export function overdueOf(row: StatementRow, now: Date): string | null {
  if (row.state !== 'issued' || !row.dueDate || openOf(row) <= 0) return null;
  const today = japanDate(now);
  if (today <= row.dueDate) return null;
  const next = new Date(Date.parse(`${row.dueDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return next;
}

function creditNoteView(note: CreditNoteRow, row: StatementRow) {
  const lines = (note.lines as unknown as LineLike[]) ?? [];
  return {
    key: note.key,
    number: note.number,
    reason: note.reason,
    amount: note.amount,
    totals: publicTotals(totalsOf(lines, row)),
    lines: lineViews(lines, row),
    issuedAt: note.issuedAt.toISOString(),
    pdf: note.pdfHash,
  };
}

/** The answer for one statement: lines, figures, payments, credit notes and the caller's actions. */
export async function statementView(db: Db, actor: Actor, row: StatementRow, now: Date): Promise<Statement> {
  const [lines, payments, notes, names] = await Promise.all([
    linesOf(db, row.key),
    paymentsOf(db, row.key),
    creditNotesOf(db, row.key),
    spaceNames(db, [row.supplierKey, row.buyerKey]),
  ]);
  return {
    ...summaryView(actor, row, names, now),
    lines: lineViews(lines, row),
    payments: payments.map((p) => ({
      key: p.key,
      date: p.date,
      amount: p.amount,
      side: p.side,
      note: p.note,
      by: p.recordedBy,
      at: p.createdAt.toISOString(),
    })),
    creditNotes: notes.map((n) => creditNoteView(n, row)),
  };
}

/** A statement without its lines, payments and credit notes: a list's row. */
export function summaryView(actor: Actor, row: StatementRow, names: Map<string, string>, now: Date) {
  const standing = standingOf(actor, row);
  const overdueSince = overdueOf(row, now);
  const totals = row.totals as unknown as Statement['totals'];
  return {
    key: row.key,
    number: row.number,
    supplier: { key: row.supplierKey, name: row.issuer?.name ?? names.get(row.supplierKey) ?? '' },
    buyer: { key: row.buyerKey, name: row.recipient?.name ?? names.get(row.buyerKey) ?? '' },
    month: row.month,
    currency: row.currency,
    state: row.state as StatementState,
    rounding: row.rounding,
    fxRate: row.fxRate === null ? null : fxRateText(row.fxRate),
    totals: {
      rates: totals.rates,
      outside: totals.outside,
      tax: totals.tax,
      total: totals.total,
      yen: totals.yen,
    },
    paid: row.paid,
    open: openOf(row),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    dueDate: row.dueDate,
    overdue: overdueSince !== null,
    overdueSince,
    voidReason: row.voidReason,
    pdf: row.pdfHash,
    payments: [] as Statement['payments'],
    creditNotes: [] as Statement['creditNotes'],
    side: standing.side,
    actions: actionsFor(row.state as StatementState, standing),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored copy of the figures (for lists and exports), from the lines. */
export const storedTotals = (
  lines: { amount: number; taxClass: TaxClass }[],
  row: Parameters<typeof totalsOf>[1],
) => {
  const totals = totalsOf(lines, row);
  return { totals: publicTotals(totals) as Record<string, unknown>, total: totals.total, tax: totals.tax };
};
