import { type TariffDoc, tariffDoc } from '@tourtariff/shared';
import { isStorageHash } from '../../../../core/storage/index.ts';
import type { FieldIssue } from '../../../../errors.ts';
import { fieldIssues } from '../../../../kit/index.ts';
import { assemble } from './bilingual-lists.ts';
import { CellFormatError, type Column, columns, readOnlyColumns } from './columns.ts';
import { type CsvRecord, uncell } from './parse.ts';

export type Row = { line: number; key: string; doc: TariffDoc };

/**
 * A refused cell: the field names the line and column (`lines.3.rates`), and the params say the same for the
 * reader's language, with the document path inside the cell when there is one (`rates.0.adult`).
 */
export function cellIssue(
  line: number,
  column: string | undefined,
  issue: Omit<FieldIssue, 'field'>,
): FieldIssue {
  return {
    ...issue,
    field: column ? `lines.${line}.${column}` : `lines.${line}`,
    params: { ...issue.params, row: line, ...(column ? { column } : {}) },
  };
}

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

/**
 * The column an issue belongs to, among those the file has: a season's name in a language is its name column
 * (or, in an older file, `seasons`), a tag likewise; otherwise the column whose document path is the longest
 * prefix of the issue's path.
 */
function columnOf(path: string[], present: Set<string>): string {
  const pick = (...names: string[]) => names.find((name) => present.has(name)) ?? (names[0] as string);
  const [head, , leaf, lang] = path;
  if (head === 'seasons' && leaf === 'name')
    return lang === 'en' ? pick('season_name_en', 'seasons') : pick('season_name_jp', 'seasons');
  if (head === 'seasons') return 'seasons';
  if (head === 'special_days' && leaf === 'name')
    return lang === 'en' ? 'special_day_name_en' : 'special_day_name_jp';
  if (head === 'special_days') return 'special_days';
  if (head === 'tags') return leaf === 'en' ? pick('tags_en', 'tags') : pick('tags_jp', 'tags');
  const fit = columns
    .filter((c) => c.path.length && c.path.every((part, i) => path[i] === part))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return fit?.name ?? String(path[0] ?? 'row');
}

export function readHeader(record: CsvRecord, issues: FieldIssue[]): (Column | null)[] {
  const byName = new Map(columns.map((c) => [c.name, c]));
  return record.cells.map((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (record.cells.findIndex((other) => other.trim().toLowerCase() === name) !== i)
      issues.push(cellIssue(1, name, { rule: 'duplicate_column', message: 'appears twice in the header' }));
    if (readOnlyColumns.includes(name)) return null;
    const column = byName.get(name);
    if (!column)
      issues.push(cellIssue(1, name || `#${i + 1}`, { rule: 'unknown_column', message: 'is not a column' }));
    return column ?? null;
  });
}

/** One data row as a tariff, or its issues (each named by line and column). */
export function readRow(record: CsvRecord, header: (Column | null)[], issues: FieldIssue[]): Row | null {
  const { line } = record;
  if (record.cells.length !== header.length) {
    issues.push(
      cellIssue(line, undefined, {
        rule: 'column_count',
        message: `has ${record.cells.length} cells, the header ${header.length}`,
        params: { cells: record.cells.length, columns: header.length },
      }),
    );
    return null;
  }
  const raw: Record<string, unknown> = {};
  let key = '';
  const before = issues.length;
  header.forEach((column, i) => {
    const cell = uncell(record.cells[i] ?? '');
    if (!column || cell.trim() === '') return;
    if (column.name === 'key') key = cell.trim();
    else if (column.read) {
      try {
        setPath(raw, column.path, column.read(cell));
      } catch (error) {
        if (!(error instanceof CellFormatError)) throw error;
        issues.push(cellIssue(line, column.name, { rule: 'csv_format', message: error.message }));
      }
    }
  });
  const { value, problems } = assemble(raw);
  for (const problem of problems)
    issues.push(cellIssue(line, problem.column, { rule: 'csv_format', message: problem.message }));
  if (issues.length > before) return null;
  const present = new Set(header.flatMap((column) => (column ? [column.name] : [])));
  const parsed = tariffDoc.safeParse(value);
  if (!parsed.success) {
    for (const issue of fieldIssues(parsed.error.issues, '')) {
      const column = columnOf(issue.field.split('.'), present);
      issues.push(
        cellIssue(line, column, {
          ...issue,
          message: `${issue.field}: ${issue.message}`,
          params: { ...issue.params, path: issue.field },
        }),
      );
    }
    return null;
  }
  parsed.data.images.forEach((hash, i) => {
    if (!isStorageHash(hash))
      issues.push(
        cellIssue(line, 'images', {
          rule: 'storage_hash',
          message: `images.${i}: is not a storage hash`,
          params: { path: `images.${i}` },
        }),
      );
  });
  return { line, key, doc: parsed.data };
}
