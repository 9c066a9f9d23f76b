import { minorDigits } from '@tourtariff/shared';

// The one money formatter lives in shared, so the server's `formatted` texts and every page write money alike.
export { currencyLabel, formatMoney, toMajorText } from '@tourtariff/shared';

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
