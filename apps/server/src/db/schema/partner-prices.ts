import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { nullableAmounts, type PriceRate, priceBandColumns, tariffs } from './tariffs.ts';

/** `partner_price_floors.ceiling_bp` when nothing bounds a partner price from above (the largest integer). */
export const NO_CEILING = 2_147_483_647;

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
 * Per set of pricing terms, the bounds of what they do to a price: the lowest (`floor_bp`, at most 10,000) and the
 * highest (`ceiling_bp`) ratio, in hundredths of a percent, of a partner price to its tariff's public one, over
 * every price of every row ever written under those terms (each number of adults undated, `adult_prices`, and each
 * date band, `band_prices`). The floor is only ever lowered and the ceiling only ever raised, so a stale bound is
 * looser than need be, never tighter: a listing whose public lowest price times the floor is above a price filter
 * cannot be under it for the partner either (docs/decisions/0019-partner-price-floors.md), and where the ceiling is
 * at most 10,000 a partner never pays more than the public price (docs/decisions/0024-partner-price-bounds.md).
 * 2,147,483,647: no ceiling is known.
 */
export const partnerPriceFloors = pgTable('partner_price_floors', {
  terms: text('terms').primaryKey(),
  floorBp: integer('floor_bp').notNull(),
  ceilingBp: integer('ceiling_bp').notNull().default(NO_CEILING),
});

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const partnerPricesOwner = 'modules/tariffs';
