import { ES256 } from '@sd-jwt/crypto-nodejs';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { openText, sealText } from '../../../db/sealing.ts';

/** Signs the JWS signing input, answering the base64url signature (the SD-JWT libraries' signer shape). */
export type Signer = (data: string) => Promise<string> | string;

/** A signing key as the library uses it: its id, both halves as JWKs. */
export type KeyPair = { kid: string; publicJwk: JWK; privateJwk: JWK };

/** A fresh ES256 key pair; the kid is the RFC 7638 thumbprint, so the same key always has the same id. */
export async function newKeyPair(): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
  };
}

/**
 * The private half sealed as a compact JWE (`dir` + `A256GCM`) with the server's credentials secret, the way
 * storage seals objects: a database dump alone cannot sign a credential.
 */
export async function sealJwk(jwk: JWK, secret: string): Promise<string> {
  return sealText(JSON.stringify(jwk), secret);
}

export async function openJwk(sealed: string, secret: string): Promise<JWK> {
  return JSON.parse(await openText(sealed, secret)) as JWK;
}

// Importing a JWK into WebCrypto costs more than a signature; keys live for the process, so signers are kept.
const signers = new Map<string, Promise<Signer>>();

export function signerOf(privateJwk: JWK): Promise<Signer> {
  const id = privateJwk.kid ?? JSON.stringify(privateJwk);
  let signer = signers.get(id);
  if (!signer) {
    signer = ES256.getSigner(privateJwk);
    signers.set(id, signer);
  }
  return signer;
}
