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
 * Answers GET /api/auth/session like the server would; 'pending' never answers (the loading state). `api` answers
 * the endpoints a test names; any other request is a 404, so a page that starts calling the API unnoticed fails
 * loudly instead of hanging.
 */
export function stubSession(session: SessionBody | 'pending', api: ApiStubs = {}) {
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const stub = api[`${(init?.method ?? 'GET').toUpperCase()} ${url}`];
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
