import type { z } from 'zod';
import { type AppOutcome, readApiError } from './api-error';
import { type ClientOptions, json200, type LocalResult, type Method, send } from './request';

/**
 * What a call answers for the app API's 404, so callers can tell "no such record" from a failure. The server's
 * body is the error shape with this message (docs/api.md, Errors); the status alone decides here.
 */
export const invalidRecord = 'invalid record';
export type InvalidRecord = typeof invalidRecord;

/** Parsed JSON on 200; docs/product.md §8 for the rest (null: not signed in, other status, or network failure). */
export type AppResult<T> = T | LocalResult | InvalidRecord | null;

export const appApiBase = '/api';

/** The App API client (docs/product.md §7, base /api). Paths are given without the base: `get('/profile')`. */
export function createAppClient(options: ClientOptions) {
  async function request<T>(method: Method, path: string, body?: unknown): Promise<AppResult<T>> {
    try {
      const sent = await send(options, method, `${appApiBase}${path}`, body);
      if (sent.kind === 'local') return sent.result;
      if (sent.response.status === 404) return invalidRecord;
      return (await json200<T>(sent.response)) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * The same request for forms that must say why a write was refused: docs/product.md §8 gives callers only null, but a
   * 400 names the field (docs/product-decisions.md §8) and a 409 says what conflicts. 401 still starts sign-in (send does it).
   */
  async function requestDetailed<T>(method: Method, path: string, body?: unknown): Promise<AppOutcome<T>> {
    try {
      const sent = await send(options, method, `${appApiBase}${path}`, body);
      if (sent.kind === 'local') return { ok: false, status: null, error: null };
      const data = await json200<T>(sent.response);
      if (data !== undefined) return { ok: true, data };
      // A 404 says nothing more than `invalid record`, missing or not the caller's alike: callers go by the status.
      if (sent.response.status === 404) return { ok: false, status: 404, error: null };
      return { ok: false, status: sent.response.status, error: await readApiError(sent.response) };
    } catch {
      return { ok: false, status: null, error: null };
    }
  }

  /**
   * `requestDetailed` with the body typed by the shared zod contract the server validates it with
   * (packages/shared/src/contracts), so a field the server would refuse for its type fails to compile here. The
   * contract is a type witness only: the server stays the one that validates, and answers in the reader's words.
   */
  function sendWith<T, S extends z.ZodType>(
    contract: S,
    method: Method,
    path: string,
    body: z.input<S>,
  ): Promise<AppOutcome<T>> {
    void contract;
    return requestDetailed<T>(method, path, body);
  }

  return {
    request,
    requestDetailed,
    send: sendWith,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

export type AppClient = ReturnType<typeof createAppClient>;
