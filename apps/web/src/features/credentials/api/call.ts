import type { ApiError } from '../../../lib/api/api-error';
import { ApiRequestError } from '../../../lib/api/api-error';
import type { CoreClient } from '../../../lib/api/core-client';

type RefusalData = { code?: unknown; params?: unknown; fields?: unknown } | null | undefined;

/** A core refusal's `data` ({code, params, fields}) as the app API's error body, so one renderer shows both. */
function refusalOf(message: string, data: RefusalData): ApiError | null {
  if (!data || typeof data.code !== 'string') return null;
  return {
    code: data.code,
    message,
    ...(data.params && typeof data.params === 'object' ? { params: data.params as ApiError['params'] } : {}),
    ...(Array.isArray(data.fields) ? { fields: data.fields as ApiError['fields'] } : {}),
  };
}

/**
 * One credential core call (`POST /core/{group}/{call}`): the data of status 0, otherwise an ApiRequestError
 * whose `status` is the envelope's core status and whose body is the refusal's code, so `useErrorText().describe`
 * shows it in the reader's language. No answer at all (network, no session) throws with a null status.
 */
export async function credentialCall<T>(core: CoreClient, path: string, body: unknown = {}): Promise<T> {
  const result = await core.call<T>(path, body);
  if (result === null) throw new ApiRequestError(path, null, null);
  if (result.status === 0 && 'data' in result) return result.data;
  const message = 'message' in result ? result.message : '';
  const data = 'data' in result ? (result.data as RefusalData) : null;
  throw new ApiRequestError(path, result.status, refusalOf(message, data));
}
