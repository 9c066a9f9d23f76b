import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../../../db/client.ts';
import { walletKeys } from '../../../db/schema/index.ts';

export async function findWalletKey(db: Db, sub: string) {
  const [row] = await db.select().from(walletKeys).where(eq(walletKeys.sub, sub));
  return row;
}

/** Two first uses at once: one key wins and both callers read it back. */
export async function insertWalletKey(db: Db, sub: string, publicJwk: JWK, privateJwk: JWK) {
  await db.insert(walletKeys).values({ sub, publicJwk, privateJwk }).onConflictDoNothing();
}
