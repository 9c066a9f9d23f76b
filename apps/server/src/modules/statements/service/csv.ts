import { japanDate } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { spaceNames } from '../../../core/users/index.ts';
import { AppError } from '../../../errors.ts';
import { issuedInMonth, linesOf, type StatementRow } from '../repository/statements.ts';
import type { Ctx } from './access.ts';
import { totalsOf } from './view.ts';

/*
 * The CSV exports (docs/statements.md §6): a statement's own lines, and a space's month of issued statements
 * and credit notes as a journal freee and マネーフォワード クラウド会計 import. UTF-8 with a BOM, CRLF lines,
 * every field quoted, so both tools and a spreadsheet read the Japanese text as it is.
 */

const cell = (value: string | number | null) => `"${String(value ?? '').replaceAll('"', '""')}"`;
const csv = (rows: (string | number | null)[][]) =>
  `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

type CsvLine = {
  position: number;
  kind: string;
  date: string;
  reference: string | null;
  description: string;
  groupText: string;
  amount: number;
  taxClass: string;
  reason: string | null;
};

/** `GET …/{key}/csv`: one row per line, with the line's own tax for reference. */
export function statementCsv(row: StatementRow, lines: CsvLine[]): string {
  const { lineTaxForReference } = totalsOf(lines as never, row);
  return csv([
    [
      '請求書番号',
      '対象月',
      '行',
      '種別',
      '日付',
      '予約番号',
      '内容',
      '人数',
      '税区分',
      '金額（税込）',
      '消費税（参考）',
      '通貨',
      '理由',
    ],
    ...lines.map((line, i) => [
      row.number,
      row.month,
      line.position,
      line.kind,
      line.date,
      line.reference,
      line.description,
      line.groupText,
      line.taxClass,
      line.amount,
      lineTaxForReference[i] ?? 0,
      row.currency,
      line.reason,
    ]),
  ]);
}

const TAX_CATEGORY = {
  supplier: { standard: '課税売上10%', reduced: '課税売上8%(軽)', none: '対象外' },
  buyer: { standard: '課対仕入10%', reduced: '課対仕入8%(軽)', none: '対象外' },
} as const;

/** Journal rows of one document (a statement or a credit note) for one side's book. */
function journalRows(
  side: 'supplier' | 'buyer',
  doc: {
    date: string;
    number: string;
    month: string;
    lines: { amount: number; taxClass: 'standard' | 'reduced' | 'none' }[];
  },
  row: StatementRow,
  counterpart: string,
) {
  const totals = totalsOf(doc.lines, row);
  const [debit, credit] = side === 'supplier' ? ['売掛金', '売上高'] : ['仕入高', '買掛金'];
  const memo = `${doc.number} ${doc.month.replace('-', '年')}月分`;
  const yen = row.currency !== 'JPY';
  const rows: (string | number)[][] = totals.rates
    .filter((rate) => rate.total !== 0)
    .map((rate) => [
      doc.date,
      debit,
      credit,
      TAX_CATEGORY[side][rate.taxClass],
      yen ? (rate.yen?.total ?? 0) : rate.total,
      yen ? (rate.yen?.tax ?? 0) : rate.tax,
      counterpart,
      memo,
    ]);
  if (totals.outside !== 0)
    rows.push([doc.date, debit, credit, TAX_CATEGORY[side].none, totals.outside, 0, counterpart, memo]);
  return rows;
}

/** `GET /api/v1/Statement/journal`: the month's issued statements and credit notes of a space the caller is in. */
export async function journalCsv(ctx: Ctx, actor: Actor, space: string, month: string): Promise<string> {
  const membership = actor.memberships.find((m) => m.space === space);
  if (!membership && !actor.isAdmin) throw new AppError('record.not_found', `No space ${space}`);
  const { db } = ctx.database;
  const { rows, notes } = await issuedInMonth(db, space, month);
  const names = await spaceNames(db, [...new Set(rows.flatMap((r) => [r.supplierKey, r.buyerKey]))]);
  const out: (string | number)[][] = [
    ['取引日', '借方勘定科目', '貸方勘定科目', '税区分', '金額', '税額', '取引先', '摘要'],
  ];
  for (const row of rows) {
    const side = row.supplierKey === space ? 'supplier' : 'buyer';
    const counterpart = names.get(side === 'supplier' ? row.buyerKey : row.supplierKey) ?? '';
    const date = japanDate(row.issuedAt ?? row.createdAt);
    const lines = await linesOf(db, row.key);
    out.push(
      ...journalRows(
        side,
        { date, number: row.number ?? row.key, month: row.month, lines },
        row,
        counterpart,
      ),
    );
    for (const note of notes.filter((n) => n.statementKey === row.key)) {
      const noteLines = note.lines as unknown as {
        amount: number;
        taxClass: 'standard' | 'reduced' | 'none';
      }[];
      const noteDate = japanDate(note.issuedAt);
      out.push(
        ...journalRows(
          side,
          { date: noteDate, number: note.number, month: row.month, lines: noteLines },
          row,
          counterpart,
        ),
      );
    }
  }
  return csv(out);
}
