import type { LodgingTaxCity } from './tariffs-dimension-values.ts';

/*
 * 宿泊税 tables by city (docs/product-decisions.md §12): yen per person per night, by the per-person price of the
 * night. Each table has the first night it applies to; a city's new table is one more line here, and a quote
 * uses the table in force on each night. `source` is the taxing authority's own page for the tax (the metropolis,
 * the prefecture or the city that collects it); §12 says how the tiers were checked against it.
 *
 * The basis each city taxes is its 宿泊料金 per person per night: the room-only price with its service charge,
 * without consumption tax (Tokyo, Osaka, Kyoto and Fukuoka alike; meals are outside it by each ordinance). A rate
 * sheet here does not split meals from the room, so the whole rate (with its サービス料) is the basis; see §12.
 */

/** One table: from `from` (a night, YYYY-MM-DD) on, the tax is the amount of the highest tier whose min ≤ basis. */
export type LodgingTaxTable = {
  city: LodgingTaxCity;
  from: string;
  source: string;
  tiers: { min: number; amount: number }[];
};

export const LODGING_TAX_TABLES: LodgingTaxTable[] = [
  {
    // 東京都宿泊税 (since 2002-10-01): 素泊まり ¥10,000–14,999 → ¥100, ≥ ¥15,000 → ¥200. The metropolis has
    // proposed a 3 % rate (2025-11 draft); not in force, so not here.
    city: 'tokyo',
    from: '2002-10-01',
    source: 'https://www.tax.metro.tokyo.lg.jp/kazei/work/shukuhaku',
    tiers: [
      { min: 0, amount: 0 },
      { min: 10_000, amount: 100 },
      { min: 15_000, amount: 200 },
    ],
  },
  {
    // 大阪府宿泊税 from 2019-06-01 (exempt below ¥7,000; the 2017-01-01 table exempted below ¥10,000) to 2025-08-31.
    city: 'osaka',
    from: '2019-06-01',
    source: 'https://www.pref.osaka.lg.jp/o070080/zei/alacarte/shukuhakuzei.html',
    tiers: [
      { min: 0, amount: 0 },
      { min: 7_000, amount: 100 },
      { min: 15_000, amount: 200 },
      { min: 20_000, amount: 300 },
    ],
  },
  {
    // 大阪府宿泊税条例の一部改正, nights from 2025-09-01.
    city: 'osaka',
    from: '2025-09-01',
    source: 'https://www.pref.osaka.lg.jp/o070080/zei/alacarte/shukuhakuzei.html',
    tiers: [
      { min: 0, amount: 0 },
      { min: 5_000, amount: 200 },
      { min: 15_000, amount: 400 },
      { min: 20_000, amount: 500 },
    ],
  },
  {
    // 京都市宿泊税 as introduced 2018-10-01.
    city: 'kyoto',
    from: '2018-10-01',
    source: 'https://www.city.kyoto.lg.jp/gyozai/page/0000236942.html',
    tiers: [
      { min: 0, amount: 200 },
      { min: 20_000, amount: 500 },
      { min: 50_000, amount: 1_000 },
    ],
  },
  {
    // 京都市宿泊税 as amended (総務大臣同意 2025-10-03), nights from 2026-03-01.
    city: 'kyoto',
    from: '2026-03-01',
    source: 'https://www.city.kyoto.lg.jp/gyozai/page/0000236942.html',
    tiers: [
      { min: 0, amount: 200 },
      { min: 6_000, amount: 400 },
      { min: 20_000, amount: 1_000 },
      { min: 50_000, amount: 4_000 },
      { min: 100_000, amount: 10_000 },
    ],
  },
  {
    // 福岡市 collects its own and the prefecture's share (県 ¥50 + 市 ¥150 or ¥450), since 2020-04-01.
    city: 'fukuoka',
    from: '2020-04-01',
    source: 'https://www.city.fukuoka.lg.jp/zaisei/zeisei/life/shukuhakuzei.html',
    tiers: [
      { min: 0, amount: 200 },
      { min: 20_000, amount: 500 },
    ],
  },
];

/** The table of `city` in force on the night of `date`, or undefined before its first one. */
export function lodgingTaxTable(city: LodgingTaxCity, date: string): LodgingTaxTable | undefined {
  let found: LodgingTaxTable | undefined;
  for (const table of LODGING_TAX_TABLES)
    if (table.city === city && table.from <= date && (!found || found.from < table.from)) found = table;
  return found;
}

/**
 * 宿泊税 for one person's night in `city` on `date`, given that person's price for it (`basis`, consumption tax
 * excluded). A guest who pays nothing for the night (a baby staying free) pays no 宿泊料金 and owes none.
 */
export function lodgingTax(city: LodgingTaxCity, date: string, basis: number): number {
  if (basis <= 0) return 0;
  const table = lodgingTaxTable(city, date);
  if (!table) return 0;
  let amount = 0;
  for (const tier of table.tiers) if (tier.min <= basis) amount = tier.amount;
  return amount;
}
