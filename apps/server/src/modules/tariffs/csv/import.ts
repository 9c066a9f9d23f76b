import { diffDocs, editMode, type TariffDoc, tariffDoc } from '@tourtariff/shared';
import { isStorageHash } from '../../../core/storage/index.ts';
import type { FieldIssue } from '../../../errors.ts';
import { type Ctx, requireSupplierMember } from '../context.ts';
import { createIn, editIn } from '../edit.ts';
import { findTariff } from '../repository.ts';
import { fieldIssues, validationError } from '../validator.ts';
import { CellFormatError, type Column, columns, readOnlyColumns } from './columns.ts';
import { type CsvRecord, CsvSyntaxError, parseCsv, uncell } from './parse.ts';

const MAX_ROWS = 1000;
type Row = { line: number; key: string; doc: TariffDoc };

const at = (line: number, column?: string) => (column ? `lines.${line}.${column}` : `lines.${line}`);
const refused = (issues: FieldIssue[]) => validationError(issues, 'request.unprocessable');

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  const last = path.at(-1);
  if (!last) return;
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
}

/** The column an issue belongs to: the one whose document path is the longest prefix of the issue's path. */
function columnOf(path: readonly PropertyKey[]): string {
  const fit = columns
    .filter((c) => c.path.length && c.path.every((part, i) => String(path[i]) === part))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return fit?.name ?? String(path[0] ?? 'row');
}

function readHeader(record: CsvRecord, issues: FieldIssue[]): (Column | null)[] {
  const byName = new Map(columns.map((c) => [c.name, c]));
  return record.cells.map((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (record.cells.findIndex((other) => other.trim().toLowerCase() === name) !== i)
      issues.push({ field: at(1, name), rule: 'duplicate_column', message: 'appears twice in the header' });
    if (readOnlyColumns.includes(name)) return null;
    const column = byName.get(name);
    if (!column)
      issues.push({ field: at(1, name || `#${i + 1}`), rule: 'unknown_column', message: 'is not a column' });
    return column ?? null;
  });
}

/** One data row as a tariff, or its issues (each named by line and column). */
function readRow(record: CsvRecord, header: (Column | null)[], issues: FieldIssue[]): Row | null {
  if (record.cells.length !== header.length) {
    issues.push({
      field: at(record.line),
      rule: 'column_count',
      message: `has ${record.cells.length} cells, the header ${header.length}`,
    });
    return null;
  }
  const raw: Record<string, unknown> = {};
  let key = '';
  let ok = true;
  header.forEach((column, i) => {
    const cell = uncell(record.cells[i] ?? '');
    if (!column || cell.trim() === '') return;
    if (column.name === 'key') key = cell.trim();
    else if (column.read) {
      try {
        setPath(raw, column.path, column.read(cell));
      } catch (error) {
        if (!(error instanceof CellFormatError)) throw error;
        issues.push({ field: at(record.line, column.name), rule: 'csv_format', message: error.message });
        ok = false;
      }
    }
  });
  if (!ok) return null;
  const parsed = tariffDoc.safeParse(raw);
  if (!parsed.success) {
    for (const issue of fieldIssues(parsed.error.issues, '')) {
      const path = issue.field.split('.');
      issues.push({
        ...issue,
        field: at(record.line, columnOf(path)),
        message: `${issue.field}: ${issue.message}`,
      });
    }
    return null;
  }
  parsed.data.images.forEach((hash, i) => {
    if (!isStorageHash(hash))
      issues.push({
        field: at(record.line, 'images'),
        rule: 'storage_hash',
        message: `images.${i}: is not a storage hash`,
      });
  });
  return { line: record.line, key, doc: parsed.data };
}

/**
 * Imports tariffs into `space` all or nothing (issue 6 item 3): every row is checked first, and any failure
 * answers 422 listing each failing line and column (`lines.3.rates`) with nothing written. The writes then
 * run in one transaction, so a failure there leaves nothing behind either.
 */
export async function importCsv(ctx: Ctx, space: string, text: string) {
  await requireSupplierMember(ctx, space);
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw refused([{ field: at(error.line), rule: 'csv_syntax', message: error.message }]);
  }
  const [head, ...data] = records;
  if (!head || data.length === 0)
    throw refused([{ field: at(1), rule: 'required', message: 'needs a header and at least one row' }]);
  if (data.length > MAX_ROWS)
    throw refused([{ field: at(MAX_ROWS + 2), rule: 'max_rows', message: `at most ${MAX_ROWS} rows` }]);
  const issues: FieldIssue[] = [];
  const header = readHeader(head, issues);
  if (issues.length) throw refused(issues);
  const rows = data.map((record) => readRow(record, header, issues));
  rows.forEach((row, i) => {
    if (row?.key && rows.findIndex((other) => other?.key === row.key) !== i)
      issues.push({
        field: at(row.line, 'key'),
        rule: 'unique',
        message: 'repeats a key of an earlier line',
      });
  });
  if (issues.length) throw refused(issues);

  return ctx.db.transaction(async (tx) => {
    const targets = [];
    for (const row of rows as Row[]) {
      const found = row.key ? await findTariff(tx, row.key, true) : undefined;
      if (row.key && (!found || found.row.spaceKey !== space)) {
        issues.push({
          field: at(row.line, 'key'),
          rule: 'unknown_key',
          message: 'is not a tariff of this space',
        });
        continue;
      }
      // Rows an export wrote for tariffs under review or archived import as unchanged; only a change is refused.
      const working = found ? (found.revision?.doc ?? found.row.doc) : null;
      const changed = !working || diffDocs(working, row.doc).length > 0 || found?.row.state === 'returned';
      if (
        found &&
        changed &&
        editMode({ state: found.row.state, revision: found.revision?.state ?? null }) === 'locked'
      )
        issues.push({
          field: at(row.line, 'key'),
          rule: 'locked',
          message: `is ${found.row.state} and cannot change now`,
        });
      targets.push({ row, found, changed });
    }
    if (issues.length) throw refused(issues);
    const items: { line: number; key: string; action: 'created' | 'updated' | 'unchanged' }[] = [];
    for (const { row, found, changed } of targets) {
      if (!found) {
        const created = await createIn(tx, ctx, space, row.doc);
        items.push({ line: row.line, key: created.row.key, action: 'created' });
      } else if (!changed) {
        items.push({ line: row.line, key: row.key, action: 'unchanged' });
      } else {
        await editIn(tx, ctx, found, () => row.doc, at(row.line));
        items.push({ line: row.line, key: row.key, action: 'updated' });
      }
    }
    const count = (action: string) => items.filter((item) => item.action === action).length;
    return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), items };
  });
}
