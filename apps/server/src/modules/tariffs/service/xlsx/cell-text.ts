import type ExcelJS from 'exceljs';
import { restoreCell } from '../csv/formula.ts';

/**
 * A cell as the text its CSV cell would be. Numbers and booleans as written, a date as YYYY-MM-DD (Excel turns
 * typed dates into dates), rich text joined; a formula or an error value is refused rather than evaluated
 * (docs/product-decisions.md §13). The apostrophe export put before a formula-like text comes off again.
 */
export function cellText(value: ExcelJS.CellValue): { text: string; problem?: string } {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: restoreCell(value) };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if ('formula' in value || 'sharedFormula' in value)
    return { text: '', problem: 'is a formula; enter the value itself' };
  if ('error' in value) return { text: '', problem: `is an error value (${String(value.error)})` };
  if ('richText' in value) return { text: restoreCell(value.richText.map((part) => part.text).join('')) };
  if ('text' in value) return { text: restoreCell(String(value.text)) };
  return { text: '', problem: 'is not a value' };
}
