/*
 * The OCTO supplier API (docs/octo.md): the error codes its bodies carry, the capabilities served, and the
 * extension members TourTariff adds without breaking the standard's shapes.
 */

/** OCTO's error codes (the `error` member of every error body). */
export const octoErrorCodes = [
  'INVALID_PRODUCT_ID',
  'INVALID_OPTION_ID',
  'INVALID_UNIT_ID',
  'INVALID_AVAILABILITY_ID',
  'INVALID_BOOKING_UUID',
  'BAD_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL_SERVER_ERROR',
] as const;
export type OctoErrorCode = (typeof octoErrorCodes)[number];

/** The capabilities this server implements (`octo/cart` and the rest are not). */
export const octoCapabilities = ['octo/content', 'octo/pricing', 'octo/webhooks'] as const;

/** Paging beyond OCTO: at most this many items a page; no `limit` answers every item. */
export const OCTO_PAGE_LIMIT = 500;

/** The languages product content is written in, as BCP 47 tags (a tariff's `jp` text is Japanese). */
export const octoLanguages = ['ja', 'en'] as const;
export type OctoLanguage = (typeof octoLanguages)[number];
