/** One field a refusal names (DESIGN §8), e.g. `{field: 'body.gender', rule: 'invalid_value', message}`. */
export type ApiFieldIssue = { field: string; rule: string; message: string };

/** The app API's error body `{error: {code, message, fields?}}` (DESIGN §8). */
export type ApiError = { code: string; message: string; fields?: ApiFieldIssue[] };

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

/** The error body of a refused response, or null when it has none (or not in the app API's shape). */
export async function readApiError(response: Response): Promise<ApiError | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (!isApiError(body?.error)) return null;
    const fields = Array.isArray(body.error.fields) ? body.error.fields : undefined;
    return { code: body.error.code, message: body.error.message, ...(fields ? { fields } : {}) };
  } catch {
    return null;
  }
}

/**
 * The messages of the fields a refusal names, keyed by the field's path inside the request body
 * (`body.contact.phone` → `contact.phone`), so a form can put each one beside its input.
 */
export function fieldMessages(error: ApiError | null | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error?.fields ?? []) {
    const path = issue.field.replace(/^body\.?/, '');
    messages[path] ??= issue.message;
  }
  return messages;
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
