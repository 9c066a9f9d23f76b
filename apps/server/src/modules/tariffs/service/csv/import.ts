import { diffDocs, editMode } from '@tourtariff/shared';
import type { Actor } from '../../../../actor.ts';
import { AppError, type ErrorCode, type FieldIssue } from '../../../../errors.ts';
import { findTariff } from '../../repository/tariffs.ts';
import { type Ctx, requireSupplierMember } from '../caller.ts';
import { createIn, editIn } from '../edit.ts';
import { type CsvRecord, CsvSyntaxError, parseCsv } from './parse.ts';
import { cellIssue, type Row, readHeader, readRow } from './read-rows.ts';

const MAX_ROWS = 1000;

/**
 * Nothing imported: 422 with the code for what went wrong and, in `params`, the row and column of the first
 * problem (`csv.row_invalid` {row: 3, column: 'rates'}); `fields` lists every problem the same way.
 */
function refused(issues: FieldIssue[], code: ErrorCode = 'csv.row_invalid'): AppError {
  const first = issues[0];
  const summary = issues
    .slice(0, 10)
    .map((f) => `${f.field}: ${f.message}`)
    .join('; ');
  const more = issues.length > 10 ? ` (and ${issues.length - 10} more)` : '';
  const params = { ...(first?.params?.row !== undefined ? { row: first.params.row } : {}) };
  if (first?.params?.column !== undefined) Object.assign(params, { column: first.params.column });
  return new AppError(code, `CSV not imported: ${summary}${more}`, { fields: issues, params });
}

function readRecords(text: string): { header: CsvRecord; data: CsvRecord[] } {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw refused(
      [cellIssue(error.line, undefined, { rule: 'csv_syntax', message: error.message })],
      'csv.syntax',
    );
  }
  const [header, ...data] = records;
  if (!header || data.length === 0)
    throw refused(
      [cellIssue(1, undefined, { rule: 'required', message: 'needs a header and at least one row' })],
      'csv.empty',
    );
  if (data.length > MAX_ROWS) {
    const issue = cellIssue(MAX_ROWS + 2, undefined, {
      rule: 'max_rows',
      message: `at most ${MAX_ROWS} rows`,
    });
    throw new AppError('csv.too_many_rows', `CSV not imported: at most ${MAX_ROWS} rows`, {
      fields: [{ ...issue, params: { ...issue.params, max: MAX_ROWS } }],
      params: { max: MAX_ROWS },
    });
  }
  return { header, data };
}

/**
 * Imports tariffs into `space` all or nothing: every row is checked first, and any failure
 * answers 422 listing each failing line and column (`lines.3.rates`) with nothing written. The writes then
 * run in one transaction, so a failure there leaves nothing behind either.
 */
export async function importCsv(ctx: Ctx, actor: Actor, space: string, text: string) {
  requireSupplierMember(actor, space);
  const { header: head, data } = readRecords(text);
  const issues: FieldIssue[] = [];
  const header = readHeader(head, issues);
  if (issues.length) throw refused(issues, 'csv.header_invalid');
  const rows = data.map((record) => readRow(record, header, issues));
  repeatedKeys(rows, issues);
  if (issues.length) throw refused(issues);
  return storeRows(ctx, actor, space, rows as Row[]);
}

/** A key on two rows (lines or sheets) is refused on the later one. */
export function repeatedKeys(rows: (Row | null)[], issues: FieldIssue[]) {
  rows.forEach((row, i) => {
    if (row?.key && rows.findIndex((other) => other?.key === row.key) !== i)
      issues.push(
        cellIssue(row.line, 'key', { rule: 'unique', message: 'repeats a key of an earlier line' }),
      );
  });
}

/**
 * Writes checked rows in one transaction: a new draft for a row without key, the supplier's edit for a changed
 * one. A key of another space or a locked tariff refuses all (`refuse` shapes the error; the workbook import
 * names sheets instead of lines).
 */
export function storeRows(
  ctx: Ctx,
  actor: Actor,
  space: string,
  rows: Row[],
  refuse: (issues: FieldIssue[]) => AppError = (issues) => refused(issues),
) {
  const issues: FieldIssue[] = [];
  return ctx.database.db.transaction(async (tx) => {
    const targets = [];
    for (const row of rows) {
      const found = row.key ? await findTariff(tx, row.key, true) : undefined;
      if (row.key && (!found || found.row.spaceKey !== space)) {
        issues.push(
          cellIssue(row.line, 'key', { rule: 'unknown_key', message: 'is not a tariff of this space' }),
        );
        continue;
      }
      // Rows an export wrote for tariffs under review or archived import as unchanged; only a change is refused.
      const working = found ? (found.revision?.doc ?? found.row.doc) : null;
      // The CSV has no column for the booking terms (docs/product-decisions.md §16): a row keeps the tariff's own.
      const doc = working?.booking && !row.doc.booking ? { ...row.doc, booking: working.booking } : row.doc;
      const changed = !working || diffDocs(working, doc).length > 0 || found?.row.state === 'returned';
      const status = found && { state: found.row.state, revision: found.revision?.state ?? null };
      if (found && status && changed && editMode(status) === 'locked')
        issues.push(
          cellIssue(row.line, 'key', {
            rule: 'locked',
            message: `is ${found.row.state} and cannot change now`,
            params: { state: found.row.state },
          }),
        );
      targets.push({ row: { ...row, doc }, found, changed });
    }
    if (issues.length) throw refuse(issues);
    const items: { line: number; key: string; action: 'created' | 'updated' | 'unchanged' }[] = [];
    for (const { row, found, changed } of targets) {
      if (!found) {
        const created = await createIn(tx, actor, space, row.doc);
        items.push({ line: row.line, key: created.row.key, action: 'created' });
      } else if (!changed) {
        items.push({ line: row.line, key: row.key, action: 'unchanged' });
      } else {
        await editIn(tx, actor, found, () => row.doc, `lines.${row.line}`);
        items.push({ line: row.line, key: row.key, action: 'updated' });
      }
    }
    const count = (action: string) => items.filter((item) => item.action === action).length;
    return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), items };
  });
}
