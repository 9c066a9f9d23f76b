import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
  // Leads with the tariff: search probes (tariff, terms), a tariff's deletion cascades by tariff. Migration 0037
  // gives the key `INCLUDE (band_from, band_prices)`, so a dated probe reads the index only, and both key columns
  // the "C" collation, so a probe compares bytes (drizzle can say neither).
  (t) => [primaryKey({ columns: [t.tariffKey, t.terms] })],
);

/**
 * Per set of pricing terms, a floor under what they take off: the lowest ratio, in hundredths of a percent and at
 * most 10,000, of a row's lowest price for N adults (`adult_prices`) to its tariff's public one, over every row ever
 * written under those terms. Only ever lowered (a stale floor is lower than need be, never higher), so a listing
 * whose public lowest price times the floor is above a price filter cannot be under it for the partner either
 * (docs/decisions/0019-partner-price-floors.md).
 */
export const partnerPriceFloors = pgTable('partner_price_floors', {
  terms: text('terms').primaryKey(),
  floorBp: integer('floor_bp').notNull(),
});

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const partnerPricesOwner = 'modules/tariffs';
