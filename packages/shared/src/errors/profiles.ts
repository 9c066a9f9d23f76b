import { kind } from './define.ts';

/**
 * Business profiles (Creator, Arranger). A profile the caller may not read stays
 * `record.not_found` (docs/product.md §8 `invalid record`); members who may read but not change get `space.manage_forbidden`.
 */
export const profileErrors = {
  /**
   * A field breaks a profile rule; `fields` name each with its rule (`check_digit`, `invoice_format`,
   * `invoice_mismatch`, `invoice_check_digit`, `postal_code`, `future_year`, `personal_space`, `required` …).
   */
  'profile.invalid': kind.invalid,
  /** POST for a space whose profile was already written: PUT or PATCH it instead. params {space}. */
  'profile.exists': kind.conflict,
  /** A Creator is a supplier space's profile, an Arranger a buyer's; params {space, industry}. */
  'profile.wrong_industry': kind.invalid,
} as const;
