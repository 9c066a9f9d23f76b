import type ExcelJS from 'exceljs';
import type { Actor } from '../../../../actor.ts';
import { AppError, type FieldIssue } from '../../../../errors.ts';
import { type Ctx, requireSupplierMember } from '../caller.ts';
import { repeatedKeys, storeRows } from '../csv/import.ts';
import { type Row, readHeader, readRow } from '../csv/read-rows.ts';
import { cellText } from './cell-text.ts';
import { type CellPlace, FIELD, INDEX, MAX_SHEETS, VALUE } from './layout.ts';
import { loadExcel } from './load-excel.ts';
import { placeIssue, refusedWorkbook } from './refusal.ts';

/** A tariff's sheet as the CSV would have it: the field names (header) and their values; `rows` maps a field to its row. */
type TariffSheet = {
  name: string;
  line: number;
  names: string[];
  values: string[];
  rows: Map<string, number>;
};

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const { Workbook } = await loadExcel();
  const book = new Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('xlsx.unreadable', 'Workbook not imported: the file is not an .xlsx workbook');
  }
  return book;
}

/** The sheets the index names, each read as the CSV's header and one data record. */
function readSheets(book: ExcelJS.Workbook, issues: FieldIssue[]): TariffSheet[] {
  const place = (at: CellPlace, rule: string, message: string) =>
    issues.push(placeIssue(at, { rule, message, params: {} }));
  const index = book.getWorksheet(INDEX);
  if (!index) {
    place({ sheet: INDEX, row: 1, column: 'A' }, 'required', 'the workbook has no index sheet');
    return [];
  }
  const sheets: TariffSheet[] = [];
  for (let r = 2; r <= index.rowCount; r++) {
    const name = cellText(index.getCell(r, 1).value).text.trim();
    if (name === '') continue;
    if (sheets.length >= MAX_SHEETS) {
      place({ sheet: INDEX, row: r, column: 'A' }, 'max_rows', `at most ${MAX_SHEETS} tariffs`);
      break;
    }
    const sheet = book.getWorksheet(name);
    if (!sheet || name === INDEX) {
      place({ sheet: INDEX, row: r, column: 'A' }, 'unknown_sheet', `names no sheet "${name}"`);
      continue;
    }
    const head = [cellText(sheet.getCell(1, 1).value).text, cellText(sheet.getCell(1, 2).value).text];
    if (head[0]?.trim() !== FIELD || head[1]?.trim() !== VALUE) {
      place({ sheet: name, row: 1, column: 'A' }, 'header', `row 1 must read "${FIELD}", "${VALUE}"`);
      continue;
    }
    const names: string[] = [];
    const cells: string[] = [];
    const rows = new Map<string, number>();
    for (let row = 2; row <= sheet.rowCount; row++) {
      const field = cellText(sheet.getCell(row, 1).value);
      const value = cellText(sheet.getCell(row, 2).value);
      if (field.problem) place({ sheet: name, row, column: 'A' }, 'xlsx_cell', field.problem);
      if (value.problem) place({ sheet: name, row, column: 'B' }, 'xlsx_cell', value.problem);
      if (field.text.trim() === '' && value.text.trim() === '') continue;
      rows.set(field.text.trim().toLowerCase(), row);
      names.push(field.text);
      cells.push(value.text);
    }
    // The "line" of a sheet is its place in the index (+ 2, as a CSV's first data line), for storeRows' issues.
    sheets.push({ name, line: sheets.length + 2, names, values: cells, rows });
  }
  return sheets;
}

/**
 * `POST /api/v1/Tariff/xlsx`: imports a workbook all or nothing, exactly as the CSV import (csv/import.ts) —
 * each sheet is a CSV row — and refuses with every problem named by sheet, row and column.
 */
export async function importXlsx(ctx: Ctx, actor: Actor, space: string, base64: string) {
  requireSupplierMember(actor, space);
  const book = await load(Buffer.from(base64, 'base64'));
  const issues: FieldIssue[] = [];
  const sheets = readSheets(book, issues);
  if (issues.length) throw refusedWorkbook(issues);
  if (sheets.length === 0)
    throw refusedWorkbook([
      placeIssue(
        { sheet: INDEX, row: 2, column: 'A' },
        { rule: 'required', message: 'lists no tariff', params: {} },
      ),
    ]);
  const byLine = new Map(sheets.map((sheet) => [sheet.line, sheet]));
  // A CSV issue names (line, column name); the workbook names the sheet, the field's row and column B.
  const translate = (found: FieldIssue[]) =>
    found.map((issue) => {
      const sheet = byLine.get(Number(issue.params?.row)) ?? sheets[0];
      const field = String(issue.params?.column ?? '');
      const row = sheet?.rows.get(field.toLowerCase()) ?? 1;
      // A field name the workbook does not know (or repeats) is in A; a refused value in B.
      const header = issue.rule === 'unknown_column' || issue.rule === 'duplicate_column';
      const column = issue.params?.column === undefined || header ? 'A' : 'B';
      return placeIssue({ sheet: sheet?.name ?? INDEX, row, column, field }, issue);
    });
  const rows: (Row | null)[] = sheets.map((sheet) => {
    const found: FieldIssue[] = [];
    const header = readHeader({ line: 1, cells: sheet.names }, found);
    const row = found.length ? null : readRow({ line: sheet.line, cells: sheet.values }, header, found);
    // Header issues come as line 1: they belong to this sheet too.
    issues.push(...translate(found.map((f) => ({ ...f, params: { ...f.params, row: sheet.line } }))));
    return row;
  });
  const repeated: FieldIssue[] = [];
  repeatedKeys(rows, repeated);
  issues.push(...translate(repeated));
  if (issues.length) throw refusedWorkbook(issues);
  return storeRows(ctx, actor, space, rows as Row[], (found) => refusedWorkbook(translate(found)));
}
