import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { TestBrowser, transportFor } from './browser.ts';
import { atCallback, sessionCookie } from './support.ts';

export async function countSessions(app: FastifyInstance): Promise<number> {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n ?? 0;
}

export const signInStart = (app: FastifyInstance, callbackUrl: string) =>
  `${app.config.publicUrl}/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;

/**
 * Signs in through a provider that asks nothing (the test provider, or the embedded one holding a session in
 * `browser`): from the app's sign-in start to the provider's redirect back, then the callback itself.
 */
export async function signInWithoutForm(
  app: FastifyInstance,
  callbackUrl = '/profile/setting',
  browser = new TestBrowser(transportFor(app)),
) {
  const start = await browser.go(signInStart(app, callbackUrl), atCallback);
  const location = start.headers.get('location');
  if (!location)
    throw new Error(`no redirect back to the app from ${start.url}: ${start.body.slice(0, 300)}`);
  const callback = new URL(location, start.url);
  const done = await browser.request('GET', callback.href);
  return { browser, callback, done, cookie: sessionCookie(app, browser) };
}

/** The attributes of one Set-Cookie line, lower-cased names, for flag assertions. */
export function cookieAttributes(page: { headers: Headers }, name: string) {
  const line = page.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const attributes = new Map<string, string>();
  for (const part of line.split(';').slice(1)) {
    const [key = '', ...value] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return attributes;
}

/** Refused and left no trace: a 400 answer, no session cookie, no redirect, no new session row. */
export async function expectRefused(
  app: FastifyInstance,
  result: { done: { status: number; headers: Headers }; cookie: string | undefined },
  sessionsBefore: number,
) {
  expect(result.done.status).toBe(400);
  expect(result.done.headers.get('location')).toBeNull();
  expect(result.cookie).toBeUndefined();
  expect(await countSessions(app)).toBe(sessionsBefore);
}
