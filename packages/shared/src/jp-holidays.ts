/*
 * Japan's national holidays (国民の祝日, 振替休日 and 国民の休日) for 2024–2035, as a compact generated table: the
 * day type of a night depends on them (docs/product-decisions.md §12), on the server and on the web alike.
 *
 * Source: 国民の祝日に関する法律 (the dates and Happy Monday rules, 振替休日 in art. 3-2, 国民の休日 in art. 3-3) and
 * the Cabinet Office's list (内閣府「国民の祝日について」, https://www8.cao.go.jp/chosei/shukujitsu/gaiyou.html).
 * 春分の日 and 秋分の日 are fixed by the Cabinet Office each February for the following year (官報, from the
 * National Astronomical Observatory's 暦要項); years not yet announced carry the astronomical forecast (2028 and
 * later when this table was generated), so a later announcement is a one-line change here. The table was
 * generated from those rules and is checked against them and against the published list in jp-calendar.test.ts.
 *
 * Each year is "MMDD" + a letter naming the holiday (HOLIDAY_NAMES, a = 元日 …).
 */

export const HOLIDAY_NAMES = [
  { jp: '元日', en: "New Year's Day" },
  { jp: '成人の日', en: 'Coming of Age Day' },
  { jp: '建国記念の日', en: 'National Foundation Day' },
  { jp: '天皇誕生日', en: "The Emperor's Birthday" },
  { jp: '春分の日', en: 'Vernal Equinox Day' },
  { jp: '昭和の日', en: 'Showa Day' },
  { jp: '憲法記念日', en: 'Constitution Memorial Day' },
  { jp: 'みどりの日', en: 'Greenery Day' },
  { jp: 'こどもの日', en: "Children's Day" },
  { jp: '海の日', en: 'Marine Day' },
  { jp: '山の日', en: 'Mountain Day' },
  { jp: '敬老の日', en: 'Respect for the Aged Day' },
  { jp: '秋分の日', en: 'Autumnal Equinox Day' },
  { jp: 'スポーツの日', en: 'Sports Day' },
  { jp: '文化の日', en: 'Culture Day' },
  { jp: '勤労感謝の日', en: 'Labor Thanksgiving Day' },
  { jp: '振替休日', en: 'Substitute holiday' },
  { jp: '国民の休日', en: "Citizens' holiday" },
] as const;

/** The first and last year the table covers; outside them only Sundays and marked days make a 休前日. */
export const HOLIDAY_YEARS = { from: 2024, to: 2035 } as const;

const TABLE: Record<number, string> = {
  2024: '0101a 0108b 0211c 0212q 0223d 0320e 0429f 0503g 0504h 0505i 0506q 0715j 0811k 0812q 0916l 0922m 0923q 1014n 1103o 1104q 1123p',
  2025: '0101a 0113b 0211c 0223d 0224q 0320e 0429f 0503g 0504h 0505i 0506q 0721j 0811k 0915l 0923m 1013n 1103o 1123p 1124q',
  2026: '0101a 0112b 0211c 0223d 0320e 0429f 0503g 0504h 0505i 0506q 0720j 0811k 0921l 0922r 0923m 1012n 1103o 1123p',
  2027: '0101a 0111b 0211c 0223d 0321e 0322q 0429f 0503g 0504h 0505i 0719j 0811k 0920l 0923m 1011n 1103o 1123p',
  2028: '0101a 0110b 0211c 0223d 0320e 0429f 0503g 0504h 0505i 0717j 0811k 0918l 0922m 1009n 1103o 1123p',
  2029: '0101a 0108b 0211c 0212q 0223d 0320e 0429f 0430q 0503g 0504h 0505i 0716j 0811k 0917l 0923m 0924q 1008n 1103o 1123p',
  2030: '0101a 0114b 0211c 0223d 0320e 0429f 0503g 0504h 0505i 0506q 0715j 0811k 0812q 0916l 0923m 1014n 1103o 1104q 1123p',
  2031: '0101a 0113b 0211c 0223d 0224q 0321e 0429f 0503g 0504h 0505i 0506q 0721j 0811k 0915l 0923m 1013n 1103o 1123p 1124q',
  2032: '0101a 0112b 0211c 0223d 0320e 0429f 0503g 0504h 0505i 0719j 0811k 0920l 0921r 0922m 1011n 1103o 1123p',
  2033: '0101a 0110b 0211c 0223d 0320e 0321q 0429f 0503g 0504h 0505i 0718j 0811k 0919l 0923m 1010n 1103o 1123p',
  2034: '0101a 0102q 0109b 0211c 0223d 0320e 0429f 0503g 0504h 0505i 0717j 0811k 0918l 0923m 1009n 1103o 1123p',
  2035: '0101a 0108b 0211c 0212q 0223d 0321e 0429f 0430q 0503g 0504h 0505i 0716j 0811k 0917l 0923m 0924q 1008n 1103o 1123p',
};

let parsed: Map<string, (typeof HOLIDAY_NAMES)[number]> | null = null;

function holidays() {
  if (parsed) return parsed;
  parsed = new Map();
  for (const [year, days] of Object.entries(TABLE))
    for (const day of days.split(' ')) {
      const name = HOLIDAY_NAMES[day.charCodeAt(4) - 97];
      if (name) parsed.set(`${year}-${day.slice(0, 2)}-${day.slice(2, 4)}`, name);
    }
  return parsed;
}

/** The national holiday on `date` (YYYY-MM-DD), or null. */
export function holidayName(date: string): { jp: string; en: string } | null {
  return holidays().get(date) ?? null;
}

/** Every national holiday of `year`, in date order (empty outside HOLIDAY_YEARS). */
export function holidaysOf(year: number): string[] {
  return [...holidays().keys()].filter((date) => date.startsWith(`${year}-`));
}
