import * as client from 'openid-client';
import type { Fetch } from './in-process-fetch.ts';

export type RelyingPartyOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: `${publicUrl}/api/auth/callback`, registered exactly. */
  redirectUri: string;
  fetch?: Fetch;
};

/**
 * The relying party's view of one OpenID provider. Discovery runs on first use and is cached, so a provider that
 * is briefly down does not stop the server from starting; a failed discovery is retried on the next sign-in.
 */
export class RelyingParty {
  readonly options: RelyingPartyOptions;
  #config: Promise<client.Configuration> | undefined;

  constructor(options: RelyingPartyOptions) {
    this.options = options;
  }

  configuration(): Promise<client.Configuration> {
    if (!this.#config) {
      const { issuer, clientId, clientSecret } = this.options;
      const insecure = new URL(issuer).protocol === 'http:';
      this.#config = client
        .discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
          // Plain http is only ever a local provider (the embedded one, or a test instance).
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
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

  /** Exchanges the code; checks state, nonce, PKCE, issuer and the id token signature (openid-client does). */
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
