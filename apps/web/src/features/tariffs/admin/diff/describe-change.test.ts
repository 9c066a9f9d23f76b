import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import { formatValue } from './describe-change';

type T = Parameters<typeof formatValue>[4];
const tOf = (locale: 'jp' | 'en') =>
  createI18n(locale).getFixedT(locale, ['admin', 'tariffs']) as unknown as T;

describe('formatValue: a diff value as the page writes it', () => {
  it('writes calendar dates of validity, seasons and blackout days in the locale’s one date style', () => {
    const jp = tOf('jp');
    expect(formatValue('validity.from', '2026-10-01', 'JPY', 'jp', jp)).toBe('2026年10月1日');
    expect(formatValue('seasons.1.to', '2026-11-30', 'JPY', 'jp', jp)).toBe('2026年11月30日');
    expect(formatValue('blackout.0', '2026-12-31', 'JPY', 'en', tOf('en'))).toBe('31 December 2026');
  });

  it('leaves texts that only look like dates elsewhere as written', () => {
    expect(formatValue('area', '2026-10-01', 'JPY', 'jp', tOf('jp'))).toBe('2026-10-01');
  });
});
