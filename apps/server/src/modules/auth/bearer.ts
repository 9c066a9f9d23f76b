import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';
import type { Fetch } from './in-process-fetch.ts';
import type { RelyingParty } from './oidc-client.ts';

/**
 * Validates `Authorization: Bearer` access tokens as JWTs signed by the configured provider: signature against
 * its JWKS (fetched and cached by jose, refreshed on an unknown key id), issuer, audience and expiry.
 */
export class BearerVerifier {
  readonly #rp: RelyingParty;
  readonly #audience: string;
  readonly #fetch: Fetch | undefined;
  #keys: Promise<{ jwks: ReturnType<typeof createRemoteJWKSet>; issuer: string }> | undefined;

  constructor(rp: RelyingParty, audience: string, fetchImpl?: Fetch) {
    this.#rp = rp;
    this.#audience = audience;
    this.#fetch = fetchImpl;
  }

  #load() {
    this.#keys ??= (async () => {
      const jwks = createRemoteJWKSet(new URL(await this.#rp.jwksUri()), {
        ...(this.#fetch ? { [customFetch]: this.#fetch } : {}),
      });
      return { jwks, issuer: await this.#rp.issuer() };
    })().catch((error: unknown) => {
      this.#keys = undefined;
      throw error;
    });
    return this.#keys;
  }

  /** The verified claims, or null for any token that is not valid right now. */
  async verify(token: string): Promise<JWTPayload | null> {
    try {
      const { jwks, issuer } = await this.#load();
      const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer, audience: this.#audience });
      // An id token is signed by the same keys; only access tokens open the API.
      const idTokenLike = payload.typ === 'ID' || 'at_hash' in payload || 'c_hash' in payload;
      if (protectedHeader.typ !== 'at+jwt' && idTokenLike) return null;
      return payload.sub ? payload : null;
    } catch {
      return null;
    }
  }
}
