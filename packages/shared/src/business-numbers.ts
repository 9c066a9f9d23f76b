/**
 * Japanese corporate number (法人番号): 13 digits, the first being a check digit over the other twelve:
 * 9 − (Σ Pn × Qn mod 9), Pn the n-th digit counted from the right of the 12-digit base, Qn 1 for odd n, 2 for even.
 */
export function corporateNumberCheckDigit(base12: string): number {
  if (!/^\d{12}$/.test(base12)) throw new Error('the base number has 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n++) {
    const digit = Number(base12[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

export function isValidCorporateNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return Number(value[0]) === corporateNumberCheckDigit(value.slice(1));
}

/** Qualified-invoice issuer registration number (適格請求書発行事業者登録番号): `T` followed by 13 digits. */
export function isValidInvoiceNumber(value: string): boolean {
  return /^T\d{13}$/.test(value);
}
