import {
  type BandCounts,
  commissionOf,
  generalTerms,
  groupSearchPrice,
  lowestAdultRate,
  lowestPrice as lowestDocPrice,
  lowestRate,
  namedBands,
  partnerDoc,
  partnerTerms,
  priceUnitOf,
  type SearchBody,
  type TariffDoc,
} from '@tourtariff/shared';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { spaceNameSql } from '../../../core/users/index.ts';
import { partnerPrices, tariffRatings, tariffs } from '../../../db/schema/index.ts';
import type { Reader } from '../service/caller.ts';
import { frozenSql } from './frozen-sql.ts';
import { PRICED_ADULTS } from './price-rates.ts';

/*
 * A search result card: its fields read in SQL (one JSON value per card) and its prices worked out from them. The
 * constant parts of the SQL are rendered once (frozenSql): only the values a search names are added per request.
 */

type PriceColumns = {
  adultPrices: AnyColumn;
  priceRates: AnyColumn;
  bandFrom: AnyColumn;
  bandPrices: AnyColumn;
};

// The rates of a `price_rates` column as rows, per column (the listing's, the tariff's, a partner price's).
const recordsets = new Map<AnyColumn, SQL>();
function recordset(column: AnyColumn): SQL {
  let found = recordsets.get(column);
  if (!found) {
    found = frozenSql(sql`from jsonb_to_recordset(${column})
      as r("from" date, "to" date, "perPerson" boolean, min int, max int, adult bigint, prices jsonb)`);
    recordsets.set(column, found);
  }
  return found;
}

/**
 * The lowest price for `adults` adults among the rates whose pax tier admits that many (and, given a date,
 * whose season covers it): per_person rates count each adult, per_group/room/vehicle rates are one price.
 * Up to PRICED_ADULTS adults it is read, never worked out: without a date the precomputed `adult_prices` entry,
 * with one the entry of the date's price band (`width_bucket` finds the last band starting on or before it by
 * binary search; docs/decisions/0016-dated-price-bands.md). A larger party is priced from the small `price_rates`
 * column (seasons already resolved to dates), never the document.
 */
export function priceFor(
  columns: PriceColumns,
  adults: number,
  date: string | undefined,
): SQL<number | null> {
  if (!date && adults <= PRICED_ADULTS) return sql<number | null>`${columns.adultPrices}[${adults}::int]`;
  if (date && adults <= PRICED_ADULTS)
    return sql<number | null>`(${columns.bandPrices})[(width_bucket(${date}::date, ${columns.bandFrom}) - 1)
      * ${sql.raw(String(PRICED_ADULTS))} + ${adults}::int]`;
  const inSeason = date
    ? sql`and (r."from" is null or (r."from" <= ${date}::date and ${date}::date <= r."to"))`
    : sql``;
  // A stay-priced tariff's runs carry the price per number of adults (`prices`, price-rates.ts).
  return sql<
    number | null
  >`(select min(case when r.prices is not null then (r.prices ->> (${adults}::int - 1))::bigint
      when r."perPerson" then r.adult * ${adults} else r.adult end)
    ${recordset(columns.priceRates)}
    where r.min <= ${adults} and r.max >= ${adults} ${inSeason})`;
}

export type Item = {
  key: string;
  space: string;
  supplier: string;
  title: TariffDoc['title'];
  summary: TariffDoc['summary'];
  category: string;
  prefecture: string;
  area: TariffDoc['area'];
  tags: TariffDoc['tags'];
  image: string | null;
  visibility: 'public' | 'partners';
  validity: TariffDoc['validity'];
  currency: string;
  tax: TariffDoc['tax'];
  price_from: number | null;
  price: number | null;
  /** The rate rows and seasons, so the card can name what its price is for (the row the price came from). */
  rates: TariffDoc['rates'];
  seasons: TariffDoc['seasons'];
  version: number;
  published_at: string | null;
  rating: { average: number; count: number } | null;
  /** The whole document, only for suppliers the caller has an agreement in force with (their partner price). */
  doc: TariffDoc | null;
  /** Their `partner_prices` row's price for the search (null: no row, or a group with children). */
  partner_row: { price: number | null } | null;
};

// `from partner_prices where` the row of the tariff in a key column, per column (the listing's, the tariff's, or
// a subquery's column named by search-bounds.ts).
const partnerRowHeads = new Map<AnyColumn | SQL, SQL>();

/**
 * The FROM and WHERE of the `partner_prices` row of the tariff in `key` (of the supplier in `space`) at the terms
 * of the caller's agreement in force (partnerTerms): its override's for an overridden tariff, else the agreement's
 * general ones, read from two jsonb maps built here. No row matches at a supplier without an agreement; null
 * when the caller has none at all.
 */
export function partnerRow(reader: Reader, key: AnyColumn | SQL, space: SQL): SQL | null {
  if (!reader.agreements.size) return null;
  let head = partnerRowHeads.get(key);
  if (!head) {
    head = frozenSql(
      sql`from ${partnerPrices} where ${partnerPrices.tariffKey} = ${key} and ${partnerPrices.terms} =`,
    );
    partnerRowHeads.set(key, head);
  }
  const general: Record<string, string> = {};
  const overridden: Record<string, string> = {};
  for (const [supplier, agreement] of reader.agreements) {
    general[supplier] = generalTerms(agreement);
    for (const o of agreement.overrides) overridden[o.tariff] = partnerTerms(agreement, o.tariff);
  }
  const bySupplier = sql`(${JSON.stringify(general)}::jsonb ->> ${space})`;
  const terms = Object.keys(overridden).length
    ? sql`coalesce(${JSON.stringify(overridden)}::jsonb ->> ${key}, ${bySupplier})`
    : bySupplier;
  return sql`${head} ${terms}`;
}

const t = tariffs;
const CARD_HEAD = frozenSql(sql`json_build_object('key', ${t.key}, 'space', ${t.spaceKey},
    'supplier', ${spaceNameSql(t.spaceKey)},
    'title', ${t.doc}->'title', 'summary', ${t.doc}->'summary', 'category', ${t.category},
    'prefecture', ${t.prefecture}, 'area', ${t.doc}->'area', 'tags', ${t.doc}->'tags',
    'image', ${t.doc}->'images'->0, 'visibility', ${t.visibility}, 'validity', ${t.doc}->'validity',
    'currency', ${t.currency}, 'tax', ${t.doc}->'tax', 'price_from', ${t.priceFrom}, 'price', `);
const CARD_TAIL = frozenSql(sql`, 'rates', ${t.doc}->'rates', 'seasons', ${t.doc}->'seasons',
    'version', ${t.version}, 'published_at', ${t.publishedAt},
    'rating', (select json_build_object('average', r.average, 'count', r.count) from ${tariffRatings} r
      where r.tariff_key = ${t.key}),
    'doc', `);
const DOC = frozenSql(sql`${t.doc}`);
const SPACE = frozenSql(sql`${t.spaceKey}`);
const EMPTY = sql.raw('');

/**
 * A result card's fields, read from the tariff's row and document in SQL so the answer is one JSON value. The
 * whole document comes along only for the suppliers the caller has an agreement in force with (see
 * partnerCard), with the price of their `partner_prices` row, read as the search's price filter reads it.
 */
export function card(body: SearchBody, reader: Reader, grouped: boolean): SQL {
  const priced = [...reader.agreements.keys()];
  // A group with children is priced by the quote from the document (groupPrices), so every card carries it.
  const doc = grouped
    ? DOC
    : priced.length
      ? sql`case when ${inArray(SPACE, priced)} then ${DOC} end`
      : sql.raw('null');
  const price = grouped ? sql.raw('null') : priceFor(t, body.adults, body.date);
  const stored = grouped ? null : partnerRow(reader, t.key, SPACE);
  const row = stored
    ? sql`, 'partner_row', case when ${inArray(SPACE, priced)} then
        (select json_build_object('price', ${priceFor(partnerPrices, body.adults, body.date)}) ${stored})
      end`
    : EMPTY;
  return sql`${CARD_HEAD}${price}${CARD_TAIL}${doc}${row})`;
}

/** A card's price and what it is for: the row `lowestPrice` picked, by the same rule (`lowestRate`). */
export function cardPrice(item: Pick<Item, 'price' | 'rates' | 'seasons'>, body: SearchBody) {
  if (item.price === null) return null;
  const rate = lowestRate({ rates: item.rates ?? [], seasons: item.seasons ?? [] }, body.adults, body.date);
  const unit = rate ? priceUnitOf(rate) : { unit: 'per_person' as const, paxMin: 1, paxMax: body.adults };
  const bands = namedBands(body.bands);
  return { amount: item.price, adults: body.adults, ...(bands ? { bands } : {}), unit };
}

/**
 * The prices of a group with children by age band (docs/product-decisions.md §12, Search): no stored column holds
 * them (the index keeps prices per number of adults), so each candidate is priced by the quote itself
 * (`groupSearchPrice` in packages/shared): the public price, and what the caller pays at a supplier they have an
 * agreement in force with. Only searches naming a band count come here.
 */
export function groupPrices(
  reader: Reader,
  row: { key: string; spaceKey: string; doc: TariffDoc },
  group: { adults: number; bands: BandCounts },
  date: string | undefined,
): { public: number | null; caller: number | null } {
  const tariff = { key: row.key, doc: row.doc };
  const publicPrice = groupSearchPrice(tariff, group, date);
  const agreement = reader.agreements.get(row.spaceKey);
  if (!agreement) return { public: publicPrice, caller: publicPrice };
  return { public: publicPrice, caller: groupSearchPrice(tariff, group, date, agreement) ?? publicPrice };
}

/**
 * A card's partner price: the same pick as its public price and "from" price, from the same
 * pricing functions, at the rates of the agreement in force; null without one.
 */
export function partnerCard(
  reader: Reader,
  row: { key: string; spaceKey: string; doc: TariffDoc },
  body: SearchBody,
  stored: Item['partner_row'] = null,
) {
  const agreement = reader.agreements.get(row.spaceKey);
  if (!agreement) return null;
  const doc = partnerDoc(row.doc, row.key, agreement);
  const bands = namedBands(body.bands);
  // The stored row holds lowestPrice of this partner document (repository/partner-prices.ts); only a missing
  // row (between a migration and the start-up backfill) is priced here.
  const amount = bands
    ? groupSearchPrice({ key: row.key, doc: row.doc }, { adults: body.adults, bands }, body.date, agreement)
    : stored
      ? stored.price
      : lowestDocPrice(doc, body.adults, body.date);
  return {
    agreement: agreement.key,
    discount: agreement.discount,
    ...commissionOf(agreement, row.key),
    priceFrom: lowestAdultRate(doc),
    price: amount === null ? null : { amount, adults: body.adults, ...(bands ? { bands } : {}) },
  };
}
