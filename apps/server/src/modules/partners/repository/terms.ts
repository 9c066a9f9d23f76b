import type { PricingAgreement } from '@tourtariff/shared';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agreements, partnerships } from '../../../db/schema/index.ts';

/*
 * The reads tariffs prices partners with (modules/tariffs/partner-terms.ts), handed to it by this module's
 * index.ts: tariffs cannot import this module, which depends on it (docs/ARCHITECTURE.md "Trading partners").
 */

type Terms = typeof agreements.$inferSelect.terms;

const pricing = (key: string, terms: Terms): PricingAgreement => ({
  key,
  discount: terms.discount,
  overrides: terms.overrides,
  commission: terms.kind === 'commission' ? (terms.commission ?? null) : null,
  feeSchedule: terms.feeSchedule ?? null,
});

function prepareLinks(db: Db) {
  return db
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
        sql`${agreements.validFrom} <= ${sql.placeholder('day')}::date
          and ${sql.placeholder('day')}::date <= ${agreements.validTo}`,
      ),
    )
    .where(
      and(
        sql`${partnerships.buyerKey} = any(${sql.placeholder('buyers')}::text[])`,
        eq(partnerships.state, 'active'),
      ),
    )
    .orderBy(partnerships.buyerKey)
    .prepare('partner_links');
}
// Asked on every search and most reads (when the read cache does not hold it): built once per database and
// prepared on the server, like a tariff's detail (docs/performance.md "The fixed cost of a search").
const prepared = new WeakMap<Db, ReturnType<typeof prepareLinks>>();

/**
 * The supplier spaces the given buyer spaces are active partners of, each with its agreement in force on `day`
 * (accepted, within its validity): one statement (tariffs' readerFor keeps it in the read cache, which any
 * committed write empties, so ending a partnership hides its partner-only tariffs and partner prices on the
 * next request).
 */
export async function partnerLinks(db: Db, buyers: string[], day: string) {
  if (!buyers.length) return [];
  let query = prepared.get(db);
  if (!query) {
    query = prepareLinks(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ buyers, day });
  return rows.map((row) => ({
    buyer: row.buyer,
    supplier: row.supplier,
    agreement: row.agreement && row.terms ? pricing(row.agreement, row.terms) : null,
  }));
}

/**
 * The same links, only those with the supplier in `supplier` (a column of the embedding statement), as one SQL
 * value (a JSON array, buyers in order) to embed in another statement, so a tariff's read and its reader's
 * partnerships are one round trip; `buyers` is a text[] value and `day` a date, placeholders of a prepared
 * statement as a rule. `linksFromJson` turns the value into partnerLinks' answer.
 */
export function partnerLinksSql(buyers: SQL, supplier: AnyColumn | SQL, day: SQL): SQL {
  const p = partnerships;
  const a = agreements;
  return sql`(select coalesce(json_agg(json_build_object('buyer', ${p.buyerKey}, 'supplier', ${p.supplierKey},
      'agreement', ${a.key}, 'terms', ${a.terms}) order by ${p.buyerKey}), '[]')
    from ${p} left join ${a} on ${a.partnershipKey} = ${p.key} and ${a.state} = 'accepted'
      and ${a.validFrom} <= ${day}::date and ${day}::date <= ${a.validTo}
    where ${p.buyerKey} = any(${buyers}::text[]) and ${p.state} = 'active' and ${p.supplierKey} = ${supplier})`;
}

type LinkJson = { buyer: string; supplier: string; agreement: string | null; terms: Terms | null };
export const linksFromJson = (value: unknown) =>
  ((value ?? []) as LinkJson[]).map((row) => ({
    buyer: row.buyer,
    supplier: row.supplier,
    agreement: row.agreement && row.terms ? pricing(row.agreement, row.terms) : null,
  }));

/** The accepted agreements of the supplier's active partnerships (partnerships' supplier index, one accepted each). */
export async function acceptedAgreements(db: Db, supplier: string): Promise<PricingAgreement[]> {
  const rows = await db
    .select({ key: agreements.key, terms: agreements.terms })
    .from(partnerships)
    .innerJoin(
      agreements,
      and(eq(agreements.partnershipKey, partnerships.key), eq(agreements.state, 'accepted')),
    )
    .where(and(eq(partnerships.supplierKey, supplier), eq(partnerships.state, 'active')));
  return rows.map((row) => pricing(row.key, row.terms));
}

/** The suppliers with an accepted agreement of an active partnership, each once. */
export async function suppliersWithAccepted(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ supplier: partnerships.supplierKey })
    .from(partnerships)
    .innerJoin(
      agreements,
      and(eq(agreements.partnershipKey, partnerships.key), eq(agreements.state, 'accepted')),
    )
    .where(eq(partnerships.state, 'active'));
  return rows.map((row) => row.supplier);
}
