import type { PricingAgreement } from '@tourtariff/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agreements, partnerships } from '../../../db/schema/index.ts';

/** One active partnership of the caller's buyer spaces, with the agreement in force today, if any. */
export type PartnerLink = { buyer: string; supplier: string; agreement: PricingAgreement | null };

/**
 * The supplier spaces the given buyer spaces are active partners of, each with its agreement in force on `day`
 * (accepted, within its validity): one statement (readerFor keeps it in the read cache, which any committed
 * write empties, so ending a partnership hides its partner-only tariffs and partner prices on the next request).
 */
export async function partnerLinks(db: Db, buyers: string[], day: string): Promise<PartnerLink[]> {
  if (!buyers.length) return [];
  const rows = await db
    .select({
      buyer: partnerships.buyerKey,
      supplier: partnerships.supplierKey,
      agreement: agreements.key,
      terms: agreements.terms,
    })
    .from(partnerships)
    .leftJoin(
      agreements,
      and(
        eq(agreements.partnershipKey, partnerships.key),
        eq(agreements.state, 'accepted'),
        sql`${agreements.validFrom} <= ${day}::date and ${day}::date <= ${agreements.validTo}`,
      ),
    )
    .where(and(inArray(partnerships.buyerKey, buyers), eq(partnerships.state, 'active')))
    .orderBy(partnerships.buyerKey);
  return rows.map((row) => ({
    buyer: row.buyer,
    supplier: row.supplier,
    agreement:
      row.agreement && row.terms
        ? {
            key: row.agreement,
            discount: row.terms.discount,
            overrides: row.terms.overrides,
            commission: row.terms.kind === 'commission' ? (row.terms.commission ?? null) : null,
          }
        : null,
  }));
}
