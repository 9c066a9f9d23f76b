import { describe, expect, it } from 'vitest';
import { LODGING_TAX_TABLES, lodgingTax, lodgingTaxTable } from './lodging-tax.ts';

/* The 宿泊税 tables' provenance and the older tiers (docs/product-decisions.md §12); boundaries of the tables in
 * force are in tariffs-stay.test.ts. */
describe('宿泊税 tables', () => {
  // Each city's own page for the tax: the metropolis, the prefecture or the city that levies it.
  it.each([
    ['tokyo', 'https://www.tax.metro.tokyo.lg.jp/kazei/work/shukuhaku'],
    ['osaka', 'https://www.pref.osaka.lg.jp/o070080/zei/alacarte/shukuhakuzei.html'],
    ['kyoto', 'https://www.city.kyoto.lg.jp/gyozai/page/0000236942.html'],
    ['fukuoka', 'https://www.city.fukuoka.lg.jp/zaisei/zeisei/life/shukuhakuzei.html'],
  ] as const)('%s: every table cites %s', (city, page) => {
    const tables = LODGING_TAX_TABLES.filter((table) => table.city === city);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table.source).toBe(page);
  });

  it('cites only government pages (lg.jp), tiers ascending from ¥0, one table per first night', () => {
    for (const table of LODGING_TAX_TABLES) {
      expect(table.source).toMatch(/^https:\/\/[a-z.]+\.lg\.jp\//);
      expect(table.tiers[0]?.min).toBe(0);
      const mins = table.tiers.map((tier) => tier.min);
      expect(mins).toEqual([...mins].sort((a, b) => a - b));
      expect(new Set(mins).size).toBe(mins.length);
    }
    const starts = LODGING_TAX_TABLES.map((table) => `${table.city}|${table.from}`);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it.each([
    ['osaka', '2019-05-31', 20_000, 0, 'before the first table here'],
    ['osaka', '2019-06-01', 14_999, 100, '2019 table'],
    ['osaka', '2019-06-01', 15_000, 200, '2019 table'],
    ['osaka', '2025-08-31', 19_999, 200, 'last night of the 2019 table'],
    ['osaka', '2025-08-31', 20_000, 300, 'last night of the 2019 table'],
    ['kyoto', '2018-09-30', 20_000, 0, 'before the tax'],
    ['kyoto', '2018-10-01', 20_000, 500, '2018 table'],
    ['kyoto', '2026-02-28', 49_999, 500, 'last night of the 2018 table'],
    ['tokyo', '2002-09-30', 15_000, 0, 'before the tax'],
    ['fukuoka', '2020-03-31', 20_000, 0, 'before the tax'],
  ] as const)('%s on %s, ¥%i → ¥%i (%s)', (city, date, basis, tax, _why) => {
    expect(lodgingTax(city, date, basis)).toBe(tax);
  });

  it('picks the table in force on the night: Kyoto’s amended one from 2026-03-01', () => {
    expect(lodgingTaxTable('kyoto', '2026-02-28')?.from).toBe('2018-10-01');
    expect(lodgingTaxTable('kyoto', '2026-03-01')?.from).toBe('2026-03-01');
    expect(lodgingTaxTable('osaka', '2025-09-01')?.from).toBe('2025-09-01');
  });
});
