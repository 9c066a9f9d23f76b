import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from './routes/crud.ts';
import { csvRoutes } from './routes/csv.ts';
import { queryRoutes } from './routes/query.ts';
import { quoteRoutes } from './routes/quote.ts';
import { reviewRoutes } from './routes/review.ts';
import { backfillPartnerPrices } from './service/partner-prices.ts';
import { namedRuleValidator } from './validation.ts';

// What other units may use: the events and partners modules (links, checks, paging, the query language), the
// seed and the benchmark's seeding.
export { derivedColumns } from './repository/derived-columns.ts';
export { decodeOffset, encodeOffset } from './repository/offset-cursor.ts';
// The query language's compiler (docs/design.md §6), so every domain's /query and /aggregate speaks it the same way.
export type { FieldDef } from './repository/query/fields.ts';
export { compileFilter, knownField } from './repository/query/filter.ts';
export { afterCursor, cursorAfter, cursorColumns, orderBy, orderKeys } from './repository/query/keyset.ts';
export { aggregateOver, pageOver } from './repository/query/over.ts';
export { newKey } from './repository/tariffs.ts';
export { keyParams, SUPPLIER } from './schemas.ts';
export { type Deps, isSupplierOf, readerFor, requireSupplierMember } from './service/caller.ts';
export { anonymousViewer, linkableTariffs, publicTariffCards, type Viewer } from './service/links.ts';
// Partner search prices: the partners module reports acceptances and endings.
export { backfillPartnerPrices, syncPartnerPrices } from './service/partner-prices.ts';
// Proposals and saved searches: public-price quotes, the search rule, and first publications.
export { matchesSearch, type PublicQuote, publicQuotes } from './service/public-quotes.ts';
export { onTariffPublished, type PublishedTariff } from './service/published.ts';
export { quoteForSpace } from './service/quote.ts';
export { seedPublishedTariffs } from './service/seed.ts';
export { namedRuleValidator, parseOrThrow, validationError } from './validation.ts';

/**
 * Tariffs (docs/design.md §6): CRUD, states and review, the query language, search and CSV. The validator is
 * set for this plugin only (Fastify encapsulation), so these routes name the failed rule of the shared
 * contracts (`overlap`, `pax_order` …) with its params and the domain's code, while the rest of the API is
 * unchanged.
 */
export const tariffsModule: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(namedRuleValidator);
  const filled = await backfillPartnerPrices(app.database.db);
  if (filled) app.log.info({ suppliers: filled }, 'partner search prices written for earlier agreements');
  await app.register(crudRoutes);
  await app.register(reviewRoutes);
  await app.register(queryRoutes);
  await app.register(quoteRoutes);
  await app.register(csvRoutes);
};
