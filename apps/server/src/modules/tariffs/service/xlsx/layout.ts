/*
 * The tariff workbook (docs/product-decisions.md §13): a sheet `index` listing one row per tariff (the sheet
 * holding it, its key and titles, and its state for the reader), then one sheet per tariff, `T1`, `T2` …, with
 * a header row `field | value` and one row per CSV column (csv/columns.ts): the column's name in A, its cell in
 * B, written the same way as in the CSV. Import reads the sheets the index names, in its order.
 */
export const INDEX = 'index';
export const INDEX_COLUMNS = ['sheet', 'key', 'title_jp', 'title_en', 'state', 'version', 'pending'] as const;
export const FIELD = 'field';
export const VALUE = 'value';
export const MAX_SHEETS = 1000;

export const sheetName = (i: number) => `T${i + 1}`;

/** Where a refused cell is: sheet, 1-based row and column letter, and the field the row holds. */
export type CellPlace = { sheet: string; row: number; column: 'A' | 'B'; field?: string };
