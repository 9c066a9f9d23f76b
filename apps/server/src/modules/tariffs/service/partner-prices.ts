import type { Db } from '../../../db/client.ts';
import { suppliersWithoutPartnerPrices, syncRows } from '../repository/partner-prices.ts';

/*
 * What the partners module tells tariffs (through index.ts) so that buyer search prices a partner at the
 * agreement in force: after anything that changes which accepted agreements a supplier has
 * (an acceptance superseding another, a partnership ending, seed data) its rows are brought in line in the same
 * transaction. Search only reads the terms of the caller's agreements in force, but rows no agreement needs are
 * deleted rather than left unread, so the table stays one row per tariff and distinct terms.
 */
/** Brings the supplier's rows in line with its accepted agreements (all its tariffs, or the given ones). */
export const syncPartnerPrices = (db: Db, supplier: string, tariffKeys?: string[]) =>
  syncRows(db, supplier, tariffKeys);

/**
 * Rows for suppliers whose tariffs have none (agreements accepted before migration 0020, or written straight
 * into the tables): run at start-up; two statements when nothing is missing. Answers how many suppliers it filled.
 */
export async function backfillPartnerPrices(db: Db): Promise<number> {
  const suppliers = await suppliersWithoutPartnerPrices(db);
  for (const supplier of suppliers) await syncPartnerPrices(db, supplier);
  return suppliers.length;
}
