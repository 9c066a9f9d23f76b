import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { userGrants, users } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/sessions.ts';

export type TestUser = {
  sub: string;
  email: string;
  cookie: string;
  /** Spread into `app.inject(...)`: the session cookie plus the web client's CSRF header. */
  auth: Pick<InjectOptions, 'cookies' | 'headers'>;
};

/**
 * A signed-in user without going through the provider: a users row, app grants (e.g. `['admin']`) and a session
 * whose access token is still fresh (so no refresh is attempted). For sign-in itself, see test/auth.
 */
export async function signedInUser(
  app: FastifyInstance,
  options: { email?: string; nickname?: string; grants?: string[] } = {},
): Promise<TestUser> {
  const sub = randomUUID();
  const email = options.email ?? `${sub.slice(0, 8)}@example.test`;
  const db = app.database.db;
  await db.insert(users).values({ sub, email, nickname: options.nickname ?? email.split('@')[0] ?? '' });
  for (const grant of options.grants ?? []) {
    await db.insert(userGrants).values({ sub, entry: `${app.config.productKey}:${grant}` });
  }
  const cookie = await createSession(db, sub, {
    accessToken: 'test-session',
    idToken: 'test-session',
    refreshToken: undefined,
    expiresInSeconds: 3600,
  });
  return {
    sub,
    email,
    cookie,
    auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
  };
}

/** POSTs a core call as `user` and returns the envelope. */
export async function core(app: FastifyInstance, user: TestUser | null, path: string, body: unknown = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/core/${path}`,
    payload: body as object,
    ...(user ? user.auth : {}),
  });
  return { http: res.statusCode, ...(res.json() as { status: number; message: string; data: unknown }) };
}

/** One API call as `user` (null: anonymous); JSON bodies parsed, other bodies as text. */
export async function call(
  app: FastifyInstance,
  user: TestUser | null,
  method: string,
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(user ? user.auth : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const json = res.headers['content-type']?.includes('json');
  // `res.json()` is untyped on purpose: tests assert on the shape they expect.
  return { status: res.statusCode, body: res.body ? (json ? res.json() : res.body) : null };
}
