/**
 * Envelope status codes of the core API (docs/core-api.md lists them). 0 is success; 7 and 8 are the spec's
 * session codes; the others are this service's own, one per kind of failure, stable across groups.
 */
export const coreStatus = {
  OK: 0,
  INVALID_SESSION: 7,
  NO_SESSION: 8,
  INVALID_REQUEST: 10,
  FORBIDDEN: 11,
  NOT_FOUND: 12,
  CONFLICT: 13,
  EXPIRED: 14,
  TOO_LARGE: 15,
  DECRYPTION_FAILED: 16,
  INTEGRITY_FAILED: 17,
  RATE_LIMITED: 18,
  UNAVAILABLE: 19,
  INTERNAL: 99,
} as const;

export type CoreStatusName = keyof typeof coreStatus;
