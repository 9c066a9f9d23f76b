import { describe, expect, it } from 'vitest';
import { formatDateRange, pick } from './display';
import { shareUrl } from './share-link';

describe('event display helpers', () => {
  it('formats a range per locale without shifting calendar dates', () => {
    const range = { from: '2025-04-01', to: '2025-04-05' };
    expect(formatDateRange(range, 'jp')).toBe('2025年4月1日～2025年4月5日');
    // The spacing around the dash differs between ICU versions.
    expect(formatDateRange(range, 'en')).toMatch(/^1\s?–\s?5 April 2025$/);
    expect(formatDateRange({ from: '2025-12-31', to: '2025-12-31' }, 'en')).toBe('31 December 2025');
  });

  it("picks the reader's language, else the other one", () => {
    expect(pick({ jp: '桜まつり', en: 'Cherry festival' }, 'en')).toEqual({
      text: 'Cherry festival',
      lang: 'en',
    });
    expect(pick({ jp: '桜まつり', en: '' }, 'en')).toEqual({ text: '桜まつり', lang: 'ja' });
  });

  it('shares the page without a locale prefix', () => {
    expect(shareUrl('ev_abc', 'https://tt.example')).toBe('https://tt.example/tariff/events/event/ev_abc');
  });
});
