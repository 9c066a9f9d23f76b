import type { Db } from '../../../db/client.ts';
import {
  agreementsWithoutPartnerPrices,
  deleteAgreementPartnerPrices,
  deletePartnershipPartnerPrices,
  writeAgreementPartnerPrices,
} from '../repository/partner-prices.ts';

/*
 * What the partners module tells tariffs (through index.ts) so that buyer search prices a partner at the
 * agreement in force (issue 14 item 5). Search only reads the rows of the caller's agreements in force, but a
 * row of an agreement no longer in force is deleted rather than left unread, so none can ever be read by mistake.
 */

/** An agreement was accepted in `tx`, superseding `superseded`: its rows replace theirs in the same transaction. */
export async function agreementAccepted(tx: Db, accepted: string, superseded: string[]) {
  await deleteAgreementPartnerPrices(tx, superseded);
  await writeAgreementPartnerPrices(tx, [accepted], true);
}

/** A partnership ended in `tx`: its agreements price nothing any more. */
export const partnershipEnded = (tx: Db, partnership: string) =>
  deletePartnershipPartnerPrices(tx, partnership);

/** Seed data: rows for agreements written straight into the tables. */
export const agreementsWritten = (db: Db, keys: string[]) => writeAgreementPartnerPrices(db, keys);

/**
 * Rows for accepted agreements that have none (accepted before migration 0020): run at start-up; one indexed
 * query when nothing is missing. Answers how many agreements were filled in.
 */
export async function backfillPartnerPrices(db: Db): Promise<number> {
  const keys = await agreementsWithoutPartnerPrices(db);
  await writeAgreementPartnerPrices(db, keys);
  return keys.length;
}
