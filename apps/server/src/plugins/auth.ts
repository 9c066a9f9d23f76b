import { API_KEY_PREFIX, holdsAny } from '@tourtariff/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { limitKind } from './rate-limit.ts';

export const SESSION_COOKIE = 'tt_session';
export const CLIENT_HEADER = 'x-tourtariff-client';
const SPACE_RESPONSE_HEADER = 'x-tourtariff-space';

/** How the caller proved who they are. `session` carries the session's own id hash for the sign-in routes. */
export type Auth =
  | { via: 'session'; actor: Actor; sessionId: string; valid: boolean }
  | { via: 'bearer' | 'api_key'; actor: Actor; valid: true };

/** Finds the caller of a request (session cookie, bearer token or API key); the auth module provides it. */
export type ResolveAuth = (request: FastifyRequest) => Promise<Auth | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: the session cookie or the bearer token, resolved once per request. Null: nobody. */
    auth(): Promise<Auth | null>;
    /**
     * The caller of a guarded route, resolved once per request. Only call it behind
     * `requireAccess`: an anonymous request is refused with 401.
     */
    actor(): Promise<Actor>;
  }
  interface FastifyInstance {
    /** Every route under a guarded prefix with the rules it requires ([] = any signed-in caller). */
    guardedRoutes: { method: string; url: string; rules: string[] }[];
  }
  interface FastifyContextConfig {
    /** Marks a route under a guarded prefix as open to anonymous callers, on purpose. */
    public?: boolean;
    /**
     * The route serves a person who still has to enrol a second factor (the factor routes, the roles object), so
     * naming a space that requires one does not refuse it (docs/identity.md "Second factor").
     */
    beforeSecondFactor?: boolean;
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
    if (!auth) {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() === 'bearer' && token?.startsWith(API_KEY_PREFIX))
        throw new AppError('apikey.invalid', 'This API key is unknown, revoked or expired');
      throw new AppError('auth.required', 'Sign-in required');
    }
    if (!auth.valid) throw new AppError('auth.invalid_session', 'invalid session');
    if (auth.actor.apiKey) checkApiKey(request, auth.actor.apiKey.scope);
    if (auth.actor.withheld?.length && !request.routeOptions.config?.beforeSecondFactor)
      refuseWithheld(request, auth.actor.withheld);
    if (rules.length && !holdsAny(auth.actor.identity.access, rules, this.config.productKey)) {
      throw new AppError('access.forbidden', `Requires one of: ${rules.join(', ')}`);
    }
  };
  return Object.assign(guard, { [RULES]: rules }) as Guard;
}

/**
 * What an API key may call, by route: its space's tariffs, events and bookings, their pictures and files,
 * and who it is. People's own routes (profile, spaces, businesses, members, notifications, access requests, the
 * keys themselves) are not a key's business, so a leaked key cannot reach beyond its space's catalogue.
 */
const API_KEY_ROUTES = [
  /^\/api\/v1\/(Tariff|Event|Booking)(\/|$)/,
  /^\/api\/tariff\//,
  /^\/api\/ipfs(\/|$)/,
  /^\/core\/storage\/(fetch|save)$/,
  /^\/auth\/me$/,
];

/**
 * A call naming a space whose data this sign-in may not reach without a second factor, in the space header, a
 * path parameter or the query, is refused with `mfa.required`, which the web turns into the enrolment page. The space's
 * memberships are withheld anyway, so other calls simply find nothing of it (docs/identity.md "Second factor").
 */
function refuseWithheld(request: FastifyRequest, withheld: { space: string }[]) {
  const named = [
    request.headers['x-tourtariff-space'],
    ...Object.values(request.params ?? {}),
    ...Object.values((request.query as Record<string, unknown> | undefined) ?? {}),
  ];
  const space = withheld.find((m) => named.includes(m.space));
  if (space)
    throw new AppError('mfa.required', 'This space requires a sign-in with a second factor', {
      params: { space: space.space },
    });
}

/** Refuses a route outside what keys may call, and any change to a `read` key (core reads are POSTs too). */
function checkApiKey(request: FastifyRequest, scope: 'read' | 'write') {
  const route = request.routeOptions.url ?? '';
  if (!API_KEY_ROUTES.some((pattern) => pattern.test(route)))
    throw new AppError('apikey.not_allowed', 'API keys cannot call this route');
  if (scope === 'read' && limitKind(request.method, request.url) !== 'read')
    throw new AppError('apikey.read_only', 'This API key may only read');
}

/** Prefixes where a route must either declare `requireAccess` or be marked public: the guard fails closed. */
const guardedPrefixes = ['/api/', '/core/', '/auth/'];
// Sign-in endpoints establish the session, and the API documentation is public.
const exempt = (url: string) => url.startsWith('/api/auth/') || url.startsWith('/api/docs');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { resolve: ResolveAuth }) => {
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
      self[CACHE] ??= opts.resolve(this);
      return self[CACHE];
    });

    app.decorateRequest('actor', async function (this: FastifyRequest) {
      const auth = await this.auth();
      if (!auth) throw new AppError('auth.required', 'Sign-in required');
      return auth.actor;
    });

    // The space a call answered for when the caller left it open (acting.ts), so a client of several spaces
    // learns which one a read was about (docs/api.md "Acting space").
    app.addHook('onSend', (request, reply, payload, done) => {
      const pending = (request as FastifyRequest & { [CACHE]?: Promise<Auth | null> })[CACHE];
      if (!pending) return done(null, payload);
      pending.then(
        (auth) => {
          const space = auth?.actor.answeredFor;
          if (space) reply.header(SPACE_RESPONSE_HEADER, space);
          done(null, payload);
        },
        () => done(null, payload),
      );
    });

    // docs/product-decisions.md §4 CSRF rule: a cookie-authenticated state change must prove it comes from our own web client.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        SAFE_METHODS.has(request.method) ||
        request.headers.authorization ||
        !request.cookies[SESSION_COOKIE] ||
        !guardedPrefixes.some((prefix) => request.url.startsWith(prefix)) ||
        request.headers[CLIENT_HEADER] === 'web'
      )
        return done();
      done(
        new AppError(
          'access.forbidden',
          `Missing header X-TourTariff-Client: web on a cookie-authenticated request`,
        ),
      );
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

const CACHE = Symbol('auth');
