import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../src/app/provider';
import { routes } from '../src/app/router';

type SessionBody = {
  user: {
    sub: string;
    nickname: string;
    email: string;
    first_name: string;
    last_name: string;
    picture: string | null;
    email_verified?: boolean;
    access: string[];
  } | null;
  ready: boolean;
  valid: boolean;
  status: 'authenticated' | 'unauthenticated';
};

export function signedIn(access: string[] = ['tourtariff:user'], valid = true): SessionBody {
  const user = {
    sub: 'user-1',
    nickname: 'Hanako',
    email: 'hanako@example.com',
    first_name: 'Hanako',
    last_name: 'Yamada',
    picture: null,
    access,
  };
  return { user, ready: true, valid, status: 'authenticated' };
}

export const signedOut: SessionBody = { user: null, ready: true, valid: false, status: 'unauthenticated' };

/** Stand-ins for server endpoints, keyed by method and path: `{ 'GET /api/profile': () => Response.json(roles) }`. */
export type ApiStubs = Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>;

/**
 * What the full shell asks the core on every page (its version, the bell's list): an empty bell unless a test
 * says otherwise.
 */
const shellCoreStubs: ApiStubs = {
  'GET /core/server/status': () =>
    Response.json({ status: 0, message: 'ok', data: { label: 'TourTariff core', version: '0.3' } }),
  'POST /core/notify/list': () =>
    Response.json({ status: 0, message: 'ok', data: { items: [], next: null, unread: 0 } }),
  // The server answers the provider's end-session address; tests see where the browser is sent.
  'POST /api/auth/signout': () => Response.json({ url: 'http://localhost:3000/oidc/session/end?state=t' }),
};

/**
 * Answers GET /api/auth/session like the server would; 'pending' never answers (the loading state). `api` answers
 * the endpoints a test names (and the shell's core calls, unless named); any other request is a 404, so a page
 * that starts calling the API unnoticed fails loudly instead of hanging.
 */
export function stubSession(session: SessionBody | 'pending', api: ApiStubs = {}) {
  const stubs = { ...shellCoreStubs, ...api };
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const stub = stubs[`${(init?.method ?? 'GET').toUpperCase()} ${url}`];
    if (stub) return Promise.resolve(stub(init));
    if (url !== '/api/auth/session') return Promise.resolve(new Response('invalid record', { status: 404 }));
    if (session === 'pending') return new Promise<Response>(() => {});
    return Promise.resolve(Response.json(session));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The real route table in a memory router, with the app's providers. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
