import { describe, expect, it } from 'vitest';
import { corporateNumberCheckDigit, isValidCorporateNumber } from './business-numbers.ts';
import { formatAddress, isPostalCode, profileRuleIssues } from './business-profile.ts';
import { profileDetails } from './contracts/business-profile.ts';

describe('corporate number (法人番号) check digit, National Tax Agency rule', () => {
  it('accepts published corporate numbers', () => {
    // 国税庁 itself, as published on its corporate number site.
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    expect(isValidCorporateNumber('7000012050002')).toBe(true);
    // 法務省 (Ministry of Justice) and トヨタ自動車株式会社.
    expect(isValidCorporateNumber('1000012030001')).toBe(true);
    expect(isValidCorporateNumber('1180301018771')).toBe(true);
  });
  it('refuses every other first digit of a published number', () => {
    for (let d = 0; d <= 9; d++) {
      if (d !== 7) expect(isValidCorporateNumber(`${d}000012050002`)).toBe(false);
    }
  });
  it('refuses a swapped pair of digits', () => {
    expect(isValidCorporateNumber('7000012500002')).toBe(false);
  });
});

describe('qualified-invoice number (T-number)', () => {
  const corporate = (invoiceNumber: string, corporateNumber = '7000012050002') =>
    profileRuleIssues({ corporateNumber, invoiceNumber }, 'corporate').map((i) => i.rule);

  it('is T followed by 13 digits', () => {
    expect(profileDetails.safeParse({ invoiceNumber: 'T7000012050002' }).success).toBe(true);
    for (const bad of [
      '7000012050002',
      't7000012050002',
      'T700001205000',
      'T70000120500021',
      'TT000012050002',
    ]) {
      const result = profileDetails.safeParse({ invoiceNumber: bad });
      expect(result.success, bad).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain('invoice_format');
    }
  });
  it("for a company, is T and that company's own valid corporate number", () => {
    expect(corporate('T7000012050002')).toEqual([]);
    expect(corporate('T1180301018771')).toEqual(['invoice_mismatch']);
    expect(corporate('T2180301018771')).toEqual(['invoice_check_digit']);
  });
  it("for a sole proprietor, is only T and 13 digits (an individual's number has no corporate check digit)", () => {
    expect(profileRuleIssues({ invoiceNumber: 'T2180301018771' }, 'personal')).toEqual([]);
  });
  it('needs a corporate number for a company and refuses one for a personal space', () => {
    expect(profileRuleIssues({}, 'corporate').map((i) => [i.path, i.rule])).toEqual([
      ['corporateNumber', 'required'],
    ]);
    expect(profileRuleIssues({ corporateNumber: '7000012050002' }, 'personal').map((i) => i.rule)).toEqual([
      'personal_space',
    ]);
  });
  it('refuses a founding year in the future', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(
      profileRuleIssues({ foundedYear: 2026, corporateNumber: '7000012050002' }, 'corporate', now),
    ).toEqual([]);
    expect(
      profileRuleIssues({ foundedYear: 2027, corporateNumber: '7000012050002' }, 'corporate', now).map(
        (i) => i.rule,
      ),
    ).toEqual(['future_year']);
  });
});

describe('postal code and address', () => {
  const address = {
    postalCode: '600-8216',
    prefecture: '26',
    city: '京都市下京区',
    street: '東塩小路町721-1',
  };

  it('takes NNN-NNNN only', () => {
    expect(isPostalCode('600-8216')).toBe(true);
    for (const bad of ['6008216', '600-821', '６００-８２１６', '600-82166'])
      expect(isPostalCode(bad)).toBe(false);
    expect(JSON.stringify(profileDetails.safeParse({ address: { postalCode: '6008216' } }).error)).toContain(
      'postal_code',
    );
  });
  it('writes a Japanese address largest unit first, after 〒', () => {
    expect(formatAddress(address, 'jp')).toBe('〒600-8216 京都府京都市下京区東塩小路町721-1');
  });
  it('writes an English address the western way, smallest unit first', () => {
    expect(formatAddress(address, 'en')).toBe('東塩小路町721-1, 京都市下京区, Kyoto 600-8216, Japan');
    expect(formatAddress({ prefecture: '13' }, 'en')).toBe('Tokyo, Japan');
  });
  it('leaves out what is missing', () => {
    expect(formatAddress({ prefecture: '13', city: '千代田区' }, 'jp')).toBe('東京都千代田区');
    expect(formatAddress({}, 'jp')).toBe('');
    expect(formatAddress(undefined, 'en')).toBe('');
  });
});
