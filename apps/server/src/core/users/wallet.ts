import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { walletKeys } from '../../db/schema/index.ts';

/**
 * The user's holder key: an ES256 key pair generated on first use and kept by the service (a custodial wallet),
 * so credentials issued later can be bound to it (key binding). Only the public half ever leaves the server.
 */
export async function holderKey(db: Db, sub: string): Promise<JWK> {
  const read = async () => (await db.select().from(walletKeys).where(eq(walletKeys.sub, sub)))[0];
  let row = await read();
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await db
      .insert(walletKeys)
      .values({
        sub,
        publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' },
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
      })
      // Two first uses at once: one key wins and both callers read it back.
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('holder key could not be stored');
  return row.publicJwk as JWK;
}
