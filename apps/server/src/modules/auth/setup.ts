import type { FastifyInstance } from 'fastify';
import { outboxMailer } from '../../core/alerts/index.ts';
import { markEmailVerified } from '../../core/users/index.ts';
import { createIdp } from '../../idp/index.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { BearerVerifier } from './bearer.ts';
import { CallerCache } from './caller/cache.ts';
import { connectInvalidation } from './caller/invalidation.ts';
import { type CallerCacheOf, callerResolver } from './caller/resolve.ts';
import { EMBEDDED_CLIENT_ID, embeddedClientSecret } from './embedded.ts';
import { factorRoutes } from './factor-routes.ts';
import { type Fetch, inProcessFetch } from './in-process-fetch.ts';
import { RelyingParty } from './oidc-client.ts';
import { revokeAccount } from './revocation.ts';
import { authRoutes } from './routes.ts';
import { stepUpRoutes } from './step-up-routes.ts';

export type IdentityOptions = {
  /** How the relying party reaches an external provider; tests may route it, production uses global fetch. */
  fetch?: Fetch;
  /**
   * `core`: this process serves only the core API next to a full one. It shares the database (sessions, keys)
   * and reaches the full process's embedded provider over HTTP instead of mounting its own.
   */
  mode?: 'full' | 'core';
  /** How the embedded provider sends mail; the configured transport (SMTP or .eml files) by default. */
  mailer?: Mailer;
  /** The in-process caller cache: seconds an entry lives, and how many are kept. */
  callerCache?: { ttlMs?: number; maxEntries?: number };
};

/** Long enough to spare the database on a page's burst of calls; invalidation makes changes show at once. */
const CALLER_TTL_MS = 10_000;
const CALLER_MAX_ENTRIES = 10_000;

/**
 * Sign-in for the whole app: the embedded OpenID provider at /oidc unless an external one is configured, the
 * relying party that signs users in through it, and the guard that reads sessions and bearer tokens. Both
 * providers go through the very same relying-party code; only the transport to the embedded one is in-process.
 */
export async function setUpIdentity(app: FastifyInstance, options: IdentityOptions = {}) {
  const { config } = app;
  const { db } = app.database;
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  let rp: RelyingParty;
  let bearer: BearerVerifier;

  const coreOnly = options.mode === 'core';
  if (config.oidc) {
    rp = new RelyingParty({
      ...config.oidc,
      redirectUri,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    bearer = new BearerVerifier(rp, config.oidc.audience, options.fetch);
  } else if (coreOnly) {
    const issuer = `${config.publicUrl}/oidc`;
    const clientSecret = await embeddedClientSecret(db);
    rp = new RelyingParty({ issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUri });
    bearer = new BearerVerifier(rp, config.publicUrl);
  } else {
    const issuer = `${config.publicUrl}/oidc`;
    const clientSecret = await embeddedClientSecret(db);
    const idp = await createIdp({
      db,
      issuer,
      productName: config.productName,
      accessTokenAudience: config.publicUrl,
      mailer: options.mailer ?? createMailer(config.mail, app.log),
      // The owner notices go through the outbox, sent and retried with the alerts (docs/identity.md "Mails of
      // the sign-in"); the alerts module runs in every process that has the embedded provider.
      notices: outboxMailer(app.database),
      homeUrl: `${config.publicUrl}/`,
      // The password changed: every session in the app and every bearer token of the account end with it.
      onPasswordReset: (sub) => revokeAccount(db, sub),
      onEmailVerified: (sub, email) => markEmailVerified(db, sub, email),
      trustProxy: config.trustProxy !== false,
      logger: app.log,
      clients: [
        {
          client_id: EMBEDDED_CLIENT_ID,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          post_logout_redirect_uris: [`${config.publicUrl}/`],
        },
      ],
    });
    await app.register(idp.plugin);
    const local = inProcessFetch(app, config.publicUrl);
    rp = new RelyingParty({ issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUri, fetch: local });
    bearer = new BearerVerifier(rp, config.publicUrl, local);
  }

  const secureCookies = !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.publicUrl);
  const cache: CallerCacheOf = new CallerCache({
    ttlMs: options.callerCache?.ttlMs ?? CALLER_TTL_MS,
    maxEntries: options.callerCache?.maxEntries ?? CALLER_MAX_ENTRIES,
  });
  const invalidation = await connectInvalidation(app.database, cache as CallerCache<unknown>, app.log);
  app.addHook('onClose', async () => {
    await invalidation
      .close()
      .catch((error: unknown) => app.log.warn({ err: error }, 'caller UNLISTEN failed'));
  });
  await app.register(authPlugin, { resolve: callerResolver(app, { rp, bearer, cache, invalidation }) });
  await app.register(authRoutes, { rp, secureCookies, signIn: !coreOnly });
  // App-held factors and the step-up serve both providers: a company's requirement holds for people an external
  // provider signs in with a password alone too (docs/identity.md "Step-up").
  if (!coreOnly) {
    await app.register(factorRoutes, { embedded: !config.oidc });
    await app.register(stepUpRoutes, { notices: outboxMailer(app.database) });
  }
}
