import type { ApiError, ApiFieldIssue } from '../../../lib/api/api-error';

/**
 * One failing cell of an import: the file's line (1 = header), the column (null: the whole line), and the
 * issue the server named, worded in the reader's language where it is shown (CsvErrorsTable).
 */
export type CsvProblem = { line: number | null; column: string | null; issue: ApiFieldIssue; code: string };

/** The rule vocabularies of an import: the CSV's own, then the tariff contract's its cells are checked by. */
export const CSV_RULES = ['csv', 'tariff'] as const;

/**
 * The server names import problems `lines.{line}.{column}` (csv/import.ts), or says so in the issue's params
 * (`{line, column}`); anything else is kept whole, its field shown as the column.
 */
export function csvProblems(error: Pick<ApiError, 'code' | 'fields'>): CsvProblem[] {
  return (error.fields ?? [])
    .map((issue): CsvProblem => {
      const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(issue.field);
      const line =
        typeof issue.params?.line === 'number' ? issue.params.line : match ? Number(match[1]) : null;
      const column =
        typeof issue.params?.column === 'string'
          ? issue.params.column
          : match
            ? (match[2] ?? null)
            : issue.field;
      return { line, column: column || null, issue, code: error.code };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
