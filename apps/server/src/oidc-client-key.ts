import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CryptoKey } from 'openid-client';

/** The app's own private key for `private_key_jwt` (OIDC_CLIENT_PRIVATE_KEY), parsed once at start-up. */
export type ClientKey = { key: KeyObject; kid: string | undefined; alg: ClientKeyAlg };

type ClientKeyAlg = 'RS256' | 'ES256' | 'ES384' | 'ES512';

const EC_ALGS: Record<string, ClientKeyAlg> = {
  prime256v1: 'ES256',
  secp384r1: 'ES384',
  secp521r1: 'ES512',
};
const EC_CURVES: Record<string, string> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };

/**
 * Reads a PEM private key, a private JWK, or the path of a file holding either. A JWK's `kid` is sent in the
 * assertion header, for providers that pick the client's key by id. Throws an Error saying what is wrong.
 */
export function readClientKey(value: string): ClientKey {
  const inline = /^\s*(-----BEGIN |\{)/.test(value);
  let text = value;
  if (!inline) {
    try {
      text = readFileSync(value, 'utf8');
    } catch (error) {
      throw new Error(`cannot read the file ${value} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  text = text.trim();
  let key: KeyObject;
  let kid: string | undefined;
  try {
    if (text.startsWith('{')) {
      const jwk = JSON.parse(text) as JsonWebKey & { kid?: unknown };
      key = createPrivateKey({ key: jwk, format: 'jwk' });
      kid = typeof jwk.kid === 'string' && jwk.kid ? jwk.kid : undefined;
    } else {
      // Container settings and .env files often carry a PEM on one line with literal "\n" for line breaks.
      key = createPrivateKey(text.replaceAll('\\n', '\n'));
    }
  } catch {
    throw new Error('not a readable unencrypted private key (PEM or JWK)');
  }
  return { key, kid, alg: signingAlg(key) };
}

/** RS256 and ES256/384/512 are what every provider accepts for client assertions. */
function signingAlg(key: KeyObject): ClientKeyAlg {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    if ((details.modulusLength ?? 0) < 2048) throw new Error('an RSA key needs at least 2048 bits');
    return 'RS256';
  }
  const ec = key.asymmetricKeyType === 'ec' ? EC_ALGS[details.namedCurve ?? ''] : undefined;
  if (ec) return ec;
  throw new Error('the key must be RSA (2048 bits or more) or EC on P-256, P-384 or P-521');
}

/** The key as openid-client signs with it: a non-extractable WebCrypto key, and its id if it has one. */
export function signingKey(clientKey: ClientKey): { key: CryptoKey; kid?: string } {
  const algorithm =
    clientKey.alg === 'RS256'
      ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
      : { name: 'ECDSA', namedCurve: EC_CURVES[clientKey.alg] ?? 'P-256' };
  const key = clientKey.key.toCryptoKey(algorithm, false, ['sign']) as CryptoKey;
  return clientKey.kid ? { key, kid: clientKey.kid } : { key };
}
