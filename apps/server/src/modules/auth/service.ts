import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { upsertUser } from '../../core/users/index.ts';
import type { Db } from '../../db/client.ts';
import { consumeAttempt, saveAttempt } from './attempts.ts';
import { oidc, type RelyingParty } from './oidc-client.ts';
import { safeCallbackPath } from './redirects.ts';
import { revokeSessionTokens } from './revocation.ts';
import { createSession, deleteSession } from './sessions.ts';

export type AuthDeps = { db: Db; config: Config; rp: RelyingParty; log: FastifyBaseLogger };

/** Starts a sign-in: the attempt is stored, the browser gets a secret binding it, and goes to the provider. */
export async function startSignIn(
  deps: AuthDeps,
  input: { callbackUrl?: string | undefined; locale?: string | undefined },
): Promise<{ url: string; browserSecret: string }> {
  const browserSecret = randomBytes(32).toString('base64url');
  const attempt = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    callbackUrl: safeCallbackPath(input.callbackUrl, deps.config.publicUrl),
  };
  await saveAttempt(deps.db, attempt, browserSecret);
  const url = await deps.rp.authorizationUrl({
    ...attempt,
    locale: input.locale ?? deps.config.defaultLocale,
  });
  return { url: url.href, browserSecret };
}

export type SignInResult =
  | { ok: true; sessionId: string; callbackUrl: string }
  | { ok: false; reason: string };

/**
 * The provider sent the browser back: the attempt is used once, the code exchanged (PKCE, state, nonce), the user
 * recorded from the id token, and a new session replaces any previous one of this browser.
 */
export async function finishSignIn(
  deps: AuthDeps,
  query: URLSearchParams,
  browserSecret: string | undefined,
  previousSession: string | undefined,
): Promise<SignInResult> {
  const refused = (reason: string): SignInResult => ({ ok: false, reason });
  if (query.get('error')) return refused(`the provider answered ${query.get('error')}`);
  const state = query.get('state');
  if (!state) return refused('no state');
  const attempt = await consumeAttempt(deps.db, state, browserSecret);
  if (!attempt) return refused('unknown, expired or already used sign-in attempt');
  let tokens: Awaited<ReturnType<RelyingParty['exchangeCode']>>;
  try {
    tokens = await deps.rp.exchangeCode(
      new URL(`/api/auth/callback?${query}`, deps.config.publicUrl),
      attempt,
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'authorization code exchange refused');
    return refused('the provider did not accept this sign-in');
  }
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) return refused('no id token');
  await upsertUser(deps.db, deps.config, claims);
  if (previousSession) await deleteSession(deps.db, previousSession);
  const sessionId = await createSession(deps.db, claims.sub, {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    expiresInSeconds: tokens.expires_in,
  });
  return { ok: true, sessionId, callbackUrl: attempt.callbackUrl };
}

/**
 * Ends the session row, stops the session's bearer tokens and refresh token at once, and answers the provider's
 * end-session address for the browser to open. Every process's caller cache drops the session through the
 * sessions trigger of migration 0011.
 */
export async function signOut(deps: AuthDeps, sessionCookie: string | undefined): Promise<{ url: string }> {
  const ended = sessionCookie ? await deleteSession(deps.db, sessionCookie) : undefined;
  if (!ended) return { url: '/' };
  await revokeSessionTokens(deps.db, ended.accessToken);
  if (ended.refreshToken) {
    await deps.rp.revoke(ended.refreshToken).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'refresh token revocation refused by the provider');
    });
  }
  const endSession = await deps.rp
    .endSessionUrl({
      idTokenHint: ended.idToken,
      postLogoutRedirectUri: `${deps.config.publicUrl}/`,
      // docs/product-decisions.md §4 deviation: a random one-time value, not the access token, so no token lands in a URL.
      state: randomBytes(16).toString('base64url'),
    })
    .catch(() => null);
  return { url: endSession?.href ?? '/' };
}
