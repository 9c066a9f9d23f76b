import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Page, TestBrowser, transportFor } from './browser.ts';

export const atCallback = (url: URL) => url.pathname === '/api/auth/callback';

/** Starts sign-in at the app and stops on the provider's login page. */
export async function openLogin(app: FastifyInstance, callbackUrl = '/profile/setting') {
  const browser = new TestBrowser(transportFor(app));
  const login = await browser.go(
    `${app.config.publicUrl}/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`,
  );
  expect(login.status).toBe(200);
  expect(login.body).toContain('name="password"');
  return { browser, login };
}

/** Signs in through the provider's real login form; returns the browser and the final redirect to the app. */
export async function signIn(app: FastifyInstance, email: string, password = 'demo', callbackUrl?: string) {
  const { browser, login } = await openLogin(app, callbackUrl);
  const atCallbackPage = await browser.submit(login, { email, password }, atCallback);
  const callbackUrlHref = new URL(atCallbackPage.headers.get('location') ?? '', atCallbackPage.url).href;
  const done = await browser.request('GET', callbackUrlHref);
  return { browser, done, callbackHref: callbackUrlHref };
}

export function sessionCookie(app: FastifyInstance, browser: TestBrowser) {
  return browser.cookie(new URL(app.config.publicUrl).host, 'tt_session');
}

export async function getSession(app: FastifyInstance, cookie: string | undefined) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    ...(cookie ? { cookies: { tt_session: cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export type { Page };
