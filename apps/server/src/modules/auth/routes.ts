import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Auth, requireAccess, SESSION_COOKIE } from '../../plugins/auth.ts';
import { consumeAttempt, saveAttempt } from './attempts.ts';
import { upsertUser } from './identity.ts';
import { oidc, type RelyingParty } from './oidc-client.ts';
import { createSession, deleteSession } from './sessions.ts';

const ATTEMPT_COOKIE = 'tt_auth';

export type AuthRouteOptions = {
  rp: RelyingParty;
  secureCookies: boolean;
  /** Off in a core-only process: signing in happens at the full app, whose session cookie this one reads. */
  signIn: boolean;
};

/**
 * Only a path on this origin may be a return address (no open redirect): `/x` is fine; `//evil`, `/\evil`,
 * `https://evil` and anything that resolves to another origin fall back to `/`.
 */
export function safeCallbackPath(candidate: string | undefined, publicUrl: string): string {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return '/';
  const base = new URL(publicUrl);
  const resolved = new URL(candidate, base);
  if (resolved.origin !== base.origin) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The SPEC §3 Session, without tokens (DESIGN §4 deviation). */
export function sessionBody(auth: Auth | null) {
  if (auth?.via !== 'session') {
    return { user: null, ready: true, valid: false, status: 'unauthenticated' as const };
  }
  return { user: auth.identity, ready: true, valid: auth.valid, status: 'authenticated' as const };
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { rp, secureCookies, signIn },
) => {
  // SPEC §7 "Auth service": the caller's identity and access entries, for integrations holding a bearer token.
  app.post('/auth/me', { onRequest: requireAccess() }, async (request) => {
    const auth = await request.auth();
    return auth?.identity;
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

  const signOut = async (id: string | undefined, reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieBase);
    const ended = id ? await deleteSession(app.database.db, id) : undefined;
    if (!ended) return reply.redirect('/');
    const endSession = await rp
      .endSessionUrl({
        idTokenHint: ended.idToken,
        postLogoutRedirectUri: `${publicUrl}/`,
        // DESIGN §4 deviation: a random one-time value, not the access token, so no token lands in a URL.
        state: randomBytes(16).toString('base64url'),
      })
      .catch(() => null);
    return reply.redirect(endSession?.href ?? '/');
  };
  app.get('/api/auth/signout', (request, reply) => signOut(request.cookies[SESSION_COOKIE], reply));
  app.post('/api/auth/signout', (request, reply) => signOut(request.cookies[SESSION_COOKIE], reply));
};
