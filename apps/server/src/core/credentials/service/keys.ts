import type { JWK } from 'jose';
import type { Db } from '../../../db/client.ts';
import { sealingKey } from '../../../db/sealing.ts';
import {
  activeIssuerKey,
  allIssuerKeys,
  findHolderKey,
  insertHolderKey,
  insertIssuerKey,
  issuerKeyByKid,
  retireIssuerKeys,
} from '../repository/keys.ts';
import { newKeyPair, openJwk, type Signer, sealJwk, signerOf } from '../sd-jwt/index.ts';

export type SigningKey = { kid: string; publicJwk: JWK; sign: Signer };

/** The 32-byte secret that seals every credential private key at rest, created once per database. */
const sealingSecret = (db: Db) => sealingKey(db, 'credentials_seal');

// Opening a sealed key costs a decryption and a WebCrypto import; a kid's key never changes, so it is kept.
const opened = new Map<string, Promise<SigningKey>>();

function signing(db: Db, kid: string, publicJwk: unknown, sealed: string): Promise<SigningKey> {
  let key = opened.get(kid);
  if (!key) {
    key = (async () => {
      const privateJwk = await openJwk(sealed, await sealingSecret(db));
      return { kid, publicJwk: publicJwk as JWK, sign: await signerOf(privateJwk) };
    })();
    opened.set(kid, key);
    key.catch(() => opened.delete(kid));
  }
  return key;
}

/** The issuer space's signing key, generated on first use (two processes racing agree on the winner). */
export async function issuerSigningKey(db: Db, space: string): Promise<SigningKey> {
  let row = await activeIssuerKey(db, space);
  if (!row) {
    const pair = await newKeyPair();
    await insertIssuerKey(db, {
      kid: pair.kid,
      space,
      publicJwk: pair.publicJwk,
      sealedJwk: await sealJwk(pair.privateJwk, await sealingSecret(db)),
    });
    row = await activeIssuerKey(db, space);
  }
  if (!row) throw new Error('issuer key could not be stored');
  return signing(db, row.kid, row.publicJwk, row.sealedJwk);
}

/** Rotation: the current key retires (it stays published for verification) and a new one signs from now on. */
export async function rotateIssuerKey(db: Db, space: string): Promise<SigningKey> {
  await retireIssuerKeys(db, space);
  return issuerSigningKey(db, space);
}

// A kid's public key never changes, so a lookup is kept for the process.
const byKid = new Map<string, { jwk: JWK; issuer: string }>();

/** The public key and issuer space of a kid, retired keys included; null for a key this service never had. */
export async function issuerKeyOf(
  db: Db,
  kid: string | undefined,
): Promise<{ jwk: JWK; issuer: string } | null> {
  if (!kid || kid.length > 200) return null;
  const cached = byKid.get(kid);
  if (cached) return cached;
  const row = await issuerKeyByKid(db, kid);
  if (!row) return null;
  const found = { jwk: row.publicJwk as JWK, issuer: row.space };
  byKid.set(kid, found);
  return found;
}

/** The JWKS of every issuer key, for `/.well-known/jwt-vc-issuer`. */
export async function issuerJwks(db: Db): Promise<JWK[]> {
  return (await allIssuerKeys(db)).map((row) => row.publicJwk as JWK);
}

// A wallet's holder key is never replaced, so once read it is kept for the process (per database).
const holders = new WeakMap<Db, Map<string, SigningKey>>();

/** The wallet's holder key: one per space, generated on first use, sealed at rest like the issuer keys. */
export async function holderKey(db: Db, space: string): Promise<SigningKey> {
  const known = holders.get(db)?.get(space);
  if (known) return known;
  let row = await findHolderKey(db, space);
  if (!row) {
    const pair = await newKeyPair();
    await insertHolderKey(db, {
      space,
      kid: pair.kid,
      publicJwk: pair.publicJwk,
      sealedJwk: await sealJwk(pair.privateJwk, await sealingSecret(db)),
    });
    row = await findHolderKey(db, space);
  }
  if (!row) throw new Error('holder key could not be stored');
  const key = await signing(db, row.kid, row.publicJwk, row.sealedJwk);
  if (!holders.has(db)) holders.set(db, new Map());
  holders.get(db)?.set(space, key);
  return key;
}
