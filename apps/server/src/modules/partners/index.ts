import type { FastifyPluginAsync } from 'fastify';
import { backfillPartnerPrices, setPartnerTerms } from '../tariffs/index.ts';
import {
  acceptedAgreements,
  linksFromJson,
  partnerLinks,
  partnerLinksSql,
  suppliersWithAccepted,
} from './repository/terms.ts';
import { agreementRoutes } from './routes/agreements.ts';
import { partnershipRoutes } from './routes/partnerships.ts';

// What reviews ask of partnerships: a condition to embed in their one eligibility query.
// Partnerships are this module's (docs/ARCHITECTURE.md "Table owners"): the messenger and reviews ask here.
export { activeBetween, everActivePartners, partnershipSpaces } from './repository/eligibility.ts';
export { paymentDaysBetween } from './repository/payment-terms.ts';
export { requestsToAnswer } from './repository/today.ts';
export { seedPartnership } from './service/seed.ts';

/**
 * Hands tariffs the reads it prices partners with (modules/tariffs/partner-terms.ts): tariffs cannot import this
 * module. Called when the module registers, and by a script that prices partners without the app.
 */
export function registerPartnerTerms(): void {
  setPartnerTerms({
    links: partnerLinks,
    linksSql: partnerLinksSql,
    linksFromJson,
    accepted: acceptedAgreements,
    suppliersWithAccepted,
  });
}

/**
 * Trading partners (docs/product-decisions.md §6): partnerships between a buyer and a supplier space, their history and
 * directory, and rate agreements. Partner-only tariffs and partner prices are the tariffs module's reads: it
 * reads active partnerships through the terms this module hands it (registerPartnerTerms), so this module
 * depends on tariffs and never the other way round. Named
 * rules (percent precision, unique overrides, date order) are refused the way tariffs refuse them.
 */
export const partnersModule: FastifyPluginAsync = async (app) => {
  registerPartnerTerms();
  // With the terms handed in, partner search prices missing for earlier agreements are written before the app
  // serves (docs/decisions/0003-partner-prices.md); an error here stops start-up, as it always did.
  const filled = await backfillPartnerPrices(app.database.db);
  if (filled) app.log.info({ suppliers: filled }, 'partner search prices written for earlier agreements');
  await app.register(partnershipRoutes);
  await app.register(agreementRoutes);
};
