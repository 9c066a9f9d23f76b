import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { ensureSecret } from '../db/secrets.ts';

export type IdpSecrets = {
  /** Private signing keys, newest first (the provider signs with the first that fits). */
  jwks: { keys: JWK[] };
  /** Keygrip keys for the provider's signed cookies, newest first. */
  cookieKeys: string[];
};

const JWKS_NAME = 'idp.jwks';
const COOKIE_KEYS_NAME = 'idp.cookie-keys';

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Key material of the embedded provider, generated once and kept so restarts keep tokens and sessions valid. */
export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const jwks = await ensureSecret(db, JWKS_NAME, async () => ({ keys: [await newSigningKey()] }));
  const cookieKeys = await ensureSecret(db, COOKIE_KEYS_NAME, async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}

/** The public half of a private JWKS, as served at the jwks endpoint. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
