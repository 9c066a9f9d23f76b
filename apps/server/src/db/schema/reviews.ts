import type { ReviewState } from '@tourtariff/shared';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';
import { tariffs } from './tariffs.ts';

/**
 * A buyer space's review of a tariff (docs/product-decisions.md §6). `supplier_key` is the tariff's space when the
 * review was written, so a supplier's stats need no join. One review per buyer space per tariff.
 */
export const reviews = pgTable(
  'reviews',
  {
    key: text('key').primaryKey(),
    tariffKey: text('tariff_key')
      .notNull()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    supplierKey: text('supplier_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    authorName: text('author_name').notNull().default(''),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    lang: text('lang').$type<'jp' | 'en'>().notNull(),
    state: text('state').$type<ReviewState>().notNull().default('pending'),
    reason: text('reason'),
    reply: text('reply'),
    replyBy: text('reply_by'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_space_idx').on(t.tariffKey, t.buyerKey),
    index('reviews_tariff_state_idx').on(t.tariffKey, t.state),
    index('reviews_supplier_state_idx').on(t.supplierKey, t.state),
    index('reviews_state_idx').on(t.state, t.createdAt),
  ],
);

/**
 * The published reviews of each tariff, kept by the trigger `reviews_rating_sync` (migration 0015) on every write
 * of `reviews`; a tariff without one has no row. Search reads it for its stars and its rating order.
 */
export const tariffRatings = pgTable(
  'tariff_ratings',
  {
    tariffKey: text('tariff_key')
      .primaryKey()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    total: integer('total').notNull(),
    average: numeric('average', { precision: 3, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('tariff_ratings_sort_idx').on(t.average, t.count)],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const reviewsOwner = {
  reviews: 'modules/reviews',
  // Kept by a trigger on reviews; only tariff search reads it, and tariffs sits below reviews.
  tariffRatings: 'modules/tariffs',
};
