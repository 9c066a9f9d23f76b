import { kind } from './define.ts';

/** Mail alerts and contact persons (docs/product-decisions.md §14). */
export const alertErrors = {
  /** An unsubscribe link that was altered or not made by this server. */
  'alert.bad_token': kind.invalid,
  /** Alert choices and contact persons belong to people, not to API keys. */
  'alert.not_person': kind.forbidden,
  /** Only a space's owners and admins name its contact person. */
  'alert.contact_forbidden': kind.forbidden,
} as const;
