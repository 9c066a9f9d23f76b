import { formatNumber, minorDigits } from '@tourtariff/shared';

/** Minor units as a decimal text in the major unit: 250050 USD cents → "2500.50"; JPY stays whole. */
export function toMajorText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * What a supplier typed in the major unit ("12,000", "25.5") as integer minor units, or null when it is not an
 * amount in this currency (too many decimals, letters, negative). Parsed from text so 0.1 + 0.2 never happens.
 */
export function parseMajor(input: string, currency: string): number | null {
  const text = input
    .trim()
    .replace(/[,，\s]/g, '')
    .normalize('NFKC');
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const value = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** SPEC §5 number helper plus the currency: "12,345円" / "¥12,345" for yen, "2500.50 USD" otherwise. */
export function formatMoney(minor: number, currency: string, locale: 'jp' | 'en'): string {
  const amount = formatNumber(toMajorText(minor, currency));
  if (currency === 'JPY') return locale === 'jp' ? `${amount}円` : `¥${amount}`;
  return `${amount} ${currency}`;
}
