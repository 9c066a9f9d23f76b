import { clientHeaders, type Session, signIn } from '../session';

/** docs/product.md §7/§8 local results: the request is never sent. */
export type NoSession = { status: 8 };
export type InvalidSession = { status: 7; message: 'invalid session' };
export type LocalResult = NoSession | InvalidSession;

export const noSession: NoSession = { status: 8 };
export const invalidSession: InvalidSession = { status: 7, message: 'invalid session' };

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** The session as `useSession()` reports it; a client is made per session state. */
  session: Pick<Session, 'status' | 'valid'> | null | undefined;
  fetch?: Fetch;
  /** What a 401 starts; docs/product.md §4 "Response 401": store the return address and sign in again. */
  onUnauthorized?: () => void;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The local result this session forces, or null when a request may be made. */
export function localResultFor(session: ClientOptions['session']): LocalResult | null {
  if (session?.status !== 'authenticated') return noSession;
  return session.valid ? null : invalidSession;
}

// Uploads (POST /api/ipfs) go as they are; everything else is JSON.
function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof ArrayBuffer;
}

function requestInit(method: Method, url: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { ...clientHeaders, Accept: 'application/json' };
  // A core service on another origin (CORE_URL) needs the session cookie too; it allows only our origin (CORS).
  const crossOrigin = /^https?:\/\//.test(url) && new URL(url).origin !== window.location.origin;
  const init: RequestInit = { method, credentials: crossOrigin ? 'include' : 'same-origin', headers };
  if (body === undefined) return init;
  if (isRawBody(body)) return { ...init, body };
  headers['Content-Type'] = 'application/json';
  return { ...init, body: JSON.stringify(body) };
}

export type Sent = { kind: 'local'; result: LocalResult } | { kind: 'response'; response: Response };

/**
 * Sends one request with the cookie session and the client header, after the session checks of docs/product.md §7. A 401
 * starts sign-in here, so every caller of either client gets the same handling. Network failures throw.
 */
export async function send(
  options: ClientOptions,
  method: Method,
  url: string,
  body?: unknown,
): Promise<Sent> {
  const local = localResultFor(options.session);
  if (local) return { kind: 'local', result: local };
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const response = await doFetch(url, requestInit(method, url, body));
  if (response.status === 401) (options.onUnauthorized ?? signIn)();
  return { kind: 'response', response };
}

/** HTTP 200 with a JSON body, or undefined (any other status, or a body that is not JSON). */
export async function json200<T>(response: Response): Promise<T | undefined> {
  if (response.status !== 200) return undefined;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}
