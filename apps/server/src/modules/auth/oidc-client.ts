import * as client from 'openid-client';
import { ConfigError } from '../../config.ts';
import { signingKey } from '../../oidc-client-key.ts';
import { type ClientAuth, isSecureOrLoopback, LOOPBACK_ONLY } from '../../oidc-settings.ts';
import type { Fetch } from './in-process-fetch.ts';

/** The embedded provider's client (client_secret_basic), or an external provider's OIDC_CLIENT_AUTH_METHOD. */
type ClientCredentials = { clientSecret: string } | { clientAuth: ClientAuth };

export type RelyingPartyOptions = ClientCredentials & {
  issuer: string;
  clientId: string;
  /** Where the provider sends the browser back: `${publicUrl}/api/auth/callback`, registered exactly. */
  redirectUri: string;
  fetch?: Fetch;
};

function clientAuthentication(options: RelyingPartyOptions): client.ClientAuth {
  if ('clientSecret' in options) return client.ClientSecretBasic(options.clientSecret);
  const auth = options.clientAuth;
  // openid-client form-urlencodes id and secret before Basic (RFC 6749 §2.3.1); providers that skip decoding
  // refuse a secret holding "-", "_" or ".", and client_secret_post sends it as it is.
  if (auth.method === 'client_secret_post') return client.ClientSecretPost(auth.secret);
  if (auth.method === 'private_key_jwt') return client.PrivateKeyJwt(signingKey(auth.key));
  return client.ClientSecretBasic(auth.secret);
}

/**
 * The relying party's view of one OpenID provider. Discovery runs on first use and is cached, so a provider that
 * is briefly down does not stop the server from starting; a failed discovery is retried on the next sign-in.
 */
export class RelyingParty {
  readonly options: RelyingPartyOptions;
  #config: Promise<client.Configuration> | undefined;

  constructor(options: RelyingPartyOptions) {
    // Checked here too, not only in loadConfig, so no way of building the app can talk to a provider in clear.
    if (!isSecureOrLoopback(options.issuer)) {
      throw new ConfigError(`OpenID provider ${options.issuer}: must be https; ${LOOPBACK_ONLY}`);
    }
    this.options = options;
  }

  configuration(): Promise<client.Configuration> {
    if (!this.#config) {
      const { issuer, clientId } = this.options;
      // The constructor let plain http through only on loopback.
      const insecure = new URL(issuer).protocol === 'http:';
      this.#config = client
        .discovery(new URL(issuer), clientId, undefined, clientAuthentication(this.options), {
          // openid-client trusts the TLS channel instead of the id token's signature unless told otherwise; a
          // token that no key in the provider's JWKS signed must never open a session, whatever the channel.
          execute: [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])],
          ...(this.options.fetch ? { [client.customFetch]: this.options.fetch as client.CustomFetch } : {}),
        })
        .catch((error: unknown) => {
          this.#config = undefined;
          throw error;
        });
    }
    return this.#config;
  }

  async authorizationUrl(params: { state: string; nonce: string; codeVerifier: string; locale: string }) {
    const config = await this.configuration();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      // No offline_access: it would need a consent prompt; providers issue a refresh token to this
      // confidential client with the code grant (the embedded one always does, Keycloak by default).
      scope: 'openid profile email',
      state: params.state,
      nonce: params.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(params.codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: params.locale === 'en' ? 'en' : 'ja',
    });
  }

  /**
   * Exchanges the code. openid-client checks state, PKCE, the id token's issuer, audience, expiry and nonce, and
   * (enableNonRepudiationChecks above) its signature against the provider's JWKS.
   */
  async exchangeCode(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.configuration();
    return client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
  }

  async refresh(refreshToken: string) {
    return client.refreshTokenGrant(await this.configuration(), refreshToken);
  }

  /** The provider's end-session address, or null when it advertises none. */
  async endSessionUrl(params: { idTokenHint: string; postLogoutRedirectUri: string; state: string }) {
    const config = await this.configuration();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      id_token_hint: params.idTokenHint,
      post_logout_redirect_uri: params.postLogoutRedirectUri,
      state: params.state,
    });
  }

  /** Asks the provider to revoke a refresh token (and, at most providers, its grant); false if it cannot. */
  async revoke(refreshToken: string): Promise<boolean> {
    const config = await this.configuration();
    if (!config.serverMetadata().revocation_endpoint) return false;
    await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
    return true;
  }

  async jwksUri(): Promise<string> {
    const uri = (await this.configuration()).serverMetadata().jwks_uri;
    if (!uri) throw new Error('the OpenID provider advertises no jwks_uri');
    return uri;
  }

  async issuer(): Promise<string> {
    return (await this.configuration()).serverMetadata().issuer;
  }
}

export { client as oidc };
