import type { CoreStatusName } from './core-status.ts';

/** How one stable error code answers: its HTTP status on the app API and its status in a core envelope. */
export type ErrorSpec = { http: number; core: CoreStatusName };

/** The kinds of refusal every code belongs to; a domain's code picks one, so status numbers live in one place. */
export const kind = {
  invalid: { http: 400, core: 'INVALID_REQUEST' },
  unauthenticated: { http: 401, core: 'NO_SESSION' },
  invalidSession: { http: 401, core: 'INVALID_SESSION' },
  forbidden: { http: 403, core: 'FORBIDDEN' },
  notFound: { http: 404, core: 'NOT_FOUND' },
  methodNotAllowed: { http: 405, core: 'INVALID_REQUEST' },
  conflict: { http: 409, core: 'CONFLICT' },
  gone: { http: 410, core: 'EXPIRED' },
  tooLarge: { http: 413, core: 'TOO_LARGE' },
  unprocessable: { http: 422, core: 'INVALID_REQUEST' },
  decryption: { http: 422, core: 'DECRYPTION_FAILED' },
  rateLimited: { http: 429, core: 'RATE_LIMITED' },
  integrity: { http: 500, core: 'INTEGRITY_FAILED' },
  unavailable: { http: 503, core: 'UNAVAILABLE' },
} as const satisfies Record<string, ErrorSpec>;
