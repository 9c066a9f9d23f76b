import { AppError, type FieldIssue } from '../../../../errors.ts';
import type { CellPlace } from './layout.ts';

/** A refused cell of the workbook: `sheets.T2.12.B`, and the same in params for the reader's language. */
export function placeIssue(at: CellPlace, issue: Omit<FieldIssue, 'field'>): FieldIssue {
  const where = `${at.sheet}!${at.column}${at.row}${at.field ? ` (${at.field})` : ''}`;
  return {
    ...issue,
    field: `sheets.${at.sheet}.${at.row}.${at.column}`,
    message: `${where}: ${issue.message}`,
    params: {
      ...issue.params,
      sheet: at.sheet,
      row: at.row,
      column: at.column,
      ...(at.field ? { field: at.field } : {}),
    },
  };
}

/** Nothing imported: 422 `xlsx.cell_invalid` with the first problem's sheet, row and column in params. */
export function refusedWorkbook(issues: FieldIssue[]): AppError {
  const first = issues[0]?.params ?? {};
  const summary = issues
    .slice(0, 10)
    .map((issue) => issue.message)
    .join('; ');
  const more = issues.length > 10 ? ` (and ${issues.length - 10} more)` : '';
  const params = { sheet: first.sheet ?? '', row: first.row ?? 0, column: first.column ?? '' };
  return new AppError('xlsx.cell_invalid', `Workbook not imported: ${summary}${more}`, {
    fields: issues,
    params: params as Record<string, string | number>,
  });
}
