import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../../db/client.ts';
import { findWalletKey, insertWalletKey } from '../repository/wallet.ts';

/**
 * The user's holder key: an ES256 key pair generated on first use and kept by the service (a custodial wallet),
 * so credentials issued later can be bound to it (key binding). Only the public half ever leaves the server.
 */
export async function holderKey(db: Db, sub: string): Promise<JWK> {
  let row = await findWalletKey(db, sub);
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await insertWalletKey(
      db,
      sub,
      { ...publicJwk, kid, alg: 'ES256', use: 'sig' },
      { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
    );
    row = await findWalletKey(db, sub);
  }
  if (!row) throw new Error('holder key could not be stored');
  return row.publicJwk as JWK;
}
