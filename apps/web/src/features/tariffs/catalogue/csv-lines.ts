import type { ApiFieldIssue } from '../../../lib/api/api-error';

/** One failing cell of an import: the file's line (1 = header), the column (null: the whole line), why. */
export type CsvProblem = { line: number | null; column: string | null; message: string };

/** The server names import problems `lines.{line}.{column}` (csv/import.ts); anything else is kept whole. */
export function csvProblems(fields: readonly ApiFieldIssue[]): CsvProblem[] {
  return fields
    .map((issue) => {
      const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(issue.field);
      if (!match) return { line: null, column: issue.field || null, message: issue.message };
      return { line: Number(match[1]), column: match[2] ?? null, message: issue.message };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
