import { holdsAny } from '@tourtariff/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { BearerVerifier } from '../modules/auth/bearer.ts';
import { type Identity, loadIdentity } from '../modules/auth/identity.ts';
import type { RelyingParty } from '../modules/auth/oidc-client.ts';
import { isRevoked } from '../modules/auth/revocation.ts';
import { loadSession, type SessionRow } from '../modules/auth/sessions.ts';

export const SESSION_COOKIE = 'tt_session';
export const CLIENT_HEADER = 'x-tourtariff-client';

export type Auth =
  | { via: 'session'; identity: Identity; session: SessionRow; valid: boolean }
  | { via: 'bearer'; identity: Identity; valid: true };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: the session cookie or the bearer token, resolved once per request. Null: nobody. */
    auth(): Promise<Auth | null>;
  }
  interface FastifyInstance {
    /** Every route under a guarded prefix with the rules it requires ([] = any signed-in caller). */
    guardedRoutes: { method: string; url: string; rules: string[] }[];
  }
  interface FastifyContextConfig {
    /** Marks a route under a guarded prefix as open to anonymous callers, on purpose. */
    public?: boolean;
  }
}

const RULES = Symbol('access rules');
type Guard = onRequestHookHandler & { [RULES]: string[] };

/**
 * The `onRequest` hook every non-public API route declares. With no rules it admits any signed-in caller;
 * otherwise the caller must hold one of them (relative rules such as `admin` are qualified with the product key).
 * It runs before body parsing and validation, so a caller without access learns nothing about the input rules.
 */
export function requireAccess(...rules: string[]): onRequestHookHandler {
  const guard = async function (this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
    const auth = await request.auth();
    if (!auth) throw new AppError('UNAUTHENTICATED', 'Sign-in required');
    if (!auth.valid) throw new AppError('INVALID_SESSION', 'invalid session');
    if (rules.length && !holdsAny(auth.identity.access, rules, this.config.productKey)) {
      throw new AppError('FORBIDDEN', `Requires one of: ${rules.join(', ')}`);
    }
  };
  return Object.assign(guard, { [RULES]: rules }) as Guard;
}

/** Prefixes where a route must either declare `requireAccess` or be marked public: the guard fails closed. */
const guardedPrefixes = ['/api/', '/core/', '/auth/'];
// Sign-in endpoints establish the session, and the API documentation is public.
const exempt = (url: string) => url.startsWith('/api/auth/') || url.startsWith('/api/docs');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { rp: RelyingParty; bearer: BearerVerifier; secureCookies: boolean },
  ) => {
    app.decorate('guardedRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!guardedPrefixes.some((prefix) => route.url.startsWith(prefix)) || exempt(route.url)) return;
      if (route.config?.public) return;
      const handlers = [route.onRequest ?? []].flat() as Partial<Guard>[];
      const guard = handlers.find((handler) => handler[RULES]);
      if (!guard?.[RULES])
        throw new Error(
          `${route.method} ${route.url} declares no access (onRequest: requireAccess(…), or config.public)`,
        );
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.guardedRoutes.push({ method, url: route.url, rules: guard[RULES] });
      }
    });

    app.decorateRequest('auth', function (this: FastifyRequest) {
      const self = this as FastifyRequest & { [CACHE]?: Promise<Auth | null> };
      self[CACHE] ??= resolveAuth(app, this, opts);
      return self[CACHE];
    });

    // DESIGN §4 CSRF rule: a cookie-authenticated state change must prove it comes from our own web client.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.headers.authorization) return;
      if (!request.cookies[SESSION_COOKIE]) return;
      if (!guardedPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
      if (request.headers[CLIENT_HEADER] !== 'web') {
        throw new AppError(
          'FORBIDDEN',
          `Missing header X-TourTariff-Client: web on a cookie-authenticated request`,
        );
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

const CACHE = Symbol('auth');

async function resolveAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: { rp: RelyingParty; bearer: BearerVerifier },
): Promise<Auth | null> {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
    const claims = await opts.bearer.verify(token);
    // A token of an ended sign-in or a reset password stops at once, not when it expires (issue 11 item 8).
    if (!claims?.sub || (await isRevoked(app.database.db, claims))) return null;
    const identity = await loadIdentity(app.database.db, app.config, claims.sub, claims);
    return { via: 'bearer', identity, valid: true };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const session = await loadSession(app.database.db, opts.rp, cookie);
  if (!session) return null;
  const identity = await loadIdentity(app.database.db, app.config, session.sub);
  return { via: 'session', identity, session, valid: session.valid };
}
