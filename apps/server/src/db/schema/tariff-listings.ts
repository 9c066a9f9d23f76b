import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { nullableAmounts, type PriceRate, priceBandColumns, tariffs } from './tariffs.ts';

/** What a listing and its narrow copy both hold, under the same names: search reads either (repository/search.ts). */
const listedColumns = {
  spaceKey: text('space_key').notNull(),
  visibility: text('visibility').$type<'public' | 'partners'>().notNull(),
  category: text('category').notNull(),
  prefecture: text('prefecture').notNull(),
  currency: text('currency').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to').notNull(),
  blackout: date('blackout').array().notNull().default(sql`'{}'`),
  priceFrom: bigint('price_from', { mode: 'number' }),
  adultPrices: nullableAmounts('adult_prices').notNull().default(sql`'{}'`),
  ...priceBandColumns,
};

/**
 * What buyer search reads: one narrow row per published tariff, copied from `tariffs` by the database trigger
 * `tariffs_listing_sync` (migration 0006) on every insert and update, so no code path can forget it. Drafts,
 * suspended and archived tariffs have no row. Search scans tens of thousands of candidates for a common word;
 * narrow rows with no unpublished ones among them make that scan several times faster (docs/performance.md).
 * The trigger (as migration 0038 defines it) stores fresh copies of the arrays and texts a search reads on every
 * row, not the tariff row's compressed ones (docs/decisions/0020-listing-values-uncompressed.md).
 */
export const tariffListings = pgTable(
  'tariff_listings',
  {
    key: text('key')
      .primaryKey()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    ...listedColumns,
    priceRates: jsonb('price_rates').$type<PriceRate[]>().notNull().default([]),
    searchText: text('search_text').notNull(),
    searchTitle: text('search_title').notNull(),
  },
  (t) => [
    index('tariff_listings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Short Japanese words: the 1–2 character grams of the text, derived by the SQL function
    // tariff_short_grams (migration 0007), indexed but never stored.
    index('tariff_listings_grams_idx').using('gin', sql`tariff_short_grams(${t.searchText})`),
    index('tariff_listings_category_idx').on(t.category),
    index('tariff_listings_prefecture_idx').on(t.prefecture),
    index('tariff_listings_published_idx').on(t.publishedAt),
  ],
);

/**
 * The listing without its search text, for the searches with neither text nor a prefecture
 * (docs/decisions/0021-narrow-listing-copy.md): they read every listing, and most of a listing's row is its text. Written only by the database trigger
 * `tariff_listings_narrow_sync` (migration 0039) on every insert and update of a listing, deleted with it (the
 * foreign key). Its columns are the listing's, under the same names, so a search statement reads either table.
 * It is only ever read whole (no index but its key), so its pages never push the listing's out of the buffer pool.
 */
export const tariffListingsNarrow = pgTable('tariff_listings_narrow', {
  key: text('key')
    .primaryKey()
    .references(() => tariffListings.key, { onDelete: 'cascade' }),
  ...listedColumns,
});

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const tariffListingsOwner = 'modules/tariffs';
