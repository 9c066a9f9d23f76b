import type { Actor } from '../../actor.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { endBrowserSession } from '../../idp/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { RelyingParty } from './oidc-client.ts';
import { deleteAllSessionsOf, deleteSessionOf, type SessionRow, sessionsOf } from './repository/sessions.ts';
import { revokeSessionTokens } from './revocation.ts';

/*
 * The account's sessions (docs/identity.md "Sessions"): listed with the device and address they started from,
 * ended one by one or all at once, exactly as signing out ends one ("Signing out, and how fast revocation
 * works"): the row goes, its access tokens stop at the next request, its refresh token is revoked at the provider.
 */

type Ctx = Pick<RequestContext, 'db' | 'log'>;

/** Browser and system named from a User-Agent, coarsely: enough for a person to recognise their own device. */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return { browser, os };
}

/** A person signed in with a browser: API keys and bearer tokens have no sessions to manage. */
function person(actor: Actor, auth: Auth): string {
  if (actor.apiKey) throw new AppError('apikey.not_allowed', 'API keys have no sessions');
  if (auth.via !== 'session') throw new AppError('auth.session_only', 'Sessions are managed from a browser');
  return actor.identity.sub;
}

const currentOf = (auth: Auth) => (auth.via === 'session' ? auth.sessionId : null);

export async function listSessions(ctx: Ctx, auth: Auth) {
  const rows = await sessionsOf(ctx.db, person(auth.actor, auth), new Date());
  const current = currentOf(auth);
  return {
    sessions: rows.map((row) => ({
      id: row.idHash,
      ...deviceOf(row.userAgent),
      ip: row.ip,
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      current: row.idHash === current,
    })),
  };
}

async function stop(ctx: Ctx, rp: RelyingParty, ended: SessionRow) {
  await revokeSessionTokens(ctx.db, ended.accessToken);
  if (ended.refreshToken) {
    // Before the revocation, which removes the token that names the provider's session of that browser.
    await endBrowserSession(ctx.db, ended.refreshToken);
    await rp.revoke(ended.refreshToken).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'refresh token revocation refused by the provider');
    });
  }
}

/** Ends one of the caller's sessions; another person's (or an unknown) id is a record the caller may not read. */
export async function endSession(ctx: Ctx, rp: RelyingParty, auth: Auth, id: string) {
  const ended = await deleteSessionOf(ctx.db, person(auth.actor, auth), id);
  if (!ended) throw new AppError('record.not_found', 'invalid record');
  await stop(ctx, rp, ended);
}

/** Ends every session of the caller, this one included. */
export async function endAllSessions(ctx: Ctx, rp: RelyingParty, auth: Auth) {
  const ended = await deleteAllSessionsOf(ctx.db, person(auth.actor, auth));
  for (const row of ended) await stop(ctx, rp, row);
  return { ended: ended.length };
}
