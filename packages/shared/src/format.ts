/**
 * docs/product.md §5 number helper: thousands separators appear only when the integer part has five or more digits, so
 * 1234 stays "1234" while 12345 becomes "12,345" (the convention of the sheets the trade already uses).
 */
export function formatNumber(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  const grouped = integer.length >= 5 ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : integer;
  return `${sign}${grouped}${fraction}`;
}

// Building an Intl.NumberFormat costs far more than reading it, and a currency's minor unit never changes: a page
// of search cards asked it per price, a visible share of the first screen's main thread. The
// yen, the trade's currency, is known without asking: the first currency format loads the browser's currency data,
// about 6 ms of the first screen on this machine before Lighthouse's fourfold slowdown.
const digitsByCurrency = new Map<string, number>([['JPY', 0]]);

/** Decimal places of a currency's minor unit as Intl knows them (JPY 0, USD 2, BHD 3; 0 for an unknown code). */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 0;
    } catch {
      digits = 0;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Below this a numeric timestamp is taken as seconds: 1e12 ms is 2001-09-09, 1e12 s is 33 658 AD. */
export const SECONDS_THRESHOLD = 1e12;

/** docs/product.md §5 date helper: numbers below ~1e12 are Unix seconds and are scaled to milliseconds. */
export function toDate(value: number | string | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value < SECONDS_THRESHOLD ? value * 1000 : value);
  const trimmed = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return toDate(Number(trimmed));
  return new Date(trimmed);
}

/** A calendar date (YYYY-MM-DD) in the given IANA time zone, Japan by default since tariffs are sold there. */
export function formatDate(value: number | string | Date, timeZone = 'Asia/Tokyo'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  // Japan has kept UTC+9 without daylight saving since 1951: the day is plain arithmetic, several times cheaper
  // than Intl (the server asks for today in Japan on every signed-in tariff read).
  const year = date.getUTCFullYear();
  if (timeZone === 'Asia/Tokyo' && year > 1951 && year < 10_000) return japanDay(date.getTime());
  return dayFormatter(timeZone).format(date);
}

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
// The last day asked for, kept: mostly it is today, asked again on every request.
let lastDay = { number: Number.NaN, text: '' };
function japanDay(time: number): string {
  const number = Math.floor((time + JAPAN_OFFSET_MS) / DAY_MS);
  if (number !== lastDay.number)
    lastDay = { number, text: new Date(number * DAY_MS).toISOString().slice(0, 10) };
  return lastDay.text;
}

// One formatter per zone, kept: building an Intl.DateTimeFormat costs a tenth of a millisecond or more.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The Japanese eras (元号) from Meiji on: the first day each is used here (Meiji from 1873, when Japan took the
 * Gregorian calendar) and the year it counts as its first (元年). docs/product-decisions.md §13: documents may show the era date beside the
 * Western one.
 */
const ERAS = [
  { name: '令和', from: '2019-05-01', first: 2019 },
  { name: '平成', from: '1989-01-08', first: 1989 },
  { name: '昭和', from: '1926-12-25', first: 1926 },
  { name: '大正', from: '1912-07-30', first: 1912 },
  { name: '明治', from: '1873-01-01', first: 1868 },
] as const;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) the Western way in Japanese: 2026年12月1日; '' when it is not one. */
export function westernDateJp(iso: string): string {
  const m = CALENDAR_DAY.exec(iso);
  return m ? `${Number(m[1])}年${Number(m[2])}月${Number(m[3])}日` : '';
}

/**
 * A calendar date in its era (和暦): 令和8年12月1日, the first year written 元年 (令和元年5月1日); '' before 1873 or
 * for text that is not a date.
 */
export function eraDate(iso: string): string {
  const m = CALENDAR_DAY.exec(iso);
  const era = m ? ERAS.find((e) => iso >= e.from) : undefined;
  if (!m || !era) return '';
  const year = Number(m[1]) - era.first + 1;
  return `${era.name}${year === 1 ? '元' : year}年${Number(m[2])}月${Number(m[3])}日`;
}
