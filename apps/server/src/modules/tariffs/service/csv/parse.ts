import { defuseCell, restoreCell } from './formula.ts';

/** A CSV record with the line it starts on (1-based, counting the header), for error messages. */
export type CsvRecord = { line: number; cells: string[] };

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes (a quote inside doubled), records ended by
 * CRLF or LF, line breaks allowed inside quoted fields. A leading UTF-8 BOM (Excel writes one) is dropped and
 * blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < input.length) {
    const char = input[i] as string;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
      i++;
      continue;
    }
    if (char === '"') {
      if (cell !== '') throw new CsvSyntaxError(line, 'a quote may only open a field');
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
    i++;
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'a quoted field is not closed');
  if (cell !== '' || cells.length) endRecord();
  return records;
}

const needsQuotes = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = defuseCell(value);
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const uncell = restoreCell;

export const csvLine = (cells: string[]) => cells.map(csvCell).join(',');
