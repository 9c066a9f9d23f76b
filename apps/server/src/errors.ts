import { type ErrorCode, type ErrorParams, errorCatalogue, type FieldIssue } from '@tourtariff/shared';

export type { ErrorCode, ErrorParams, FieldIssue };

type Detail = FieldIssue[] | { fields?: FieldIssue[]; params?: ErrorParams };

/**
 * Application errors carry a stable code from the shared catalogue (packages/shared/src/errors); one handler
 * (plugins/errors.ts) answers it with the code's HTTP status, so services never think in status codes and the
 * web renders the code in the reader's language. `message` is English, for logs and code-unaware clients.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fields: FieldIssue[] | undefined;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, message: string, detail?: Detail) {
    super(message);
    this.code = code;
    const { fields, params } = Array.isArray(detail) ? { fields: detail, params: undefined } : (detail ?? {});
    this.fields = fields;
    this.params = params;
  }

  get status(): number {
    return errorCatalogue[this.code].http;
  }
}
