import { agreementTerms } from '@tourtariff/shared';
import { memberSubs } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { syncPartnerPrices } from '../../tariffs/index.ts';
import { insertAgreement } from '../repository/agreements.ts';
import { insertHistory, insertPartnership, openBetween } from '../repository/partnerships.ts';

type Seeded = {
  key: string;
  buyer: string;
  supplier: string;
  agreement: { key: string; terms: unknown };
};

/**
 * docs/product-decisions.md §9 demo data: an active partnership with an accepted agreement, written with fixed
 * keys and through the agreement contract, so the seed can never hold what the API refuses. Left alone when the
 * pair already has an open or active partnership, or when either space has no member to name as the author.
 */
export async function seedPartnership(db: Db, seed: Seeded): Promise<void> {
  const [buyerOwner] = await memberSubs(db, seed.buyer);
  const [supplierOwner] = await memberSubs(db, seed.supplier);
  if (!buyerOwner || !supplierOwner || (await openBetween(db, seed.buyer, seed.supplier))) return;
  const terms = agreementTerms.parse(seed.agreement.terms);
  const now = new Date();
  await insertPartnership(db, {
    key: seed.key,
    buyerKey: seed.buyer,
    supplierKey: seed.supplier,
    state: 'active',
    requestedBy: 'buyer',
    createdBy: buyerOwner,
    activatedAt: now,
  });
  const history = { partnershipKey: seed.key, actor: 'seed', actorName: 'demo seed', note: 'demo data' };
  await insertHistory(db, { ...history, fromState: null, toState: 'requested', spaceKey: seed.buyer });
  await insertHistory(db, { ...history, fromState: 'requested', toState: 'active', spaceKey: seed.supplier });
  await insertAgreement(db, {
    key: seed.agreement.key,
    partnershipKey: seed.key,
    buyerKey: seed.buyer,
    supplierKey: seed.supplier,
    state: 'accepted',
    terms,
    discount: terms.discount,
    validFrom: terms.validity.from,
    validTo: terms.validity.to,
    createdBy: supplierOwner,
    createdByName: 'demo seed',
    sentAt: now,
    decidedBy: buyerOwner,
    decidedByName: 'demo seed',
    decidedAt: now,
  });
  // Written straight into the table, so the partner search prices are written here too.
  await syncPartnerPrices(db, seed.supplier);
}
