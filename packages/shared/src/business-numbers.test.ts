import { describe, expect, it } from 'vitest';
import {
  corporateNumberCheckDigit,
  isValidCorporateNumber,
  isValidInvoiceNumber,
} from './business-numbers.ts';

describe('corporate number check digit', () => {
  it('computes the published check digit of real corporate numbers', () => {
    // トヨタ自動車株式会社 1180301018771
    expect(corporateNumberCheckDigit('180301018771')).toBe(1);
    expect(isValidCorporateNumber('1180301018771')).toBe(true);
  });
  it('refuses a wrong check digit, wrong length or non-digits', () => {
    expect(isValidCorporateNumber('2180301018771')).toBe(false);
    expect(isValidCorporateNumber('118030101877')).toBe(false);
    expect(isValidCorporateNumber('11803010187a1')).toBe(false);
  });
  it('round-trips every check digit', () => {
    for (const base of ['000000000000', '123456789012', '999999999999', '700110005901']) {
      const number = `${corporateNumberCheckDigit(base)}${base}`;
      expect(isValidCorporateNumber(number)).toBe(true);
    }
  });
});

describe('qualified-invoice number', () => {
  it('is T followed by 13 digits', () => {
    expect(isValidInvoiceNumber('T1180301018771')).toBe(true);
    expect(isValidInvoiceNumber('1180301018771')).toBe(false);
    expect(isValidInvoiceNumber('T118030101877')).toBe(false);
    expect(isValidInvoiceNumber('t1180301018771')).toBe(false);
  });
});
