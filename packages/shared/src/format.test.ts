import { describe, expect, it } from 'vitest';
import { eraDate, formatDate, formatNumber, toDate, westernDateJp } from './format.ts';

describe('formatNumber (docs/product.md §5)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1234'],
    [9999, '9999'],
    [10000, '10,000'],
    [12345, '12,345'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-12345, '-12,345'],
    [-1234, '-1234'],
    [1234.5, '1234.5'],
    [12345.678, '12,345.678'],
    ['98765', '98,765'],
    ['1000', '1000'],
  ])('%s → %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it('leaves text that is not a plain number untouched', () => {
    expect(formatNumber('abc')).toBe('abc');
    expect(formatNumber('1e21')).toBe('1e21');
  });
});

describe('toDate (docs/product.md §5)', () => {
  it('treats numbers below 1e12 as seconds', () => {
    expect(toDate(1_700_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(0).getTime()).toBe(0);
  });

  it('treats numbers at or above 1e12 as milliseconds', () => {
    expect(toDate(1_700_000_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(1e12).getTime()).toBe(1e12);
  });

  it('reads numeric strings like numbers and ISO strings as dates', () => {
    expect(toDate('1700000000').toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate('2024-04-01T00:00:00Z').toISOString()).toBe('2024-04-01T00:00:00.000Z');
  });

  it('copies Date inputs instead of sharing them', () => {
    const original = new Date(0);
    const copy = toDate(original);
    expect(copy).not.toBe(original);
    expect(copy.getTime()).toBe(0);
  });
});

describe('formatDate', () => {
  it('formats the calendar date in Japan by default', () => {
    // 2023-11-14T22:13:20Z is already the 15th in Tokyo.
    expect(formatDate(1_700_000_000)).toBe('2023-11-15');
    expect(formatDate(1_700_000_000, 'UTC')).toBe('2023-11-14');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it("gives Japan's day by arithmetic exactly as the time zone database does, around every midnight", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' });
    const instants: Date[] = [new Date('1952-01-01T00:00:00Z'), new Date('2099-12-31T14:59:59.999Z')];
    // Either side of Tokyo's midnight (15:00 UTC) on days spread over a century, leap days included.
    for (let day = Date.UTC(1960, 0, 1); day < Date.UTC(2060, 0, 1); day += 37 * 86_400_000 + 3_600_000)
      for (const ms of [-1, 0, 1]) instants.push(new Date(day - (day % 86_400_000) + 15 * 3_600_000 + ms));
    instants.push(new Date('2028-02-28T15:00:00Z'), new Date('2028-02-29T14:59:59Z'));
    for (const at of instants) expect(formatDate(at), at.toISOString()).toBe(intl.format(at));
  });
});

// docs/product-decisions.md §13: 和暦 beside the Western year.
describe('eraDate', () => {
  it.each([
    ['2026-12-01', '令和8年12月1日'],
    ['2019-05-01', '令和元年5月1日'],
    ['2019-04-30', '平成31年4月30日'],
    ['2019-12-31', '令和元年12月31日'],
    ['2020-01-01', '令和2年1月1日'],
    ['1989-01-08', '平成元年1月8日'],
    ['1989-01-07', '昭和64年1月7日'],
    ['1926-12-25', '昭和元年12月25日'],
    ['1926-12-24', '大正15年12月24日'],
    ['1912-07-30', '大正元年7月30日'],
    ['1873-01-01', '明治6年1月1日'],
    ['1872-12-31', ''],
    ['2026-12', ''],
  ])('%s → %s', (iso, era) => expect(eraDate(iso)).toBe(era));

  it('writes the Western date the Japanese way', () => {
    expect(westernDateJp('2026-12-01')).toBe('2026年12月1日');
    expect(westernDateJp('not a date')).toBe('');
  });
});
