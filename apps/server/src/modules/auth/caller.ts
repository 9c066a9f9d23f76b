import { holdsAny } from '@tourtariff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, Identity, Membership } from '../../actor.ts';
import { loadCaller } from '../../core/users/index.ts';
import type { Auth, ResolveAuth } from '../../plugins/auth.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import type { BearerVerifier } from './bearer.ts';
import type { RelyingParty } from './oidc-client.ts';
import { isRevoked } from './revocation.ts';
import { loadSession } from './sessions.ts';

/** The header a person names the space they act as with (the web's current space, SPEC §4). */
export const SPACE_HEADER = 'x-tourtariff-space';

/** The caller as routes see it, from who they are and the spaces they belong to. */
export function actorFor(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: Identity,
  memberships: Membership[],
): Actor {
  const named = request.headers[SPACE_HEADER];
  const space = typeof named === 'string' ? memberships.find((m) => m.space === named) : undefined;
  return {
    kind: 'user',
    identity,
    isAdmin: holdsAny(identity.access, ['admin'], app.config.productKey),
    memberships,
    space: space ?? null,
    apiKey: null,
  };
}

/** Reads the caller from the bearer token or the session cookie; null when there is none or it is not valid. */
export function callerResolver(
  app: FastifyInstance,
  opts: { rp: RelyingParty; bearer: BearerVerifier },
): ResolveAuth {
  const { db } = app.database;
  return async (request): Promise<Auth | null> => {
    const header = request.headers.authorization;
    if (header) {
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
      const claims = await opts.bearer.verify(token);
      // A token of an ended sign-in or a reset password stops at once, not when it expires (issue 11 item 8).
      if (!claims?.sub || (await isRevoked(db, claims))) return null;
      const caller = await loadCaller(db, app.config, claims.sub, claims);
      return {
        via: 'bearer',
        actor: actorFor(app, request, caller.identity, caller.memberships),
        valid: true,
      };
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return null;
    const session = await loadSession(db, opts.rp, cookie);
    if (!session) return null;
    const caller = await loadCaller(db, app.config, session.sub);
    const actor = actorFor(app, request, caller.identity, caller.memberships);
    return { via: 'session', actor, sessionId: session.idHash, valid: session.valid };
  };
}
