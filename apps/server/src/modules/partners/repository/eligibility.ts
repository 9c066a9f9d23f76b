import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerships } from '../../../db/schema/index.ts';

/**
 * A condition other modules' queries embed (reviews' eligibility): the buyer space is, or once was, an active
 * trading partner of the supplier space. An ended partnership counts when it had been accepted (`activated_at`),
 * so a past customer keeps their voice; a request never accepted does not.
 */
export const everActivePartners = (buyerKey: SQL, supplierKey: SQL): SQL =>
  sql`exists (select 1 from ${partnerships} where ${partnerships.buyerKey} = ${buyerKey}
    and ${partnerships.supplierKey} = ${supplierKey} and ${partnerships.activatedAt} is not null)`;

/** Whether two spaces are active trading partners (either way round): the messenger lets them write. */
export async function activeBetween(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ key: partnerships.key })
    .from(partnerships)
    .where(
      and(
        eq(partnerships.state, 'active'),
        or(
          and(eq(partnerships.buyerKey, a), eq(partnerships.supplierKey, b)),
          and(eq(partnerships.buyerKey, b), eq(partnerships.supplierKey, a)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** A partnership's two spaces and its state, for a conversation about it. */
export async function partnershipSpaces(db: Db, key: string) {
  const [row] = await db
    .select({ buyer: partnerships.buyerKey, supplier: partnerships.supplierKey, state: partnerships.state })
    .from(partnerships)
    .where(eq(partnerships.key, key));
  return row;
}
