import type { PricingAgreement } from '@tourtariff/shared';
import type { Db } from '../../db/client.ts';

/** One active partnership of the caller's buyer spaces, with the agreement in force today, if any. */
export type PartnerLink = { buyer: string; supplier: string; agreement: PricingAgreement | null };

/**
 * What pricing partners needs of partnerships and agreements, which the partners module owns
 * (docs/ARCHITECTURE.md "Table owners", "Trading partners"). Partners depends on tariffs, so tariffs cannot
 * import it: the partners module hands these readers in (`setPartnerTerms`, registerPartnerTerms in its
 * index.ts). Each is one statement.
 */
export type PartnerTerms = {
  /** The supplier spaces the buyers are active partners of, each with its agreement in force on `day`. */
  links: (db: Db, buyers: string[], day: string) => Promise<PartnerLink[]>;
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
