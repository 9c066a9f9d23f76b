import { holdsAny } from '@tourtariff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { Actor, ApiClient, Identity, Membership } from '../../../actor.ts';
import { buildCaller } from '../../../core/users/index.ts';
import { type Auth, type ResolveAuth, SESSION_COOKIE } from '../../../plugins/auth.ts';
import { isApiKeySecret, noteApiKeyUse, resolveApiKey } from '../../api-keys/index.ts';
import { sha256 } from '../attempts.ts';
import type { BearerVerifier } from '../bearer.ts';
import type { RelyingParty } from '../oidc-client.ts';
import { findBearerCaller, findSessionCaller } from '../repository/caller.ts';
import { revocationKeys } from '../revocation.ts';
import { namesSecondFactor, splitMemberships } from '../second-factor.ts';
import { REFRESH_MARGIN_MS, refreshDue, refreshSession } from '../sessions.ts';
import type { CallerCache } from './cache.ts';
import type { Invalidation } from './invalidation.ts';

/** The header a person names the space they act as with (the web's current space, docs/product.md §4). */
export const SPACE_HEADER = 'x-tourtariff-space';

/** What the cache keeps of a caller: everything but the per-request current space. */
type Resolved =
  | {
      via: 'session';
      identity: Identity;
      memberships: Membership[];
      withheld: Membership[];
      secondFactor: boolean;
      sessionId: string;
      valid: boolean;
      refreshAt: number;
    }
  | {
      via: 'bearer';
      identity: Identity;
      memberships: Membership[];
      withheld: Membership[];
      secondFactor: boolean;
    }
  | { via: 'api_key'; key: Awaited<ReturnType<typeof resolveApiKey>> & object };

const spaceTags = (memberships: Membership[]) => memberships.map((m) => `space:${m.space}`);

/** The caller as routes see it; a person's current space is the one the header names, if they belong to it. */
function actorOf(app: FastifyInstance, request: FastifyRequest, resolved: Resolved): Actor {
  if (resolved.via === 'api_key') {
    const { identity, membership, apiKey } = resolved.key;
    const client: ApiClient = apiKey;
    return {
      kind: 'api_key',
      identity,
      isAdmin: false,
      memberships: [membership],
      space: membership,
      spaceHeader: null,
      apiKey: client,
    };
  }
  const { identity, memberships, withheld, secondFactor } = resolved;
  const named = request.headers[SPACE_HEADER];
  const space = typeof named === 'string' ? memberships.find((m) => m.space === named) : undefined;
  return {
    kind: 'user',
    identity,
    isAdmin: holdsAny(identity.access, ['admin'], app.config.productKey),
    memberships,
    space: space ?? null,
    spaceHeader: typeof named === 'string' ? named : null,
    apiKey: null,
    withheld,
    secondFactor,
  };
}

function authOf(app: FastifyInstance, request: FastifyRequest, resolved: Resolved): Auth {
  const actor = actorOf(app, request, resolved);
  if (resolved.via === 'session')
    return { via: 'session', actor, sessionId: resolved.sessionId, valid: resolved.valid };
  return { via: resolved.via, actor, valid: true };
}

export type ResolverOptions = {
  rp: RelyingParty;
  bearer: BearerVerifier;
  cache: CallerCache<Resolved>;
  invalidation: Invalidation;
};

export type CallerCacheOf = CallerCache<Resolved>;

/**
 * Reads the caller from an API key, a bearer token or the session cookie; null when there is none or it is not
 * valid. A cache miss costs one SQL statement (credentials and caller together), a hit none.
 */
export function callerResolver(app: FastifyInstance, opts: ResolverOptions): ResolveAuth {
  const { db } = app.database;
  const { cache } = opts;

  /** A hit, once this process's own committed changes have reached the cache; a miss waits for nothing. */
  async function cached(key: string, now: number): Promise<Resolved | undefined> {
    if (!cache.has(key, now)) return undefined;
    const pending = opts.invalidation.settled();
    if (pending) await pending;
    return cache.get(key, now);
  }

  async function fromApiKey(secret: string, now: number): Promise<Resolved | null> {
    const key = `k:${sha256(secret)}`;
    let resolved = await cached(key, now);
    if (!resolved) {
      const epoch = cache.epoch;
      const found = await resolveApiKey(db, app.config.productKey, secret, now);
      if (!found) return null;
      resolved = { via: 'api_key', key: found };
      const tags = [`apikey:${found.apiKey.id}`, `sub:${found.createdBy}`, `space:${found.apiKey.space}`];
      cache.set(key, resolved, tags, Math.min(now + cache.ttlMs, found.expiresAt ?? Infinity), epoch);
    }
    if (resolved.via === 'api_key') await noteApiKeyUse(db, resolved.key, now);
    return resolved;
  }

  async function fromBearer(token: string, now: number): Promise<Resolved | null> {
    const key = `b:${sha256(token)}`;
    const hit = await cached(key, now);
    if (hit) return hit;
    const epoch = cache.epoch;
    const claims: JWTPayload | null = await opts.bearer.verify(token);
    if (!claims?.sub) return null;
    const revocations = revocationKeys(claims);
    // A token of an ended sign-in or a reset password stops at once, not when it expires.
    const row = await findBearerCaller(db, claims.sub, revocations, new Date((claims.iat ?? 0) * 1000));
    if (row.revoked) return null;
    const caller = buildCaller(app.config, claims.sub, row.caller, claims);
    // A token's own `amr` says whether its sign-in used a second factor; none named counts as none.
    const secondFactor = namesSecondFactor(claims.amr);
    const split = splitMemberships(caller.memberships, row.caller.mfaSpaces, secondFactor);
    const resolved: Resolved = { via: 'bearer', ...caller, ...split, secondFactor };
    const tags = [...revocations.map((r) => `${r.kind}:${r.value}`), ...spaceTags(caller.memberships)];
    cache.set(key, resolved, tags, Math.min(now + cache.ttlMs, (claims.exp ?? 0) * 1000), epoch);
    return resolved;
  }

  async function fromSession(cookie: string, now: number): Promise<Resolved | null> {
    const idHash = sha256(cookie);
    const key = `s:${idHash}`;
    const hit = await cached(key, now);
    // A token due for refresh bypasses the cache: the refresh below has to run.
    if (hit?.via === 'session' && hit.refreshAt > now) return hit;
    const epoch = cache.epoch;
    const found = await findSessionCaller(db, idHash);
    if (!found || found.session.expiresAt.getTime() <= now) return null;
    let { session } = found;
    if (refreshDue(session, new Date(now))) {
      const refreshed = await refreshSession(db, opts.rp, session, new Date(now));
      if (!refreshed) return null;
      session = refreshed;
    }
    const caller = buildCaller(app.config, session.sub, found.caller);
    const resolved: Resolved = {
      via: 'session',
      ...caller,
      ...splitMemberships(caller.memberships, found.caller.mfaSpaces, session.secondFactor),
      secondFactor: session.secondFactor,
      sessionId: session.idHash,
      valid: session.valid,
      refreshAt: session.valid ? session.accessExpiresAt.getTime() - REFRESH_MARGIN_MS : Infinity,
    };
    const tags = [`session:${idHash}`, `sub:${session.sub}`, ...spaceTags(caller.memberships)];
    cache.set(key, resolved, tags, Math.min(now + cache.ttlMs, session.expiresAt.getTime()), epoch);
    return resolved;
  }

  return async (request): Promise<Auth | null> => {
    const now = Date.now();
    const header = request.headers.authorization;
    let resolved: Resolved | null;
    if (header) {
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
      resolved = isApiKeySecret(token) ? await fromApiKey(token, now) : await fromBearer(token, now);
    } else {
      const cookie = request.cookies[SESSION_COOKIE];
      resolved = cookie ? await fromSession(cookie, now) : null;
    }
    return resolved ? authOf(app, request, resolved) : null;
  };
}
