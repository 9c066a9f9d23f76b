import { type QueryClient, useQuery } from '@tanstack/react-query';
import { browser } from './browser';
import { resolveLocale } from './i18n';
import {
  type AddressParts,
  clearSessionStorageExceptReturnAddress,
  rememberReturnAddress,
} from './return-address';
import { readSessionBody, type SessionUser } from './session-body';

/** Sent on every request to /api and /core: the server refuses cookie-authenticated writes without it (CSRF). */
export const clientHeaders = { 'X-TourTariff-Client': 'web' } as const;

export const authPaths = {
  session: '/api/auth/session',
  signIn: '/api/auth/signin',
  signOut: '/api/auth/signout',
} as const;

export type { SessionUser } from './session-body';
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** docs/product.md §3 Session without tokens (docs/product-decisions.md §4): the browser never holds them. */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  valid: boolean;
  ready: boolean;
  /** The session could not be read (network or server failure) and there is no earlier answer to fall back on. */
  error: boolean;
}

export const loadingSession: Session = {
  status: 'loading',
  user: null,
  valid: false,
  ready: false,
  error: false,
};

export const sessionKeys = { current: ['session'] as const };

export async function fetchSession(): Promise<Session> {
  // Asked exactly as the page's preload asks (apps/server/src/plugins/web.ts), so the browser hands over that
  // response (e2e/tests/layout-shift.spec.ts checks it). A read needs no client header (CSRF).
  const response = await fetch(authPaths.session, { credentials: 'same-origin' });
  if (response.status !== 200) throw new Error(`session: HTTP ${response.status}`);
  const body = readSessionBody(await response.json());
  return { ...body, error: false };
}

const sessionQuery = {
  queryKey: sessionKeys.current,
  queryFn: fetchSession,
  // An expiring session must be noticed when the user comes back to the tab, as the sign-in library did.
  staleTime: 60_000,
  refetchOnWindowFocus: true,
};

/** Asks for the session before anything renders (main.tsx); `useSession` then starts from the answer. */
export function prefetchSession(client: QueryClient): Promise<void> {
  return client.prefetchQuery(sessionQuery);
}

export function useSession(): Session {
  const query = useQuery(sessionQuery);
  // A failed background refresh keeps the last answer: one dropped request must not sign anybody out.
  if (query.data) return query.data;
  return query.isError ? { ...loadingSession, error: true } : loadingSession;
}

/** Set once sign-out starts; the page is left for the provider's end-session address, so it is never unset. */
let leaving = false;

function currentLocation(): AddressParts {
  return window.location;
}

/**
 * docs/product.md §4: remember the current address (unless at the root) and start sign-in through the server, which
 * returns the browser to the same address afterwards. Pass the router's location where there is one.
 */
export function signIn(location: AddressParts = currentLocation()): void {
  // Signing out ends the app's session before the provider's: a request answered 401 in between must not send
  // the browser to sign-in, which the still-open provider session would grant at once (a silent sign-in back).
  if (leaving) return;
  const callbackUrl = rememberReturnAddress(location);
  const query = new URLSearchParams({ callbackUrl, locale: resolveLocale(location.pathname) });
  browser.assign(`${authPaths.signIn}?${query}`);
}

/**
 * docs/product.md §4: remember the return address (unless at the root), clear the rest of session storage (current space
 * and the like belong to this session), then let the server end the session (a POST with the client header, so
 * no other site can sign anyone out) and open the provider's end-session address it answers.
 */
export async function signOut(location: AddressParts = currentLocation()): Promise<void> {
  leaving = true;
  rememberReturnAddress(location);
  clearSessionStorageExceptReturnAddress();
  let next = '/';
  try {
    const response = await fetch(authPaths.signOut, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...clientHeaders, Accept: 'application/json' },
    });
    const body: unknown = response.ok ? await response.json() : null;
    const url = (body as { url?: unknown } | null)?.url;
    // Only the server's answer is followed, and only to an http(s) address or a path of this site.
    if (typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/.test(url)) next = url;
  } catch {
    // The server could not be reached: leave for the start page, which asks the server again.
  }
  browser.assign(next);
}
