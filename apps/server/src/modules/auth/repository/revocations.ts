import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tokenRevocations } from '../../../db/schema/index.ts';

export type RevocationKind = (typeof tokenRevocations.$inferInsert)['kind'];
export type RevocationEntry = { kind: RevocationKind; value: string };

/** Records (or moves forward) revocations; rows outlive every token they cover and are then swept. */
export async function upsertRevocations(
  db: Db,
  entries: RevocationEntry[],
  notBefore: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(tokenRevocations)
    .values(entries.map((entry) => ({ ...entry, notBefore, expiresAt })))
    .onConflictDoUpdate({
      target: [tokenRevocations.kind, tokenRevocations.value],
      set: { notBefore, expiresAt },
    });
  await db.delete(tokenRevocations).where(lt(tokenRevocations.expiresAt, notBefore));
}
