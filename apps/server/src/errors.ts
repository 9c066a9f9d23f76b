/**
 * Application errors carry a stable code; one handler (plugins/errors.ts) maps the code to an HTTP status, so
 * services never think in status codes and the web can translate `errors.<code>`.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  /** Signed in, but the session could not be kept alive (refresh failed): sign in again. */
  INVALID_SESSION: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** Existed once, gone now (an expired short link). */
  EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  /** Stored bytes could not be decrypted with the given key. */
  DECRYPTION_FAILED: 422,
  /** Stored bytes no longer match their content hash. */
  INTEGRITY_FAILED: 500,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldIssue = { field: string; rule: string; message: string };

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fields: FieldIssue[] | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldIssue[]) {
    super(message);
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
