import { type PricingAgreement, partnerDoc, type TariffDoc } from '@tourtariff/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type AgreementTermsDoc,
  agreements,
  partnerPrices,
  partnerships,
  tariffs,
} from '../../../db/schema/index.ts';
import { adultPrices, priceRates } from './price-rates.ts';

/*
 * `partner_prices` (schema/partner-prices.ts): what buyer search reads to price a partner's candidates. Every row
 * is derived here, in JavaScript, by the listing's own derivation applied to the partner document, so a partner's
 * search price, their card's price and their quote come from one pricing function.
 */

type Priced = { key: string; doc: TariffDoc };
type Agreed = PricingAgreement & { supplier: string };

/** One tariff's search prices at an agreement's rates: exactly what its listing holds, for the partner document. */
function priceRow(agreement: PricingAgreement, tariff: Priced) {
  const doc = partnerDoc(tariff.doc, tariff.key, agreement);
  return {
    agreementKey: agreement.key,
    tariffKey: tariff.key,
    adultPrices: adultPrices(doc),
    priceRates: priceRates(doc),
  };
}

// Rows per statement: a tariff's row is about half a kilobyte, and PostgreSQL takes at most 65,535 parameters.
const BATCH = 500;

async function upsert(db: Db, rows: ReturnType<typeof priceRow>[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(partnerPrices)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [partnerPrices.agreementKey, partnerPrices.tariffKey],
        set: { adultPrices: sql`excluded.adult_prices`, priceRates: sql`excluded.price_rates` },
      });
  }
}

const agreedColumns = {
  key: agreements.key,
  supplier: agreements.supplierKey,
  terms: agreements.terms,
};
const agreed = (rows: { key: string; supplier: string; terms: AgreementTermsDoc }[]): Agreed[] =>
  rows.map((row) => ({
    key: row.key,
    supplier: row.supplier,
    discount: row.terms.discount,
    overrides: row.terms.overrides,
  }));

/**
 * Rewrites a tariff's rows for every accepted agreement of an active partnership with its supplier (found through
 * the partnerships' supplier index and the one-accepted-per-partnership index). Called after the tariff's row is
 * written in the same transaction, so an acceptance that locked the supplier's tariffs meanwhile is seen.
 */
export async function writeTariffPartnerPrices(db: Db, tariff: Priced & { spaceKey: string }) {
  const rows = await db
    .select(agreedColumns)
    .from(partnerships)
    .innerJoin(
      agreements,
      and(eq(agreements.partnershipKey, partnerships.key), eq(agreements.state, 'accepted')),
    )
    .where(and(eq(partnerships.supplierKey, tariff.spaceKey), eq(partnerships.state, 'active')));
  await upsert(
    db,
    agreed(rows).map((agreement) => priceRow(agreement, tariff)),
  );
}

/**
 * Writes every row of the given accepted agreements: each supplier's tariffs are read once for all its agreements.
 * `lock` holds those tariffs against a concurrent edit until the caller's transaction ends (an acceptance), so an
 * edit either lands first and is read here, or waits and then finds this agreement (writeTariffPartnerPrices).
 */
export async function writeAgreementPartnerPrices(db: Db, keys: string[], lock = false) {
  if (!keys.length) return;
  const found = agreed(
    await db
      .select(agreedColumns)
      .from(agreements)
      .where(and(inArray(agreements.key, keys), eq(agreements.state, 'accepted'))),
  );
  for (const supplier of new Set(found.map((a) => a.supplier))) {
    const query = db
      .select({ key: tariffs.key, doc: tariffs.doc })
      .from(tariffs)
      .where(eq(tariffs.spaceKey, supplier));
    const rows = lock ? await query.for('share') : await query;
    // One agreement at a time: a large supplier's rows for all its partners at once would not fit in memory.
    for (const agreement of found.filter((a) => a.supplier === supplier))
      await upsert(
        db,
        rows.map((tariff) => priceRow(agreement, tariff)),
      );
  }
}

/** Drops the rows of these agreements (superseded ones). */
export async function deleteAgreementPartnerPrices(db: Db, keys: string[]) {
  if (keys.length) await db.delete(partnerPrices).where(inArray(partnerPrices.agreementKey, keys));
}

/** Drops the rows of every agreement of a partnership (it ended: none of its prices may be read again). */
export async function deletePartnershipPartnerPrices(db: Db, partnership: string) {
  await db
    .delete(partnerPrices)
    .where(
      inArray(
        partnerPrices.agreementKey,
        db.select({ key: agreements.key }).from(agreements).where(eq(agreements.partnershipKey, partnership)),
      ),
    );
}

/**
 * Accepted agreements of active partnerships that have no rows although their supplier has tariffs: those
 * accepted before migration 0020 (or written straight into the tables). One statement over the accepted
 * agreements' partial index and the primary key; empty once every agreement has its rows.
 */
export async function agreementsWithoutPartnerPrices(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: agreements.key })
    .from(agreements)
    .innerJoin(partnerships, eq(partnerships.key, agreements.partnershipKey))
    .where(
      and(
        eq(agreements.state, 'accepted'),
        eq(partnerships.state, 'active'),
        sql`not exists (select 1 from ${partnerPrices} where ${partnerPrices.agreementKey} = ${agreements.key})`,
        sql`exists (select 1 from ${tariffs} where ${tariffs.spaceKey} = ${agreements.supplierKey})`,
      ),
    );
  return rows.map((row) => row.key);
}
