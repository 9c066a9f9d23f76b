/**
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula,
 * and one starting with a tab or a carriage return can hide such a start; Japanese spreadsheet programs also
 * take the full-width `＝ ＋ － ＠`. Such a cell is written with a leading apostrophe, which spreadsheets show as
 * text and import takes off again.
 */
const TRIGGERS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';

// Text that already starts with apostrophes before a trigger gets one more, so reading it back removes exactly
// the one export added and a title such as `'=x` survives the round trip.
const needsGuard = new RegExp(`^'*[${TRIGGERS}]`);
const guarded = new RegExp(`^'+[${TRIGGERS}]`);

// A negative number is data to a spreadsheet, never a formula: it stays a number rather than turning to text.
const negativeNumber = /^-\d+(\.\d+)?$/;

export function defuseCell(value: string): string {
  return needsGuard.test(value) && !negativeNumber.test(value) ? `'${value}` : value;
}

export function restoreCell(cell: string): string {
  return guarded.test(cell) ? cell.slice(1) : cell;
}
