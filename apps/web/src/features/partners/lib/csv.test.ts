import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line in CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(['name'], [['京都, 花子'], ['say "hi"'], ['two\nlines']]);
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['"京都, 花子"', '"say ""hi"""', '"two\nlines"']);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = toCsv(['name'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@sum']]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2", "'@sum"]);
  });

  it('keeps numbers as they are, negative ones too', () => {
    expect(toCsv(['n'], [[-5]])).toBe('\uFEFFn\r\n-5\r\n');
  });
});
