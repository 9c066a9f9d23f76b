import { isValidCorporateNumber, isValidInvoiceNumber } from './business-numbers.ts';
import { prefectures } from './tariffs-prefectures.ts';

/*
 * The rules of a business profile (docs/product-decisions.md §5) that the web form and the server both apply:
 * postal code, the T-number against the corporate number, the founded year, and how an address is written.
 * Plain functions without zod, so the business card can format an address without loading the contracts.
 */

/** 〒 postal codes are written NNN-NNNN. */
export const POSTAL_CODE = /^\d{3}-\d{4}$/;

export const isPostalCode = (value: string) => POSTAL_CODE.test(value);

/** A structured Japanese address: postal code, JIS X 0401 prefecture code, city (市区町村) and the rest. */
export type ProfileAddress = { postalCode?: string; prefecture?: string; city?: string; street?: string };

/**
 * An address as the page's language writes it. jp: 〒600-8216 京都府京都市下京区… (largest unit first, no
 * separators); en: the western order, smallest unit first, ending with the postal code and the country:
 * "721-1 Higashishiokoji-cho, Shimogyo-ku, Kyoto-shi, Kyoto 600-8216, Japan".
 */
export function formatAddress(address: ProfileAddress | undefined, locale: 'jp' | 'en'): string {
  if (!address) return '';
  const pref = address.prefecture ? prefectures[address.prefecture] : undefined;
  const parts = (list: (string | undefined)[]) => list.map((p) => p?.trim() ?? '').filter(Boolean);
  if (locale === 'jp') {
    const place = parts([pref?.jp, address.city, address.street]).join('');
    return parts([address.postalCode ? `〒${address.postalCode}` : undefined, place]).join(' ');
  }
  const region = parts([pref?.en, address.postalCode]).join(' ');
  const lines = parts([address.street, address.city, region]);
  return lines.length ? [...lines, 'Japan'].join(', ') : '';
}

/** The kind of space a profile belongs to decides what it needs: a company has a corporate number. */
export type ProfileSpaceKind = 'personal' | 'corporate';

export type ProfileRuleIssue = { path: string; rule: string; message: string };

type NumbersAndYear = {
  corporateNumber?: string | undefined;
  invoiceNumber?: string | undefined;
  foundedYear?: number | null | undefined;
  staffCount?: number | null | undefined;
};

/**
 * The rules across fields, applied to a whole profile (after a partial update is merged in):
 * - a company (corporate space) must give its corporate number; a personal space has none;
 * - a company's T-number is `T` + its corporate number (the National Tax Agency assigns it so), so the 13 digits
 *   must be a valid corporate number and equal the one given; a sole proprietor's T-number is only `T` + 13 digits;
 * - a founding year is not in the future.
 */
export function profileRuleIssues(
  profile: NumbersAndYear,
  kind: ProfileSpaceKind,
  now = new Date(),
): ProfileRuleIssue[] {
  const issues: ProfileRuleIssue[] = [];
  const { corporateNumber, invoiceNumber } = profile;
  if (kind === 'corporate' && !corporateNumber)
    issues.push({
      path: 'corporateNumber',
      rule: 'required',
      message: 'a company needs its corporate number',
    });
  if (kind === 'personal' && corporateNumber)
    issues.push({
      path: 'corporateNumber',
      rule: 'personal_space',
      message: 'a personal space has no corporate number',
    });
  if (kind === 'personal' && profile.staffCount != null)
    issues.push({
      path: 'staffCount',
      rule: 'personal_space',
      message: 'a personal space has no staff count',
    });
  if (invoiceNumber && isValidInvoiceNumber(invoiceNumber) && kind === 'corporate') {
    const digits = invoiceNumber.slice(1);
    if (!isValidCorporateNumber(digits))
      issues.push({
        path: 'invoiceNumber',
        rule: 'invoice_check_digit',
        message: "a company's T-number is T followed by a valid corporate number",
      });
    else if (corporateNumber && isValidCorporateNumber(corporateNumber) && digits !== corporateNumber)
      issues.push({
        path: 'invoiceNumber',
        rule: 'invoice_mismatch',
        message: "a company's T-number is T followed by its own corporate number",
      });
  }
  if (profile.foundedYear != null && profile.foundedYear > now.getFullYear())
    issues.push({ path: 'foundedYear', rule: 'future_year', message: 'must not be in the future' });
  return issues;
}

/** 観光庁長官登録旅行業第1234号: the registering authority and the number as one line, as licences are written. */
export function formatTravelRegistration(
  registration: { authority?: string; number?: string } | undefined,
  locale: 'jp' | 'en',
): string {
  const parts = [registration?.authority?.trim(), registration?.number?.trim()].filter(Boolean);
  return parts.join(locale === 'jp' ? '' : ' ');
}
