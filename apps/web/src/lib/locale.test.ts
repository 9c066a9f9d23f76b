import { describe, expect, it } from 'vitest';
import {
  asLocale,
  formatDateRange,
  formatDateTime,
  htmlLangOf,
  intlLocaleOf,
  langAttribute,
  localized,
  otherLocale,
} from './locale';

describe('locale helpers (one home, issue 12 item 7)', () => {
  it('maps i18next languages and our codes to BCP 47 and Intl tags', () => {
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

  it('formats a moment in Japan time, and leaves an unreadable one as it is', () => {
    expect(formatDateTime('2025-04-01T00:30:00Z', 'jp')).toBe('2025/04/01 9:30');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
