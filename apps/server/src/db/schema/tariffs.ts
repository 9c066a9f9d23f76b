import type { EventDoc, RevisionState, TariffDoc, TariffState } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * `bigint[]` whose elements may be NULL (no rate for that many adults). Drizzle's own array column would read a
 * NULL element back as 0, which is a price; this one keeps it null both ways.
 */
export const nullableAmounts = customType<{ data: (number | null)[]; driverData: string | unknown[] }>({
  dataType: () => 'bigint[]',
  toDriver: (value) => `{${value.map((amount) => (amount === null ? 'NULL' : String(amount))).join(',')}}`,
  fromDriver: (value) => {
    const items =
      typeof value === 'string'
        ? value
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
        : value;
    return items.map((item) => (item === null || item === 'NULL' ? null : Number(item)));
  },
});

/** A rate as buyer search prices it: its season resolved to dates (null: the whole validity). */
export type PriceRate = {
  from: string | null;
  to: string | null;
  perPerson: boolean;
  min: number;
  max: number;
  adult: number;
  /** A stay-priced tariff's night run: the price for 1 … N adults (docs/product-decisions.md §12). */
  prices?: (number | null)[];
};

/**
 * A tariff's search prices by date band (`priceBands` in packages/shared; docs/decisions/0016-dated-price-bands.md):
 * the first date of each band, and the bands' prices for 1 … PRICED_ADULTS adults one after the other, so the price
 * of N adults on a date is `band_prices[(width_bucket(date, band_from) - 1) * PRICED_ADULTS + N]`. Written with
 * the document on `tariffs`, copied to the listing by its trigger, and per pricing terms on `partner_prices`.
 */
export const priceBandColumns = {
  bandFrom: date('band_from').array().notNull().default(sql`'{}'`),
  bandPrices: nullableAmounts('band_prices').notNull().default(sql`'{}'`),
};

/**
 * A tariff (docs/product-decisions.md §6) as buyers see it: the published version once there is one, the working copy before.
 * `doc` is the whole document as the contract defines it; the other columns are derived from it on every write
 * so that queries, search and sorting run on plain indexed columns.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    key: text('key').primaryKey(),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    state: text('state').$type<TariffState>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    doc: jsonb('doc').$type<TariffDoc>().notNull(),
    /** The administrator's note when the tariff was last returned. */
    note: text('note'),
    category: text('category').notNull(),
    prefecture: text('prefecture').notNull(),
    currency: text('currency').notNull(),
    visibility: text('visibility').$type<'public' | 'partners'>().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    titleJp: text('title_jp').notNull(),
    titleEn: text('title_en').notNull(),
    /** The lowest adult amount of any rate, in minor units (null: no rates yet). */
    priceFrom: bigint('price_from', { mode: 'number' }),
    /** The rates with their seasons' dates, for pricing N adults on a date (see price-rates.ts). */
    priceRates: jsonb('price_rates').$type<PriceRate[]>().notNull().default([]),
    /** The lowest price for 1 … PRICED_ADULTS adults, any season (see price-rates.ts). */
    adultPrices: nullableAmounts('adult_prices').notNull().default(sql`'{}'`),
    /** The blackout dates, so a date filter need not open the document. */
    blackout: date('blackout').array().notNull().default(sql`'{}'`),
    ...priceBandColumns,
    /** NFKC, lower-cased text of every searchable field in both languages (see search-text.ts). */
    searchText: text('search_text').notNull(),
    searchTitle: text('search_title').notNull(),
    /** The form the search columns were written in (search-text.ts `SEARCH_FORM`); older rows are rewritten at start. */
    searchForm: smallint('search_form').notNull().default(0),
    createdBy: text('created_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('tariffs_space_idx').on(t.spaceKey, t.updatedAt),
    index('tariffs_listed_idx').on(t.state, t.visibility, t.publishedAt),
    index('tariffs_category_idx').on(t.category),
    index('tariffs_prefecture_idx').on(t.prefecture),
    index('tariffs_submitted_idx').on(t.updatedAt).where(sql`state = 'submitted'`),
    index('tariffs_search_form_idx').on(t.key).where(sql`search_form < 2`),
  ],
);

/** A supplier's pending new version of a published tariff; at most one per tariff. */
export const tariffRevisions = pgTable(
  'tariff_revisions',
  {
    tariffKey: text('tariff_key')
      .primaryKey()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    state: text('state').$type<RevisionState>().notNull().default('draft'),
    doc: jsonb('doc').$type<TariffDoc>().notNull(),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    ...stamps,
  },
  (t) => [index('tariff_revisions_submitted_idx').on(t.updatedAt).where(sql`state = 'submitted'`)],
);

/**
 * Every state change and every administrator's correction (who, when, from, to, note, field diff). No foreign
 * key: the history of a deleted draft outlives it.
 */
export const tariffAudit = pgTable(
  'tariff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tariffKey: text('tariff_key').notNull(),
    spaceKey: text('space_key').notNull(),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    /** Whether the entry is about the published tariff or its pending revision. */
    target: text('target').$type<'tariff' | 'revision'>().notNull().default('tariff'),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
    diff: jsonb('diff').$type<{ field: string; from: unknown; to: unknown }[]>().notNull().default([]),
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tariff_audit_tariff_idx').on(t.tariffKey, t.createdAt)],
);

/** Events (docs/product-decisions.md §6): dated promotions of a supplier space with linked tariffs, shareable once published. */
export const tariffEvents = pgTable(
  'tariff_events',
  {
    key: text('key').primaryKey(),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    doc: jsonb('doc').$type<EventDoc>().notNull(),
    published: boolean('published').notNull().default(false),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdBy: text('created_by').notNull(),
    ...stamps,
  },
  (t) => [
    index('tariff_events_space_idx').on(t.spaceKey, t.startsOn),
    index('tariff_events_published_idx').on(t.startsOn).where(sql`published`),
  ],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const tariffsOwner = {
  tariffs: 'modules/tariffs',
  tariffRevisions: 'modules/tariffs',
  tariffAudit: 'modules/tariffs',
  tariffEvents: 'modules/events',
};
