import { formatNumber, minorDigits } from './format.ts';

/*
 * The one money formatter: every amount a page, an API answer or a notification shows goes through
 * `formatMoney`, so a deduction, a total and a fee are written alike on every screen. `formatNumber` groups the
 * digits (from five of them); a negative amount takes a real minus sign (U+2212) before the currency, never "¥-7400".
 */

/** Minor units as a decimal text in the major unit: 250050 USD cents → "2500.50"; JPY stays whole. */
export function toMajorText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export const MINUS_SIGN = '\u2212';

/** "12,345円" on jp pages, "¥12,345" on en pages and in API texts, "2500.50 USD" for other currencies. */
export function formatMoney(minor: number, currency: string, locale: 'jp' | 'en'): string {
  const amount = formatNumber(toMajorText(Math.abs(minor), currency));
  const sign = minor < 0 ? MINUS_SIGN : '';
  if (currency === 'JPY') return locale === 'jp' ? `${sign}${amount}円` : `${sign}¥${amount}`;
  return `${sign}${amount} ${currency}`;
}

/**
 * How a field labels the currency an amount is typed in: 円 on jp pages (「最低料金（円）」), the code on en pages
 * ("Min price (JPY)"), as the other amount fields of the app are labelled.
 */
export function currencyLabel(currency: string, locale: 'jp' | 'en'): string {
  return currency === 'JPY' && locale === 'jp' ? '円' : currency;
}
