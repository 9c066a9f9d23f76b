import type { FastifyInstance } from 'fastify';
import { markEmailVerified } from '../../core/users/index.ts';
import { createIdp } from '../../idp/index.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { seedDemoAccounts } from '../../seed/demo.ts';
import { BearerVerifier } from './bearer.ts';
import { callerResolver } from './caller.ts';
import { EMBEDDED_CLIENT_ID, embeddedClientSecret } from './embedded.ts';
import { type Fetch, inProcessFetch } from './in-process-fetch.ts';
import { RelyingParty } from './oidc-client.ts';
import { revokeAccount } from './revocation.ts';
import { authRoutes } from './routes.ts';

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
};

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
    if (config.seedDemo) await seedDemoAccounts(db, config);
    const local = inProcessFetch(app, config.publicUrl);
    rp = new RelyingParty({ issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUri, fetch: local });
    bearer = new BearerVerifier(rp, config.publicUrl, local);
  }

  const secureCookies = !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.publicUrl);
  await app.register(authPlugin, { resolve: callerResolver(app, { rp, bearer }) });
  await app.register(authRoutes, { rp, secureCookies, signIn: !coreOnly });
}
