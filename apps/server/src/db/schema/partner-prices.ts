import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { nullableAmounts, type PriceRate, priceBandColumns, tariffs } from './tariffs.ts';

/**
 * A tariff's search prices under one set of pricing terms: the same derived columns as
 * `tariff_listings.adult_prices` / `price_rates` / the price bands, worked out in JavaScript by the shared pricing functions over
 * the partner document, so buyer search filters and sorts a partner by the price they pay without pricing
 * anything in SQL. Keyed by the terms (partnerTerms: the general percent plus the tariff's own override) rather
 * than by agreement, so a supplier's partners on the same standard terms share one row per tariff instead of
 * one per partner and tariff. Kept to exactly the terms its supplier's accepted agreements need
 * (modules/tariffs/repository/partner-prices.ts, syncRows).
 */
export const partnerPrices = pgTable(
  'partner_prices',
  {
    tariffKey: text('tariff_key')
      .notNull()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    terms: text('terms').notNull(),
    adultPrices: nullableAmounts('adult_prices').notNull(),
    priceRates: jsonb('price_rates').$type<PriceRate[]>().notNull(),
    ...priceBandColumns,
  },
  // Leads with the tariff: search probes (tariff, terms), a tariff's deletion cascades by tariff.
  (t) => [primaryKey({ columns: [t.tariffKey, t.terms] })],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const partnerPricesOwner = 'modules/tariffs';
