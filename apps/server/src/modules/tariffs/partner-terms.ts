import type { PricingAgreement } from '@tourtariff/shared';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One active partnership of the caller's buyer spaces, with the agreement in force today, if any. */
export type PartnerLink = { buyer: string; supplier: string; agreement: PricingAgreement | null };

/**
 * What pricing partners needs of partnerships and agreements, which the partners module owns
 * (docs/ARCHITECTURE.md "Table owners", "Trading partners"). Partners depends on tariffs, so tariffs cannot
 * import it: the partners module hands these readers in (`setPartnerTerms`, registerPartnerTerms in its
 * index.ts). Each is one statement, or part of one (`linksSql`).
 */
export type PartnerTerms = {
  /** The supplier spaces the buyers are active partners of, each with its agreement in force on `day`. */
  links: (db: Db, buyers: string[], day: string) => Promise<PartnerLink[]>;
  /**
   * `links` as one SQL value to embed in another statement, only the links with the supplier `supplier` (a
   * column of that statement): a tariff's read and its reader's partnerships in one round trip.
   */
  linksSql: (buyers: SQL, supplier: AnyColumn | SQL, day: SQL) => SQL;
  /** The value of `linksSql` as `links` answers it. */
  linksFromJson: (value: unknown) => PartnerLink[];
  /** The accepted agreements of the supplier's active partnerships. */
  accepted: (db: Db, supplier: string) => Promise<PricingAgreement[]>;
  /** The suppliers with an accepted agreement of an active partnership. */
  suppliersWithAccepted: (db: Db) => Promise<string[]>;
};

let terms: PartnerTerms | undefined;

export function setPartnerTerms(port: PartnerTerms): void {
  terms = port;
}

export function partnerReader(): PartnerTerms {
  if (!terms) throw new Error('the partners module has not registered its terms with tariffs');
  return terms;
}
