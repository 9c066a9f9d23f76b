import type ExcelJS from 'exceljs';

/**
 * ExcelJS (with the zip and stream packages under it) is loaded on the first workbook, not at start: it is the
 * largest library of the server and most processes never read or write a workbook (docs/performance.md "Memory").
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
