import {
  type BandCounts,
  generalTerms,
  namedBands,
  type SearchBody,
  type TariffDoc,
} from '@tourtariff/shared';
import { getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import {
  tariffListings as listings,
  partnerPriceFloors,
  partnerPrices,
  tariffListingsNarrow,
  tariffRatings,
  tariffs,
} from '../../../db/schema/index.ts';
import { decodeOffset, encodeOffset } from '../../../kit/index.ts';
import type { Reader } from '../service/caller.ts';
import { frozenSql } from './frozen-sql.ts';
import { PRICED_ADULTS } from './price-rates.ts';
import { boundedMatches, boundedPage, partnerBounds } from './search-bounds.ts';
import { card, cardPrice, groupPrices, type Item, partnerCard, partnerRow, priceFor } from './search-card.ts';
import { type SearchTerm, searchTerms } from './search-text.ts';

// The listing columns a search names, rendered once (frozen-sql.ts): a search statement names them many times.
const L = {
  key: frozenSql(sql`${listings.key}`),
  spaceKey: frozenSql(sql`${listings.spaceKey}`),
  visibility: frozenSql(sql`${listings.visibility}`),
  prefecture: frozenSql(sql`${listings.prefecture}`),
  currency: frozenSql(sql`${listings.currency}`),
  adultPrices: frozenSql(sql`${listings.adultPrices}`),
  priceFrom: frozenSql(sql`${listings.priceFrom}`),
  searchText: frozenSql(sql`${listings.searchText}`),
  searchTitle: frozenSql(sql`${listings.searchTitle}`),
  dated: frozenSql(sql`${listings.validFrom} <= `),
  validTo: frozenSql(sql`${listings.validTo}`),
  blackout: frozenSql(sql`${listings.blackout}`),
};
const PUBLIC = frozenSql(sql`${listings.visibility} = 'public'`);
const SPACE_KEY = frozenSql(sql`${listings.spaceKey} as space_key`);

/** A lower bound of priceFor that needs no rates: the price for these adults in the cheapest season. */
const lowestPrice = (adults: number): SQL =>
  adults <= PRICED_ADULTS ? sql`${L.adultPrices}[${adults}::int]` : L.priceFrom;

/**
 * What the caller pays for a candidate: at a supplier they have an agreement in force with, the
 * `partner_prices` row of the terms that agreement applies to the tariff (partnerTerms: its override's, else the
 * agreement's general ones; rows written by the shared pricing functions, repository/partner-prices.ts), priced
 * by the same priceFor as a public listing, one primary-key probe per candidate; elsewhere the listing's public
 * price. A missing row (only between the migration and the start-up backfill) falls back to the public price,
 * never below the partner's.
 */
function callerPrice(reader: Reader, adults: number, date: string | undefined): SQL {
  const price = priceFor(listings, adults, date);
  const row = partnerRow(reader, listings.key, L.spaceKey);
  if (!row) return price;
  const partner = sql`(select ${priceFor(partnerPrices, adults, date)} ${row})`;
  return sql`(case when ${inArray(L.spaceKey, [...reader.agreements.keys()])}
    then coalesce(${partner}, ${price}) else ${price} end)`;
}

/**
 * A test that keeps every listing whose price for the caller can be at most `max`, reading no price: the
 * listing's lowest undated price for these adults (a dated price is never below it) against `max`, and at a
 * supplier the caller has an agreement with, that price times the floor of the agreement's general terms
 * (`partner_price_floors`, one look-up per terms for the whole statement): no row under those terms takes off
 * more (docs/decisions/0019-partner-price-floors.md). A tariff the agreement overrides has terms of its own and is
 * kept; above PRICED_ADULTS every agreed supplier's listing is kept. A listing without a public price for these
 * adults has no partner one either (partnerDoc changes amounts, never which parties a rate admits).
 */
function underMax(reader: Reader, adults: number, max: number): SQL {
  const cheap = sql`${lowestPrice(adults)} <= ${max}`;
  if (!reader.agreements.size) return cheap;
  const agreed = [...reader.agreements.keys()];
  if (adults > PRICED_ADULTS) return sql`(${inArray(L.spaceKey, agreed)} or ${cheap})`;
  const byTerms = new Map<string, string[]>();
  const overridden: string[] = [];
  for (const [supplier, agreement] of reader.agreements) {
    const terms = generalTerms(agreement);
    byTerms.set(terms, [...(byTerms.get(terms) ?? []), supplier]);
    for (const override of agreement.overrides) overridden.push(override.tariff);
  }
  const lowest = lowestPrice(adults);
  const kept = [cheap];
  for (const [terms, suppliers] of byTerms) {
    const floor = sql`coalesce((select ${partnerPriceFloors.floorBp} from ${partnerPriceFloors}
      where ${partnerPriceFloors.terms} = ${terms}), 0)`;
    kept.push(sql`(${inArray(L.spaceKey, suppliers)} and ${lowest} * ${floor} <= ${max}::bigint * 10000)`);
  }
  if (overridden.length) kept.push(inArray(L.key, overridden));
  return sql`(${sql.join(kept, sql.raw(' or '))})`;
}

/**
 * Listings the caller may see: public ones, and `partners` ones of their own spaces and of the suppliers they
 * are active trading partners of (admins: all). Every listing is a published tariff; drafts, suspended and
 * archived tariffs have none.
 */
function listed(reader: Reader): SQL {
  if (reader.isAdmin) return sql.raw('true');
  const mine = [...reader.suppliers, ...reader.partners];
  return mine.length ? sql`(${PUBLIC} or ${inArray(L.spaceKey, mine)})` : PUBLIC;
}

/**
 * The text terms as conditions. A short non-ASCII term's gram is exact (search-text.ts), so the gram index alone
 * decides it and the text need not be read; any other term is a substring test the trigram index serves. When
 * both kinds meet in one query, the trigram index finds the candidates and short terms are tested with LIKE too:
 * a trigram match must be rechecked row by row, and a recheck would re-derive every candidate's grams.
 */
function textConditions(terms: SearchTerm[]): SQL[] {
  const byGrams = terms.every((term) => term.grams.length > 0);
  return terms.map((term) =>
    byGrams
      ? sql`tariff_short_grams(${L.searchText}) @> array[${term.grams[0]}]::text[]`
      : sql`${L.searchText} like ${term.pattern}`,
  );
}

/** Every condition but the category, which the counts per category must ignore. */
function conditions(reader: Reader, body: SearchBody, terms: SearchTerm[]): SQL[] {
  const where = [listed(reader), ...textConditions(terms)];
  if (body.prefecture) where.push(sql`${L.prefecture} = ${body.prefecture}`);
  if (body.date) {
    where.push(sql`${L.dated}${body.date}::date and ${body.date}::date <= ${L.validTo}`);
    // `<> all` compares in place; `not (blackout @> array[date])` built and tested an array per listing, ≈ 7 %
    // of a dated search's scan (docs/performance.md, "The dated filter's scan"). A blackout never holds null.
    where.push(sql`${body.date}::date <> all(${L.blackout})`);
  }
  return where;
}

type Summary = { counts: { category: string; count: number }[]; page: Item[] | null; more: boolean };

const row = (item: Pick<Item, 'key' | 'space'>) => ({ key: item.key, spaceKey: item.space });

/**
 * What the caller pays for a group with children, per candidate, as a value the search statement reads in place
 * of the stored prices: the candidates (every condition but the price) are read with their documents and priced
 * by the quote (groupPrices). Only a band search that filters or orders by price comes here.
 */
async function groupPriceColumn(
  db: Db,
  reader: Reader,
  body: SearchBody,
  terms: SearchTerm[],
  group: { adults: number; bands: BandCounts },
): Promise<SQL> {
  const candidates = await queryRows<{ key: string; spaceKey: string; doc: TariffDoc }>(
    db,
    sql`select ${listings.key} as "key", ${listings.spaceKey} as "spaceKey", ${tariffs.doc} as doc
      from ${listings} join ${tariffs} on ${tariffs.key} = ${listings.key}
      where ${sql.join(conditions(reader, body, terms), sql` and `)}`,
  );
  const prices: Record<string, number> = {};
  for (const candidate of candidates) {
    const price = groupPrices(reader, candidate, group, body.date).caller;
    if (price !== null) prices[candidate.key] = price;
  }
  return sql`(${JSON.stringify(prices)}::jsonb ->> ${listings.key})::bigint`;
}

// The constant parts of the search statement (frozen-sql.ts).
const MATCHED = frozenSql(sql`select ${listings.key} as key, ${listings.category} as category,
  ${listings.publishedAt} as published_at, ${listings.priceFrom} as price_from,`);
const RATED_COLUMNS = frozenSql(
  sql`, ${tariffRatings.average} as rating_avg, ${tariffRatings.count} as rating_count`,
);
const FROM_LISTINGS = frozenSql(sql`from ${listings}`);
// The listing without its text, under the listing's name so the statement's every column reads from it
// (docs/decisions/0021-narrow-listing-copy.md).
const FROM_NARROW = frozenSql(sql`from ${tariffListingsNarrow} as ${sql.identifier(getTableName(listings))}`);
const RATED_JOIN = frozenSql(sql`left join ${tariffRatings} on ${tariffRatings.tariffKey} = ${listings.key}`);
const COUNTS = sql.raw(`(select coalesce(json_agg(json_build_object('category', category, 'count', n)), '[]')
  from (select category, count(*)::int as n from matched group by category) c) as counts`);
const PAGE_JOIN = frozenSql(sql`join ${tariffs} on ${tariffs.key} = page.key`);
const ORDER = {
  relevance: sql.raw('score desc, published_at desc, key'),
  newest: sql.raw('published_at desc, key'),
  price: sql.raw('jpy_price asc nulls last, price_from, key'),
  rating: sql.raw('rating_avg desc nulls last, rating_count desc nulls last, published_at desc, key'),
};
const EMPTY = sql.raw('');
const AND = sql.raw(' and ');

/**
 * Buyer search (the text matching is explained in search-text.ts). Drafts and pending
 * revisions are never candidates: only listings (published tariffs, schema/tariff-listings.ts) are searched,
 * and revisions live elsewhere. Counts per category ignore the category filter, so the page can show every tab's number.
 *
 * Speed (docs/performance.md): the matching rows are found once, into a materialized set of a few narrow
 * columns, and both the counts and the page are taken from it; a candidate's price is worked out once, and
 * only when a price filter or the price order needs it. The page's full rows are read afterwards, by key.
 */
export async function searchListings(db: Db, reader: Reader, body: SearchBody) {
  const terms = searchTerms(body.q);
  const priced = body.price !== undefined || body.sort === 'price';
  const bands = namedBands(body.bands);
  const group = bands ? { adults: body.adults, bands } : null;
  // A caller with agreements, pricing a party of adults: the bounds of their terms settle most candidates
  // without a look-up of their partner price (search-bounds.ts).
  const bounds = priced && !group && body.adults <= PRICED_ADULTS ? partnerBounds(reader) : null;
  const price = group
    ? priced
      ? await groupPriceColumn(db, reader, body, terms, group)
      : sql`null::bigint`
    : bounds
      ? priceFor(listings, body.adults, body.date)
      : callerPrice(reader, body.adults, body.date);
  const where = conditions(reader, body, terms);
  // Tests of the candidate's price, applied to the priced candidates (see `matched` below).
  const onPrice: SQL[] = [];
  if (body.price) {
    onPrice.push(sql`jpy_price is not null`);
    if (body.price.min !== undefined) onPrice.push(sql`jpy_price >= ${body.price.min}`);
    if (body.price.max !== undefined) {
      // Most candidates are dropped here unpriced. A group with children has no such bound (a child may fill a
      // room at a cheaper occupancy). The lowest floor of the caller's terms first: a listing above the ceiling
      // even at that floor is dropped without testing its supplier (no override keeps a listing regardless).
      if (bounds && !bounds.overridden.length)
        where.push(sql`${lowestPrice(body.adults)} * ${bounds.floor} <= ${body.price.max}::bigint * 10000`);
      if (!group) where.push(underMax(reader, body.adults, body.price.max));
      onPrice.push(sql`jpy_price <= ${body.price.max}`);
    }
  }
  // Relevance: every result contains every term, so rank title hits first, then the newest publication.
  const score = terms.length
    ? sql.join(
        terms.map((t) => sql`(case when ${L.searchTitle} like ${t.pattern} then 2 else 0 end)`),
        sql.raw(' + '),
      )
    : sql.raw('0');
  const order = ORDER[body.sort];
  // Published reviews' stars, kept per tariff by a trigger; joined only when they order the results.
  const rated = body.sort === 'rating';
  const offset = decodeOffset(body.cursor, 'body.cursor');
  const jpyPrice = priced
    ? sql`(case when ${L.currency} = 'JPY' then ${price} end)`
    : sql.raw('null::bigint');
  // A search with neither text nor a prefecture reads every listing, so it reads the copy without the text, a
  // third of the listing's width (docs/decisions/0021-narrow-listing-copy.md). A prefecture selects through the
  // listing's index, and a party over PRICED_ADULTS is priced from the rates only the listing holds.
  const from =
    terms.length === 0 && !body.prefecture && body.adults <= PRICED_ADULTS ? FROM_NARROW : FROM_LISTINGS;
  const priceColumns = bounds ? sql`${jpyPrice} as pub, ${SPACE_KEY}` : sql`${jpyPrice} as jpy_price`;
  const candidates = sql`${MATCHED} ${score} as score, ${priceColumns} ${rated ? RATED_COLUMNS : EMPTY}
    ${from} ${rated ? RATED_JOIN : EMPTY} where ${sql.join(where, AND)}`;
  // The price is worked out once per candidate, in the select list of a subquery that `offset 0` keeps whole,
  // and tested on its rows: in the conditions it would be worked out again for each mention (a lateral subquery
  // per row kept it once too, at 5 % more of the statement).
  const matched = bounds
    ? boundedMatches(bounds, candidates, body)
    : onPrice.length
      ? sql`select * from (${candidates} offset 0) m where ${sql.join(onPrice, AND)}`
      : candidates;
  const inCategory = body.category ? sql`category = ${body.category}` : sql.raw('true');
  // The rows the page is ranked from: the matches of its category; by price for a caller with agreements, only
  // those that can reach the page, priced as the caller pays (search-bounds.ts).
  const paged =
    bounds && body.sort === 'price'
      ? boundedPage(bounds, body, inCategory, offset + body.limit + 1)
      : { bound: null, source: sql`select * from matched where ${inCategory}` };
  // One statement: the matches, their counts per category and the page's cards (one round trip).
  const [summary] = await queryRows<Summary>(
    db,
    sql`with matched as materialized (${matched}), ${paged.bound ? sql`${paged.bound}, ` : EMPTY}page as (
        -- Ranked after the limit: a top-N sort of the matches, not a full one for a window over all of them.
        select *, row_number() over (order by ${order}) as rank
        from (${paged.source} order by ${order} limit ${body.limit + 1} offset ${offset}) window_rows
      )
      select ${COUNTS},
        (select json_agg(${card(body, reader, group !== null)} order by page.rank)
          from (select * from page order by rank limit ${body.limit}) page ${PAGE_JOIN}) as page,
        (select count(*) > ${body.limit} from page) as more`,
  );
  const counts = Object.fromEntries((summary?.counts ?? []).map((f) => [f.category, f.count]));
  const total = body.category
    ? (counts[body.category] ?? 0)
    : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    items: (summary?.page ?? []).map((item) => ({
      key: item.key,
      space: item.space,
      supplier: { key: item.space, name: item.supplier },
      title: item.title,
      summary: item.summary,
      category: item.category,
      prefecture: item.prefecture,
      area: item.area,
      tags: item.tags,
      image: item.image,
      visibility: item.visibility,
      validity: item.validity,
      currency: item.currency,
      tax: item.tax,
      priceFrom: item.price_from,
      price: cardPrice(
        group && item.doc
          ? { ...item, price: groupPrices(reader, { ...row(item), doc: item.doc }, group, body.date).public }
          : item,
        body,
      ),
      partner: item.doc ? partnerCard(reader, { ...row(item), doc: item.doc }, body, item.partner_row) : null,
      rating: item.rating && { average: Number(item.rating.average), count: item.rating.count },
      version: item.version,
      publishedAt: item.published_at === null ? null : new Date(item.published_at).toISOString(),
    })),
    next: summary?.more ? encodeOffset(offset + body.limit) : null,
    total,
    counts,
  };
}
