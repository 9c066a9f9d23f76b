import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agreements } from '../../../db/schema/index.ts';

/** Payment terms when the pair has no accepted agreement (the agreement form's default, contracts/agreements.ts). */
export const DEFAULT_PAYMENT_DAYS = 30;

/**
 * The payment terms (days after the invoice) of the agreement in force between a supplier and a buyer space:
 * monthly statements fall due by them (docs/statements.md §5).
 */
export async function paymentDaysBetween(db: Db, supplier: string, buyer: string): Promise<number> {
  const [row] = await db
    .select({ terms: agreements.terms })
    .from(agreements)
    .where(
      and(
        eq(agreements.supplierKey, supplier),
        eq(agreements.buyerKey, buyer),
        eq(agreements.state, 'accepted'),
      ),
    )
    .limit(1);
  return row?.terms.paymentDays ?? DEFAULT_PAYMENT_DAYS;
}
