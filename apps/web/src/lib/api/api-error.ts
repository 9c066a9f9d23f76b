import type { ErrorParams, FieldIssue } from '@tourtariff/shared';

/**
 * One field a refusal names (docs/product-decisions.md §8), e.g. `{field: 'body.gender', rule: 'invalid_value', message}`: the
 * shared contract's `FieldIssue`, so the web reads exactly what the server's catalogue declares.
 */
export type ApiFieldIssue = FieldIssue;
/**
 * The app API's error body `{error: {code, message, params?, fields?}}` (docs/product-decisions.md §8). `code` is a code of the
 * shared catalogue (`record.conflict`, `tariff.season_overlap` …) — typed as a string because an older or newer
 * server may send one this build does not know; `lib/api/error-text.ts` renders it in the reader's language.
 */
export type ApiError = {
  code: string;
  message: string;
  params?: ErrorParams;
  fields?: ApiFieldIssue[];
  requestId?: string;
};

/**
 * What `requestDetailed` answers: the data of a 200, or the refusal. `status` is null when no response came
 * (no session, network failure); `error` is null when the response carried no error body (a 404 is text).
 */
export type AppOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number | null; error: ApiError | null };

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Partial<ApiError>;
  return typeof code === 'string' && typeof message === 'string';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFieldIssue(value: unknown): value is ApiFieldIssue {
  return isRecord(value) && typeof value.field === 'string' && typeof value.rule === 'string';
}

/** Params are plain strings and numbers (ErrorParams); anything else a server sends is dropped, never shown. */
function paramsOf(value: unknown): ErrorParams | undefined {
  if (!isRecord(value)) return undefined;
  const kept = Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return kept.length > 0 ? (Object.fromEntries(kept) as ErrorParams) : undefined;
}

/** The error body of a refused response, or null when it has none (or not in the app API's shape). */
export async function readApiError(response: Response): Promise<ApiError | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (!isApiError(body?.error)) return null;
    const { code, message, params, fields, requestId } = body.error as ApiError;
    const issues = Array.isArray(fields)
      ? fields.filter(isFieldIssue).map((issue) => {
          const issueParams = paramsOf(issue.params);
          const { params: _raw, ...rest } = issue;
          return {
            ...rest,
            message: typeof issue.message === 'string' ? issue.message : '',
            ...(issueParams ? { params: issueParams } : {}),
          };
        })
      : undefined;
    const kept = paramsOf(params);
    return {
      code,
      message,
      ...(kept ? { params: kept } : {}),
      ...(issues ? { fields: issues } : {}),
      ...(typeof requestId === 'string' ? { requestId } : {}),
    };
  } catch {
    return null;
  }
}

/** A refused request as a thrown error, so a mutation's `error` still carries what the server said. */
export class ApiRequestError extends Error {
  readonly status: number | null;
  readonly body: ApiError | null;

  constructor(what: string, status: number | null, body: ApiError | null) {
    super(body?.message ?? `${what} failed${status ? `: HTTP ${status}` : ''}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** The data of a successful outcome; a refusal is thrown as an ApiRequestError naming `what` was asked. */
export function dataOf<T>(outcome: AppOutcome<T>, what: string): T {
  if (outcome.ok) return outcome.data;
  throw new ApiRequestError(what, outcome.status, outcome.error);
}

/** The HTTP status behind a caught error (null: not a refused request, or no answer at all). */
export function apiStatusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

/** The server's error body behind a caught error, when it was a refused request. */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiRequestError ? error.body : null;
}
