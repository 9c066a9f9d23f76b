import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvCell, csvLine, parseCsv, uncell } from './parse.ts';

describe('CSV (RFC 4180)', () => {
  it('reads quotes, doubled quotes, embedded line breaks, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', ''] },
    ]);
  });

  it('reports an unterminated quote with the line it started on', () => {
    expect(() => parseCsv('a\n"open\nmore')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\nb\n"open');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
  });

  it('writes cells that read back the same, defusing formulas', () => {
    const values = ['plain', 'a,b', 'quote "q"', 'line\nbreak', '=SUM(A1)', '-1', '京都'];
    const [record] = parseCsv(csvLine(values));
    expect(record?.cells.map(uncell)).toEqual(values);
    expect(csvCell('=1+1')).toBe("'=1+1");
  });
});
