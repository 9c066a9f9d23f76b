import type { coreServer } from '@tourtariff/shared';
import { config } from '../config';
import { type ClientOptions, json200, type LocalResult, type Method, send } from './request';

/** The core envelope (docs/product-decisions.md §7): status 0 is success, anything else carries its reason in message. */
export interface CoreResponse<T> {
  status: number;
  message: string;
  data: T;
}

export type CoreResult<T> = CoreResponse<T> | LocalResult | null;

/** The core API's base URL from the runtime configuration (CORE_URL), `/core` on the same origin by default. */
export const coreApiBase = config.coreUrl;

/**
 * The Core API client (docs/product.md §7). Calls are `POST /core/{group}/{call}`, e.g. `call('notify/list', {target})`;
 * failures are logged here (docs/product.md §8) because the caller only sees null.
 */
export function createCoreClient(options: ClientOptions) {
  async function request<T>(method: Method, path: string, body?: unknown): Promise<CoreResult<T>> {
    const url = `${coreApiBase}/${path.replace(/^\//, '')}`;
    try {
      const sent = await send(options, method, url, body);
      if (sent.kind === 'local') return sent.result;
      const parsed = await json200<CoreResponse<T>>(sent.response);
      if (parsed !== undefined) return parsed;
      // A 401 is not a failure to report: send() has already started sign-in.
      if (sent.response.status !== 401)
        console.error(`core ${method} ${url} failed: HTTP ${sent.response.status}`);
    } catch (error) {
      console.error(`core ${method} ${url} failed:`, error);
    }
    return null;
  }

  return {
    call: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
    /** The one core GET: `{label, version}` of the core server. */
    serverStatus: () => request<coreServer.ServerStatus>('GET', 'server/status'),
  };
}

export type CoreClient = ReturnType<typeof createCoreClient>;

/** Narrows a core result to a success (status 0), for callers that only act on success. */
export function isCoreSuccess<T>(result: CoreResult<T>): result is CoreResponse<T> {
  return result !== null && result.status === 0 && 'data' in result;
}
