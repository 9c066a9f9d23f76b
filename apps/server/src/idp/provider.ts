import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { findAccount } from './accounts.ts';
import { createAdapterFactory } from './adapter.ts';
import { accessTokenClaims, accountClaims, claimsConfig, type ExtraClaims, SCOPES } from './claims.ts';
import type { IdpSecrets } from './keys.ts';
import { pickLang, texts } from './texts.ts';
import { CSP, logoutPage, messagePage } from './views.ts';

export type IdpClient = {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  /** Defaults to client_secret_basic; the provider accepts only the one method a client is registered with. */
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
};

export type ProviderOptions = {
  db: Db;
  issuer: string;
  secrets: IdpSecrets;
  clients: IdpClient[];
  accessTokenAudience: string;
  extraClaims?: ExtraClaims;
  extraClaimNames: string[];
  productName: string;
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
};

const ACCESS_TOKEN_TTL = 10 * 60;
const DAY = 24 * 60 * 60;

function langOf(ctx: KoaContextWithOIDC): ReturnType<typeof pickLang> {
  return pickLang(undefined, ctx.oidc?.params?.ui_locales);
}

function html(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'html';
  ctx.set('content-security-policy', CSP);
  ctx.set('cache-control', 'no-store');
  ctx.body = body;
}

/** The configured oidc-provider; interactions (login, sign-up) are Fastify routes beside it (interactions.ts). */
export function buildProvider(o: ProviderOptions): Provider {
  const mountPath = new URL(o.issuer).pathname.replace(/\/+$/, '');
  const scopeText = SCOPES.join(' ');
  // RFC 8707 wants the resource indicator to be an absolute URI; the audience may be any string (e.g. 'account').
  const resource = URL.canParse(o.accessTokenAudience)
    ? o.accessTokenAudience
    : `urn:tourtariff:audience:${encodeURIComponent(o.accessTokenAudience)}`;

  const configuration: Configuration = {
    adapter: createAdapterFactory(o.db),
    clients: o.clients.map((c) => ({
      token_endpoint_auth_method: 'client_secret_basic',
      ...c,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    })),
    jwks: o.secrets.jwks as Configuration['jwks'],
    cookies: {
      keys: o.secrets.cookieKeys,
      // The session cookie only needs to reach the provider, not the app sharing its origin.
      long: { httpOnly: true, sameSite: 'lax', path: mountPath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: SCOPES,
    claims: claimsConfig(o.extraClaimNames),
    // Relying parties read the profile from the ID token instead of calling userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    discovery: { ui_locales_supported: ['ja', 'en'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          html(ctx, logoutPage(langOf(ctx), o.productName, form));
        },
        postLogoutSuccessSource: async (ctx) => {
          const t = texts[langOf(ctx)];
          html(ctx, messagePage(langOf(ctx), o.productName, t.signOutTitle, t.signedOut));
        },
      },
      resourceIndicators: {
        enabled: true,
        // Every access token is for the app's API, whether or not the client names it with `resource`.
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: scopeText,
            audience: o.accessTokenAudience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await findAccount(o.db, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => accountClaims(account, o.extraClaims) as { sub: string } };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccount(o.db, token.accountId);
      if (!account) return undefined;
      // `gid` names the grant, so ending one sign-in stops every access token issued under it, refreshed or not.
      return { ...accessTokenClaims(account, token.scope ?? '', o.extraClaims), gid: token.grantId };
    },
    // First-party clients only: consent is implied, so the grant is created or widened here and never asked for.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const grant =
        (grantId && (await oidc.provider.Grant.find(grantId))) ||
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      const requested = [...oidc.requestParamOIDCScopes].join(' ');
      grant.addOIDCScope(requested);
      grant.addOIDCClaims([...oidc.requestParamClaims]);
      grant.addResourceScope(resource, requested);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: async (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      const lang = langOf(ctx);
      const t = texts[lang];
      // The provider's own descriptions are English and safe to show (no internals); keep them for support.
      const detail = out.error_description ?? out.error;
      html(ctx, messagePage(lang, o.productName, t.errorTitle, `${t.failed} (${detail})`));
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      ClientCredentials: ACCESS_TOKEN_TTL,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      // Longer than a refresh token, so a refresh never fails only because its grant ran out first.
      Grant: 30 * DAY,
    },
  };

  const provider = new Provider(o.issuer, configuration);
  // X-Forwarded-Proto/Host are anyone's to send: believe them only behind a proxy the operator declared.
  provider.proxy = o.trustProxy === true;
  provider.on('server_error', (_ctx, error) => o.logger?.error({ err: error }, 'oidc provider error'));
  return provider;
}
