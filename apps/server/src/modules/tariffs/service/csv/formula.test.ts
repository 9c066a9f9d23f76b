import { describe, expect, it } from 'vitest';
import { defuseCell, restoreCell } from './formula.ts';
import { csvLine, parseCsv, uncell } from './parse.ts';

const dangerous = [
  '=HYPERLINK("http://evil.example","x")',
  '+1+cmd|/C calc!A0',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  '＝１＋１',
  '＋１',
  '－１＋２',
  '＠SUM(A1)',
];

describe('CSV formula injection', () => {
  it.each(dangerous)('defuses %j with a leading apostrophe', (value) => {
    expect(defuseCell(value)).toBe(`'${value}`);
  });

  it.each(['plain', '京都 嵐山', '', ' =leading space', 'a=b', '100', "it's", "'quoted"])(
    'leaves %j as it is',
    (value) => {
      expect(defuseCell(value)).toBe(value);
    },
  );

  it('keeps a negative number a number: a spreadsheet reads it as data', () => {
    expect(defuseCell('-5')).toBe('-5');
    expect(defuseCell('-12.5')).toBe('-12.5');
    expect(defuseCell('-5-5')).toBe("'-5-5");
    expect(defuseCell('-1e3')).toBe("'-1e3");
  });

  it('reads back exactly what was written, apostrophes of the text included', () => {
    const values = [...dangerous, "'=already", "''+twice", "'", "'plain", '-5', 'x'];
    const [record] = parseCsv(csvLine(values));
    expect(record?.cells.map(uncell)).toEqual(values);
    for (const value of values) expect(restoreCell(defuseCell(value))).toBe(value);
  });

  it('writes no cell a spreadsheet would start as a formula', () => {
    const [record] = parseCsv(csvLine(dangerous));
    for (const cell of record?.cells ?? []) expect(cell).toMatch(/^'/);
  });
});
