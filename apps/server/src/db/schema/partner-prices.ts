import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { agreements } from './partners.ts';
import { nullableAmounts, type PriceRate, tariffs } from './tariffs.ts';

/**
 * A tariff's search prices at the rates of one accepted agreement of its supplier (issue 14 item 5): the same
 * derived columns as `tariff_listings.adult_prices` / `price_rates`, worked out in JavaScript by the shared
 * pricing functions over the partner document, so buyer search filters and sorts a partner by the price they pay
 * without pricing anything in SQL. Written when an agreement is accepted and whenever a tariff's document is;
 * deleted when the agreement is superseded or its partnership ends (modules/tariffs/service/partner-prices.ts).
 */
export const partnerPrices = pgTable(
  'partner_prices',
  {
    agreementKey: text('agreement_key')
      .notNull()
      .references(() => agreements.key, { onDelete: 'cascade' }),
    tariffKey: text('tariff_key')
      .notNull()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    adultPrices: nullableAmounts('adult_prices').notNull(),
    priceRates: jsonb('price_rates').$type<PriceRate[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementKey, t.tariffKey] }),
    // Deleting a tariff cascades here; without it each deletion would scan the whole table.
    index('partner_prices_tariff_idx').on(t.tariffKey),
  ],
);
