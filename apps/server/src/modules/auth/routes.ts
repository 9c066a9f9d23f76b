import { accountSessionParams, accountSessionsResponse, endAllSessionsResponse } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type Auth, requireAccess, SESSION_COOKIE } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { endAllSessions, endSession, listSessions } from './account-sessions.ts';
import type { RelyingParty } from './oidc-client.ts';
import { responses, signInQuery } from './schemas.ts';
import { finishSignIn, signOut, startSignIn } from './service.ts';

export { safeCallbackPath } from './redirects.ts';

const ATTEMPT_COOKIE = 'tt_auth';
const tags = ['auth'];

export type AuthRouteOptions = {
  rp: RelyingParty;
  secureCookies: boolean;
  /** Off in a core-only process: signing in happens at the full app, whose session cookie this one reads. */
  signIn: boolean;
};

/** The docs/product.md §3 Session, without tokens (docs/product-decisions.md §4 deviation). */
export function sessionBody(auth: Auth | null) {
  if (auth?.via !== 'session') {
    return { user: null, ready: true, valid: false, status: 'unauthenticated' as const };
  }
  return { user: auth.actor.identity, ready: true, valid: auth.valid, status: 'authenticated' as const };
}

async function authOf(request: { auth(): Promise<Auth | null> }): Promise<Auth> {
  const auth = await request.auth();
  if (!auth) throw new AppError('auth.required', 'Sign-in required');
  return auth;
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  plain,
  { rp, secureCookies, signIn },
) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  // docs/product.md §7 "Auth service": the caller's identity and access entries, for integrations holding a bearer token.
  app.post(
    '/auth/me',
    {
      onRequest: requireAccess(),
      schema: { tags, summary: "The caller's identity and access entries", response: responses.me },
    },
    async (request) => (await request.actor()).identity,
  );
  if (!signIn) return;

  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies, path: '/' };

  app.get(
    '/api/auth/signin',
    {
      schema: {
        tags,
        summary: 'Start signing in: redirects to the OpenID provider',
        querystring: signInQuery,
        response: responses.signIn,
      },
    },
    async (request, reply) => {
      const { url, browserSecret } = await startSignIn(request.ctx, rp, request.query);
      reply.setCookie(ATTEMPT_COOKIE, browserSecret, { ...cookieBase, path: '/api/auth', maxAge: 600 });
      return reply.redirect(url);
    },
  );

  app.get(
    '/api/auth/callback',
    {
      schema: {
        tags,
        summary: "The provider's answer: starts the session, redirects to the return address",
        response: responses.callback,
      },
    },
    async (request, reply) => {
      // The provider's parameters are read as sent (no schema): any of them may be absent or unexpected.
      const query = new URL(request.url, app.config.publicUrl).searchParams;
      const result = await finishSignIn(
        request.ctx,
        rp,
        query,
        request.cookies[ATTEMPT_COOKIE],
        request.cookies[SESSION_COOKIE],
        { userAgent: request.headers['user-agent'], ip: request.ip },
      );
      reply.clearCookie(ATTEMPT_COOKIE, { ...cookieBase, path: '/api/auth' });
      if (!result.ok) {
        return reply
          .status(400)
          .type('text/plain; charset=utf-8')
          .send(`Sign-in failed: ${result.reason}. Please start again.`);
      }
      reply.setCookie(SESSION_COOKIE, result.sessionId, cookieBase);
      return reply.redirect(result.callbackUrl);
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { tags, summary: 'The docs/product.md §3 session (no tokens)', response: responses.session } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessionBody(await request.auth());
    },
  );

  /**
   * docs/product-decisions.md §4: sign-out is a POST carrying the client header (the CSRF rule of plugins/auth.ts refuses a
   * cookie-authenticated one without it), so no other site can sign anybody out.
   */
  app.post(
    '/api/auth/signout',
    { schema: { tags, summary: 'Sign out: ends the session and its tokens', response: responses.signOut } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = request.cookies[SESSION_COOKIE];
      reply.clearCookie(SESSION_COOKIE, cookieBase);
      return signOut(request.ctx, rp, id);
    },
  );

  // A link or an image on another site must not sign anybody out: GET is answered, but changes nothing.
  app.get(
    '/api/auth/signout',
    { schema: { tags, summary: 'Refused: sign out with POST', response: responses.signOutByGet } },
    async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new AppError(
        'request.method_not_allowed',
        'Sign out with POST /api/auth/signout (and the client header)',
      );
    },
  );

  // The account's sessions (docs/identity.md "Sessions"), for every provider: sessions are the app's own.
  app.get(
    '/api/account/sessions',
    {
      onRequest: requireAccess(),
      config: { beforeSecondFactor: true },
      schema: {
        tags,
        summary: "The caller's sessions: device, address, started, last seen",
        response: withErrors({ 200: accountSessionsResponse }),
      },
    },
    async (request) => listSessions(request.ctx, await authOf(request)),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      onRequest: requireAccess(),
      config: { beforeSecondFactor: true },
      schema: {
        tags,
        summary: "Signs one of the caller's sessions out, at once",
        params: accountSessionParams,
        response: withErrors({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await endSession(request.ctx, rp, await authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/end-all',
    {
      onRequest: requireAccess(),
      config: { beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Signs every session of the caller out, this one included, at once',
        response: withErrors({ 200: endAllSessionsResponse }),
      },
    },
    async (request) => endAllSessions(request.ctx, rp, await authOf(request)),
  );
};
