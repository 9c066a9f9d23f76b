import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { upsertUser } from '../../core/users/index.ts';
import { AppError } from '../../errors.ts';
import { type Auth, requireAccess, SESSION_COOKIE } from '../../plugins/auth.ts';
import { consumeAttempt, saveAttempt } from './attempts.ts';
import { oidc, type RelyingParty } from './oidc-client.ts';
import { revokeSessionTokens } from './revocation.ts';
import { createSession, deleteSession } from './sessions.ts';

const ATTEMPT_COOKIE = 'tt_auth';

export type AuthRouteOptions = {
  rp: RelyingParty;
  secureCookies: boolean;
  /** Off in a core-only process: signing in happens at the full app, whose session cookie this one reads. */
  signIn: boolean;
};

const MAX_CALLBACK_LENGTH = 2000;
/** What a decoded path of the web app may hold: RFC 3986 unreserved and sub-delims, ":", "@" and "/". */
const PLAIN_PATH = /^(\/[\w\-.~!$&'()*+,;=:@]+)*\/?$/;

/** Percent-decodes until nothing changes, so `%252f` is judged as the `/` it becomes after two decodings. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Only a path of this origin may be a return address (no open redirect). The value is normalised the way a
 * browser would (WHATWG URL) first, and what goes into `Location` is that normalised form, so the check and the
 * redirect look at the same thing: `/.//evil` normalises to `//evil`, which a browser reads as another host.
 * Its path, fully decoded, must be plain (no `//`, `\`, control, encoded or non-ASCII look-alike characters);
 * anything else falls back to `/`.
 */
export function safeCallbackPath(candidate: string | undefined, publicUrl: string): string {
  if (!candidate || candidate.length > MAX_CALLBACK_LENGTH) return '/';
  // Browsers drop tab and newline and read `\` as `/`; refusing them beats imitating each browser.
  if (!candidate.startsWith('/') || /[\p{Cc}\\]/u.test(candidate)) return '/';
  const origin = new URL(publicUrl).origin;
  let resolved: URL;
  try {
    resolved = new URL(candidate, `${origin}/`);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin || resolved.username || resolved.password) return '/';
  const path = fullyDecoded(resolved.pathname);
  if (path === null || !PLAIN_PATH.test(path) || /\/\.\.?(\/|$)/.test(path)) return '/';
  const normalised = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The answer must be a fixed point: read again as a browser would, it names the very same address.
  return new URL(normalised, `${origin}/`).href === resolved.href ? normalised : '/';
}

/** The SPEC §3 Session, without tokens (DESIGN §4 deviation). */
export function sessionBody(auth: Auth | null) {
  if (auth?.via !== 'session') {
    return { user: null, ready: true, valid: false, status: 'unauthenticated' as const };
  }
  return { user: auth.actor.identity, ready: true, valid: auth.valid, status: 'authenticated' as const };
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { rp, secureCookies, signIn },
) => {
  // SPEC §7 "Auth service": the caller's identity and access entries, for integrations holding a bearer token.
  app.post('/auth/me', { onRequest: requireAccess() }, async (request) => {
    return (await request.actor()).identity;
  });
  if (!signIn) return;

  const { publicUrl } = app.config;
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies, path: '/' };

  app.get(
    '/api/auth/signin',
    {
      schema: {
        querystring: z.object({
          callbackUrl: z.string().max(2000).optional(),
          locale: z.string().max(5).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { callbackUrl, locale } = request.query as { callbackUrl?: string; locale?: string };
      const browserSecret = randomBytes(32).toString('base64url');
      const attempt = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        callbackUrl: safeCallbackPath(callbackUrl, publicUrl),
      };
      await saveAttempt(app.database.db, attempt, browserSecret);
      const url = await rp.authorizationUrl({ ...attempt, locale: locale ?? app.config.defaultLocale });
      reply.setCookie(ATTEMPT_COOKIE, browserSecret, { ...cookieBase, path: '/api/auth', maxAge: 600 });
      return reply.redirect(url.href);
    },
  );

  app.get('/api/auth/callback', async (request, reply) => {
    const query = new URL(request.url, publicUrl).searchParams;
    const failed = (message: string) =>
      reply
        .status(400)
        .type('text/plain; charset=utf-8')
        .send(`Sign-in failed: ${message}. Please start again.`);
    if (query.get('error')) return failed(`the provider answered ${query.get('error')}`);
    const state = query.get('state');
    if (!state) return failed('no state');
    const attempt = await consumeAttempt(app.database.db, state, request.cookies[ATTEMPT_COOKIE]);
    reply.clearCookie(ATTEMPT_COOKIE, { ...cookieBase, path: '/api/auth' });
    if (!attempt) return failed('unknown, expired or already used sign-in attempt');
    let tokens: Awaited<ReturnType<RelyingParty['exchangeCode']>>;
    try {
      tokens = await rp.exchangeCode(new URL(`/api/auth/callback?${query}`, publicUrl), attempt);
    } catch (error) {
      request.log.warn({ err: error }, 'authorization code exchange refused');
      return failed('the provider did not accept this sign-in');
    }
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) return failed('no id token');
    await upsertUser(app.database.db, app.config, claims);
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(app.database.db, previous);
    const sessionId = await createSession(app.database.db, claims.sub, {
      accessToken: tokens.access_token,
      idToken: tokens.id_token,
      refreshToken: tokens.refresh_token,
      expiresInSeconds: tokens.expires_in,
    });
    reply.setCookie(SESSION_COOKIE, sessionId, cookieBase);
    return reply.redirect(attempt.callbackUrl);
  });

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sessionBody(await request.auth());
  });

  /**
   * DESIGN §4: sign-out is a POST carrying the client header (the CSRF rule of plugins/auth.ts refuses a
   * cookie-authenticated one without it), so no other site can sign anybody out. It ends the session row, stops
   * the session's bearer tokens and refresh token at once, and answers the provider's end-session address for
   * the browser to open.
   */
  app.post('/api/auth/signout', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = request.cookies[SESSION_COOKIE];
    reply.clearCookie(SESSION_COOKIE, cookieBase);
    const ended = id ? await deleteSession(app.database.db, id) : undefined;
    if (!ended) return { url: '/' };
    await revokeSessionTokens(app.database.db, ended.accessToken);
    if (ended.refreshToken) {
      await rp.revoke(ended.refreshToken).catch((error: unknown) => {
        request.log.warn({ err: error }, 'refresh token revocation refused by the provider');
      });
    }
    const endSession = await rp
      .endSessionUrl({
        idTokenHint: ended.idToken,
        postLogoutRedirectUri: `${publicUrl}/`,
        // DESIGN §4 deviation: a random one-time value, not the access token, so no token lands in a URL.
        state: randomBytes(16).toString('base64url'),
      })
      .catch(() => null);
    return { url: endSession?.href ?? '/' };
  });

  // A link or an image on another site must not sign anybody out: GET is answered, but changes nothing.
  app.get('/api/auth/signout', async (_request, reply) => {
    reply.header('allow', 'POST');
    throw new AppError(
      'request.method_not_allowed',
      'Sign out with POST /api/auth/signout (and the client header)',
    );
  });
};
