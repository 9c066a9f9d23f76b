import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import type { Provider } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountRoutes } from './account-routes.ts';
import { DEFAULT_EXTRA_CLAIM_NAMES, type ExtraClaims } from './claims.ts';
import { interactionRoutes } from './interactions.ts';
import { loadIdpSecrets, publicJwks } from './keys.ts';
import type { IdpClient } from './provider.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import type { Clock } from './throttle.ts';

export {
  createAccount,
  findAccount,
  findAccountByEmail,
  type IdpAccount,
  verifyPassword,
} from './accounts.ts';
export { endBrowserSession } from './adapter.ts';
export {
  confirmTotp,
  type FactorStatus,
  factorAuditOf,
  factorStatus,
  hasTotp,
  regenerateRecoveryCodes,
  removeTotp,
  resetFactors,
  secondStep,
  startTotp,
  subsWithFactor,
} from './factors.ts';
export { letter } from './mails.ts';
export {
  authenticationOptions,
  listPasskeys,
  type PasskeyView,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  verifyPasskey,
} from './passkeys.ts';
export type { IdpClient } from './provider.ts';
export { recoveryOf } from './recovery.ts';
export { ensureAccount } from './seed.ts';
export { signInHistory } from './sign-ins.ts';

export type IdpOptions = {
  db: Db;
  /** Absolute URL; its path is where the provider is mounted, e.g. http://localhost:3000/oidc. */
  issuer: string;
  clients: IdpClient[];
  /** `aud` of every access token (a JWT signed with the provider's keys, valid 10 minutes). */
  accessTokenAudience: string;
  /** Claims added to the ID token and the access token (tests emulate e.g. Keycloak's resource_access). */
  extraClaims?: ExtraClaims;
  /** Top-level names `extraClaims` may return; the provider drops any other name from ID tokens. */
  extraClaimNames?: string[];
  /** Shown as the heading of the sign-in pages. */
  productName?: string;
  logger?: FastifyBaseLogger;
  /** The throttle's and the mailed links' clock; tests move it instead of waiting. */
  now?: Clock;
  /** Sends the sign-up confirmation and password-reset mails. */
  mailer: Mailer;
  /**
   * Sends the notices to an account's owner that may wait a moment: a new-device sign-in, a refused cloned
   * passkey, and the mails of recovery (docs/identity.md "Mails of the sign-in"). The app hands in its outbox;
   * `mailer` when unset.
   */
  notices?: Mailer;
  /** Where the account pages' "continue" links lead (the app); the issuer's origin by default. */
  homeUrl?: string;
  /** Called after a password reset, so the app ends that account's sessions and tokens too. */
  onPasswordReset?: (sub: string) => Promise<void>;
  /** Called when the owner of an account confirmed its address through a mailed link. */
  onEmailVerified?: (sub: string, email: string) => Promise<void>;
  /** Believe X-Forwarded-Proto/Host (only behind a proxy the operator declared: TRUST_PROXY). */
  trustProxy?: boolean;
};

export type Idp = {
  issuer: string;
  /** The public signing keys, as the jwks endpoint serves them. */
  jwks: { keys: JWK[] };
  /** Mounts the provider and its sign-in pages at the issuer's path; register it without a prefix. */
  plugin: FastifyPluginAsync;
};

/** The embedded OpenID Provider: keys and state in the database, so restarts and extra processes just work. */
export async function createIdp(options: IdpOptions): Promise<Idp> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const productName = options.productName ?? 'TourTariff';
  const secrets = await loadIdpSecrets(options.db);
  // Built when the first request reaches /oidc (sign-in, discovery, a token), never at start.
  let loading: Promise<{ provider: Provider; callback: ReturnType<Provider['callback']> }> | undefined;
  const load = () => {
    loading ??= import('./provider.ts').then(({ buildProvider }) => {
      const provider = buildProvider({
        ...options,
        issuer,
        secrets,
        productName,
        extraClaimNames: options.extraClaimNames ?? DEFAULT_EXTRA_CLAIM_NAMES,
      });
      return { provider, callback: provider.callback() };
    });
    return loading;
  };
  const provider = async () => (await load()).provider;

  // The provider parses its own bodies, so it gets the raw request before Fastify's body parsing (which would
  // answer 415 to its form posts). It sees paths relative to the mount and finds the mount in `originalUrl`,
  // as when mounted in Express.
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    const rest = url.slice(mountPath.length);
    raw.originalUrl = url;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    const { callback } = await load();
    await callback(raw, reply.raw);
  };
  // Never runs: the onRequest hook has hijacked the reply, and Fastify stops at a sent reply.
  const unreachable = async () => {};

  const plugin: FastifyPluginAsync = async (app) => {
    app.all(mountPath || '/', { onRequest: handOver }, unreachable);
    app.all(`${mountPath}/*`, { onRequest: handOver }, unreachable);
    const now = options.now ?? (() => new Date());
    const notices = options.notices ?? options.mailer;
    const shared = { db: options.db, mountPath, issuer, productName, mailer: options.mailer, notices, now };
    await app.register(interactionRoutes, {
      ...shared,
      provider,
      homeUrl: options.homeUrl ?? `${new URL(issuer).origin}/`,
    });
    await app.register(accountRoutes, {
      ...shared,
      homeUrl: options.homeUrl ?? `${new URL(issuer).origin}/`,
      ...(options.onPasswordReset ? { onPasswordReset: options.onPasswordReset } : {}),
      ...(options.onEmailVerified ? { onEmailVerified: options.onEmailVerified } : {}),
    });
    await app.register(recoveryRoutes, {
      ...shared,
      homeUrl: options.homeUrl ?? `${new URL(issuer).origin}/`,
    });
  };

  return { issuer, jwks: publicJwks(secrets.jwks), plugin };
}
