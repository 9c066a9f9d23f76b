import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.ts';
import { upsertUser } from '../../core/users/index.ts';
import { consumeAttempt, saveAttempt } from './attempts.ts';
import { oidc, type RelyingParty } from './oidc-client.ts';
import { safeCallbackPath } from './redirects.ts';
import { revokeSessionTokens } from './revocation.ts';
import { namesSecondFactor } from './second-factor.ts';
import { createSession, deleteSession } from './sessions.ts';

/**
 * What sign-in picks of the request context (docs/ARCHITECTURE.md "Request context"); the relying party is the
 * auth module's own and is handed in beside it.
 */
type Ctx = Pick<RequestContext, 'db' | 'config' | 'log'>;

/** Starts a sign-in: the attempt is stored, the browser gets a secret binding it, and goes to the provider. */
export async function startSignIn(
  ctx: Ctx,
  rp: RelyingParty,
  input: { callbackUrl?: string | undefined; locale?: string | undefined },
): Promise<{ url: string; browserSecret: string }> {
  const browserSecret = randomBytes(32).toString('base64url');
  const attempt = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    callbackUrl: safeCallbackPath(input.callbackUrl, ctx.config.publicUrl),
  };
  await saveAttempt(ctx.db, attempt, browserSecret);
  const url = await rp.authorizationUrl({
    ...attempt,
    locale: input.locale ?? ctx.config.defaultLocale,
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
  ctx: Ctx,
  rp: RelyingParty,
  query: URLSearchParams,
  browserSecret: string | undefined,
  previousSession: string | undefined,
  device: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<SignInResult> {
  const refused = (reason: string): SignInResult => ({ ok: false, reason });
  if (query.get('error')) return refused(`the provider answered ${query.get('error')}`);
  const state = query.get('state');
  if (!state) return refused('no state');
  const attempt = await consumeAttempt(ctx.db, state, browserSecret);
  if (!attempt) return refused('unknown, expired or already used sign-in attempt');
  let tokens: Awaited<ReturnType<RelyingParty['exchangeCode']>>;
  try {
    tokens = await rp.exchangeCode(new URL(`/api/auth/callback?${query}`, ctx.config.publicUrl), attempt);
  } catch (error) {
    ctx.log.warn({ err: error }, 'authorization code exchange refused');
    return refused('the provider did not accept this sign-in');
  }
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) return refused('no id token');
  await upsertUser(ctx.db, ctx.config, claims);
  if (previousSession) await deleteSession(ctx.db, previousSession);
  const sessionId = await createSession(ctx.db, claims.sub, {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    expiresInSeconds: tokens.expires_in,
    secondFactor: namesSecondFactor(claims.amr),
    ...device,
  });
  return { ok: true, sessionId, callbackUrl: attempt.callbackUrl };
}

/**
 * Ends the session row, stops the session's bearer tokens and refresh token at once, and answers the provider's
 * end-session address for the browser to open. Every process's caller cache drops the session through the
 * sessions trigger of migration 0011.
 */
export async function signOut(
  ctx: Ctx,
  rp: RelyingParty,
  sessionCookie: string | undefined,
): Promise<{ url: string }> {
  const ended = sessionCookie ? await deleteSession(ctx.db, sessionCookie) : undefined;
  if (!ended) return { url: '/' };
  await revokeSessionTokens(ctx.db, ended.accessToken);
  if (ended.refreshToken) {
    await rp.revoke(ended.refreshToken).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'refresh token revocation refused by the provider');
    });
  }
  const endSession = await rp
    .endSessionUrl({
      idTokenHint: ended.idToken,
      postLogoutRedirectUri: `${ctx.config.publicUrl}/`,
      // docs/product-decisions.md §4 deviation: a random one-time value, not the access token, so no token lands in a URL.
      state: randomBytes(16).toString('base64url'),
    })
    .catch(() => null);
  return { url: endSession?.href ?? '/' };
}
