import { describe, expect, it } from 'vitest';
import {
  asLocale,
  formatDate,
  formatDateRange,
  formatDateTime,
  htmlLangOf,
  intlLocaleOf,
  langAttribute,
  localized,
  otherLocale,
} from './locale';

describe('locale helpers (one home)', () => {
  it('maps language tags and our codes to BCP 47 and Intl tags', () => {
    expect(asLocale('en')).toBe('en');
    expect(asLocale('jp')).toBe('jp');
    expect(asLocale(undefined)).toBe('jp');
    expect(otherLocale('jp')).toBe('en');
    expect(htmlLangOf('jp')).toBe('ja');
    expect(htmlLangOf('en')).toBe('en');
    expect(intlLocaleOf('jp')).toBe('ja-JP');
    expect(langAttribute('jp', 'en')).toBe('ja');
    expect(langAttribute('en', 'en')).toBeUndefined();
  });

  it("picks the reader's language, else the other one, saying which", () => {
    expect(localized({ jp: '桜まつり', en: 'Cherry festival' }, 'en')).toEqual({
      text: 'Cherry festival',
      lang: 'en',
    });
    expect(localized({ jp: '桜まつり', en: '  ' }, 'en')).toEqual({ text: '桜まつり', lang: 'jp' });
    expect(localized(null, 'jp')).toEqual({ text: '', lang: 'en' });
  });

  it('formats a range per locale without shifting calendar dates', () => {
    const range = { from: '2025-04-01', to: '2025-04-05' };
    expect(formatDateRange(range, 'jp')).toBe('2025年4月1日～2025年4月5日');
    // The spacing around the dash differs between ICU versions.
    expect(formatDateRange(range, 'en')).toMatch(/^1\s?–\s?5 April 2025$/);
    expect(formatDateRange({ from: '2025-12-31', to: '2025-12-31' }, 'en')).toBe('31 December 2025');
  });

  it('formats a day in one style per locale', () => {
    expect(formatDate('2026-11-01', 'jp')).toBe('2026年11月1日');
    expect(formatDate('2026-11-01', 'en')).toBe('1 November 2026');
    expect(formatDate('2026-11-01T03:00:00Z', 'jp')).toBe('2026年11月1日');
    expect(formatDate('2026-11-01T03:00:00Z', 'en')).toBe('1 November 2026');
  });

  it("shows a moment's day in Japan time, where late evening UTC is already the next day", () => {
    // 2026-10-31T20:00Z is 5:00 on 1 November in Tokyo; a reader in London or New York sees the same day.
    expect(formatDate('2026-10-31T20:00:00Z', 'jp')).toBe('2026年11月1日');
    expect(formatDate('2026-10-31T20:00:00Z', 'en')).toBe('1 November 2026');
  });

  it('never moves a calendar date, in any time zone', () => {
    // A calendar date has no time: read as midnight in Tokyo it would be the previous day in UTC, and back.
    expect(formatDate('2026-01-01', 'jp')).toBe('2026年1月1日');
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('reads docs/product.md §5 numbers: seconds below 1e12, milliseconds above', () => {
    expect(formatDate(1_700_000_000, 'jp')).toBe('2023年11月15日');
    expect(formatDate(1_700_000_000_000, 'en')).toBe('15 November 2023');
  });

  it('formats a moment in Japan time, one style per locale', () => {
    expect(formatDateTime('2026-11-23T20:58:00Z', 'jp')).toBe('2026年11月24日 5:58');
    expect(formatDateTime('2026-11-23T20:58:00Z', 'en')).toBe('24 November 2026, 05:58');
    expect(formatDateTime('2025-04-01T00:30:00Z', 'jp')).toBe('2025年4月1日 9:30');
    expect(formatDateTime('2025-04-01T14:05:00Z', 'en')).toBe('1 April 2025, 23:05');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDate('not a date', 'jp')).toBe('not a date');
    expect(formatDateRange({ from: 'x', to: '2025-01-01' }, 'jp')).toBe('x – 2025-01-01');
  });

  it('uses the same day style in all three kinds on a Japanese page', () => {
    const day = formatDate('2026-04-01', 'jp');
    expect(formatDateTime('2026-04-01T01:00:00Z', 'jp').startsWith(day)).toBe(true);
    expect(formatDateRange({ from: '2026-04-01', to: '2026-04-03' }, 'jp').startsWith(day)).toBe(true);
    expect(day).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  });
});
