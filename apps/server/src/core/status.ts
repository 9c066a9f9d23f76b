import type { ErrorCode } from '../errors.ts';

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

export type Envelope<T = unknown> = { status: number; message: string; data: T | null };

/** How an application error reads in a core envelope. */
export const coreStatusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: coreStatus.INVALID_REQUEST,
  VALIDATION_FAILED: coreStatus.INVALID_REQUEST,
  UNAUTHENTICATED: coreStatus.NO_SESSION,
  INVALID_SESSION: coreStatus.INVALID_SESSION,
  FORBIDDEN: coreStatus.FORBIDDEN,
  NOT_FOUND: coreStatus.NOT_FOUND,
  METHOD_NOT_ALLOWED: coreStatus.INVALID_REQUEST,
  CONFLICT: coreStatus.CONFLICT,
  EXPIRED: coreStatus.EXPIRED,
  PAYLOAD_TOO_LARGE: coreStatus.TOO_LARGE,
  DECRYPTION_FAILED: coreStatus.DECRYPTION_FAILED,
  INTEGRITY_FAILED: coreStatus.INTEGRITY_FAILED,
  UNPROCESSABLE: coreStatus.INVALID_REQUEST,
  RATE_LIMITED: coreStatus.RATE_LIMITED,
  UNAVAILABLE: coreStatus.UNAVAILABLE,
};
