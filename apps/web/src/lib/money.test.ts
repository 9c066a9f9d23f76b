import { minorDigits } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatMoney, parseMajor, toMajorText } from './money';

describe('money', () => {
  it('knows the minor digits of yen, dollars and dinars', () => {
    expect([minorDigits('JPY'), minorDigits('USD'), minorDigits('BHD')]).toEqual([0, 2, 3]);
  });

  it('parses typed amounts into minor units', () => {
    expect(parseMajor('12,000', 'JPY')).toBe(12000);
    expect(parseMajor('１２０００', 'JPY')).toBe(12000);
    expect(parseMajor('25.5', 'USD')).toBe(2550);
    expect(parseMajor('0.1', 'JPY')).toBeNull();
    expect(parseMajor('-5', 'JPY')).toBeNull();
    expect(parseMajor('abc', 'JPY')).toBeNull();
  });

  it('turns minor units back into major text', () => {
    expect(toMajorText(250050, 'USD')).toBe('2500.50');
    expect(toMajorText(5, 'USD')).toBe('0.05');
    expect(toMajorText(1234, 'JPY')).toBe('1234');
  });

  it('formats with the docs/product.md §5 helper: separators only from five digits', () => {
    expect(formatMoney(1234, 'JPY', 'jp')).toBe('1234円');
    expect(formatMoney(12345, 'JPY', 'jp')).toBe('12,345円');
    expect(formatMoney(12345, 'JPY', 'en')).toBe('¥12,345');
    expect(formatMoney(1234567, 'USD', 'en')).toBe('12,345.67 USD');
  });

  it('writes a negative amount with a minus sign before the currency, in both locales', () => {
    expect(formatMoney(-7400, 'JPY', 'en')).toBe('−¥7400');
    expect(formatMoney(-7400, 'JPY', 'jp')).toBe('−7400円');
    expect(formatMoney(-36000, 'JPY', 'en')).toBe('−¥36,000');
    expect(formatMoney(-5, 'USD', 'en')).toBe('−0.05 USD');
  });

  it('labels a yen field 円 on jp pages and JPY on en pages', () => {
    expect(currencyLabel('JPY', 'jp')).toBe('円');
    expect(currencyLabel('JPY', 'en')).toBe('JPY');
    expect(currencyLabel('USD', 'jp')).toBe('USD');
  });
});
