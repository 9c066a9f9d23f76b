import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from './routes/crud.ts';
import { csvRoutes } from './routes/csv.ts';
import { queryRoutes } from './routes/query.ts';
import { quoteRoutes } from './routes/quote.ts';
import { reviewRoutes } from './routes/review.ts';
import { sheetRoutes } from './routes/sheets.ts';
import { xlsxRoutes } from './routes/xlsx.ts';
import { rewriteEarlierSearchForms } from './service/search-form.ts';

// The partners module hands in the partnership and agreement reads partner prices need (partner-terms.ts).
export { type PartnerLink, type PartnerTerms, setPartnerTerms } from './partner-terms.ts';
// What other units may use: the events and partners modules (links, checks), the seed and the benchmark's
// seeding. Keys, cursors, the query language and validation are the kit's (kit/index.ts).
// Reads of the tables this module owns (docs/ARCHITECTURE.md "Table owners"), for messenger, reviews, partners.
export {
  cardOf,
  listedCounts,
  publicListingsSql,
  publiclyListsSql,
  publishedReadableSql,
  supplierTariffRates,
  type TariffCard,
  tariffTitles,
} from './repository/cards.ts';
// Connectivity (the OCTO API, docs/octo.md) pages through a supplier's published catalogue.
export { publicCatalogue, publicCatalogueStamp, supplierCatalogue } from './repository/catalogue.ts';
export { derivedColumns } from './repository/derived-columns.ts';
export { queueCount } from './repository/queue.ts';
// Bookings price and check a tariff by its published document (docs/product-decisions.md §15).
export { findPricedTariff, findPricedTariffs } from './repository/tariffs.ts';
export { keyParams, SUPPLIER } from './schemas.ts';
export { type Ctx, isSupplierOf, readerFor, requireSupplierMember } from './service/caller.ts';
export { anonymousViewer, linkableTariffs, publicTariffCards, type Viewer } from './service/links.ts';
// Partner search prices: the partners module reports acceptances and endings.
export { backfillPartnerPrices, syncPartnerPrices } from './service/partner-prices.ts';
// Proposals and saved searches: public-price quotes, the search rule, and first publications.
export { matchesSearch, type PublicQuote, publicQuotes } from './service/public-quotes.ts';
export { onTariffPublished, type PublishedTariff } from './service/published.ts';
export {
  agreementInForce,
  boundPricing,
  type Pricing,
  pricingFor,
  quoteForSpace,
} from './service/quote.ts';
export { seedPublishedTariffs } from './service/seed.ts';

/**
 * Tariffs (docs/product-decisions.md §6): CRUD, states and review, search and CSV. Refused fields name the failed rule of
 * the shared contracts (`overlap`, `pax_order` …) with the tariff codes through the app's one validator
 * (kit/validation.ts).
 */
export const tariffsModule: FastifyPluginAsync = async (app) => {
  const rewritten = await rewriteEarlierSearchForms(app.database.db);
  if (rewritten) app.log.info({ tariffs: rewritten }, 'search texts rewritten in words');
  await app.register(crudRoutes);
  await app.register(reviewRoutes);
  await app.register(queryRoutes);
  await app.register(quoteRoutes);
  await app.register(csvRoutes);
  await app.register(sheetRoutes);
  await app.register(xlsxRoutes);
};
