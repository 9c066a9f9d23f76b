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
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { spaceNameSql } from '../../../core/users/index.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import {
  tariffListings as listings,
  partnerPrices,
  tariffRatings,
  tariffs,
} from '../../../db/schema/index.ts';
import { decodeOffset, encodeOffset } from '../../../kit/index.ts';
import type { Reader } from '../service/caller.ts';
import { PRICED_ADULTS } from './price-rates.ts';
import { type SearchTerm, searchTerms } from './search-text.ts';

type PriceColumns = { adultPrices: AnyColumn; priceRates: AnyColumn };

/**
 * The lowest price for `adults` adults among the rates whose pax tier admits that many (and, given a date,
 * whose season covers it): per_person rates count each adult, per_group/room/vehicle rates are one price.
 * Without a date, up to PRICED_ADULTS adults, it is the precomputed `adult_prices` entry; otherwise it is worked
 * out from the small `price_rates` column (seasons already resolved to dates), never the document.
 */
function priceFor(columns: PriceColumns, adults: number, date: string | undefined): SQL<number | null> {
  if (!date && adults <= PRICED_ADULTS) return sql<number | null>`${columns.adultPrices}[${adults}::int]`;
  const inSeason = date
    ? sql`and (r."from" is null or (r."from" <= ${date}::date and ${date}::date <= r."to"))`
    : sql``;
  // A stay-priced tariff's runs carry the price per number of adults (`prices`, price-rates.ts).
  return sql<
    number | null
  >`(select min(case when r.prices is not null then (r.prices ->> (${adults}::int - 1))::bigint
      when r."perPerson" then r.adult * ${adults} else r.adult end)
    from jsonb_to_recordset(${columns.priceRates})
      as r("from" date, "to" date, "perPerson" boolean, min int, max int, adult bigint, prices jsonb)
    where r.min <= ${adults} and r.max >= ${adults} ${inSeason})`;
}

/** A lower bound of priceFor that needs no rates: the price for these adults in the cheapest season. */
const lowestPrice = (adults: number): SQL =>
  adults <= PRICED_ADULTS ? sql`${listings.adultPrices}[${adults}::int]` : sql`${listings.priceFrom}`;

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
  if (!reader.agreements.size) return price;
  const general: Record<string, string> = {};
  const overridden: Record<string, string> = {};
  for (const [supplier, agreement] of reader.agreements) {
    general[supplier] = generalTerms(agreement);
    for (const o of agreement.overrides) overridden[o.tariff] = partnerTerms(agreement, o.tariff);
  }
  const bySupplier = sql`(${JSON.stringify(general)}::jsonb ->> ${listings.spaceKey})`;
  const terms = Object.keys(overridden).length
    ? sql`coalesce(${JSON.stringify(overridden)}::jsonb ->> ${listings.key}, ${bySupplier})`
    : bySupplier;
  const partner = sql`(select ${priceFor(partnerPrices, adults, date)} from ${partnerPrices}
    where ${partnerPrices.tariffKey} = ${listings.key} and ${partnerPrices.terms} = ${terms})`;
  return sql`(case when ${inArray(listings.spaceKey, [...reader.agreements.keys()])}
    then coalesce(${partner}, ${price}) else ${price} end)`;
}

/**
 * Listings the caller may see: public ones, and `partners` ones of their own spaces and of the suppliers they
 * are active trading partners of (admins: all). Every listing is a published tariff; drafts, suspended and
 * archived tariffs have none.
 */
function listed(reader: Reader): SQL {
  if (reader.isAdmin) return sql`true`;
  const mine = [...reader.suppliers, ...reader.partners];
  return mine.length
    ? sql`(${listings.visibility} = 'public' or ${inArray(listings.spaceKey, mine)})`
    : sql`${listings.visibility} = 'public'`;
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
      ? sql`tariff_short_grams(${listings.searchText}) @> array[${term.grams[0]}]::text[]`
      : sql`${listings.searchText} like ${term.pattern}`,
  );
}

/** Every condition but the category, which the counts per category must ignore. */
function conditions(reader: Reader, body: SearchBody, terms: SearchTerm[]): SQL[] {
  const where = [listed(reader), ...textConditions(terms)];
  if (body.prefecture) where.push(eq(listings.prefecture, body.prefecture));
  if (body.date) {
    where.push(
      sql`${listings.validFrom} <= ${body.date}::date and ${body.date}::date <= ${listings.validTo}`,
    );
    where.push(sql`not (${listings.blackout} @> array[${body.date}::date])`);
  }
  return where;
}

type Item = {
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
};
type Summary = { counts: { category: string; count: number }[]; page: Item[] | null; more: boolean };

/**
 * A result card's fields, read from the tariff's row and document in SQL so the answer is one JSON value. The
 * whole document comes along only for the suppliers in `priced` (an agreement in force: see partnerCard).
 */
function card(body: SearchBody, priced: readonly string[], grouped: boolean): SQL {
  const t = tariffs;
  // A group with children is priced by the quote from the document (groupPrices), so every card carries it.
  const doc = grouped
    ? sql`${t.doc}`
    : priced.length
      ? sql`case when ${inArray(t.spaceKey, [...priced])} then ${t.doc} end`
      : sql`null`;
  return sql`json_build_object('key', ${t.key}, 'space', ${t.spaceKey}, 'supplier', ${spaceNameSql(t.spaceKey)},
    'title', ${t.doc}->'title', 'summary', ${t.doc}->'summary', 'category', ${t.category},
    'prefecture', ${t.prefecture}, 'area', ${t.doc}->'area', 'tags', ${t.doc}->'tags',
    'image', ${t.doc}->'images'->0, 'visibility', ${t.visibility}, 'validity', ${t.doc}->'validity',
    'currency', ${t.currency}, 'tax', ${t.doc}->'tax', 'price_from', ${t.priceFrom},
    'price', ${grouped ? sql`null` : priceFor(t, body.adults, body.date)}, 'rates', ${t.doc}->'rates', 'seasons', ${t.doc}->'seasons',
    'version', ${t.version}, 'published_at', ${t.publishedAt},
    'rating', (select json_build_object('average', r.average, 'count', r.count) from ${tariffRatings} r
      where r.tariff_key = ${t.key}),
    'doc', ${doc})`;
}
/** A card's price and what it is for: the row `lowestPrice` picked, by the same rule (`lowestRate`). */
function cardPrice(item: Pick<Item, 'price' | 'rates' | 'seasons'>, body: SearchBody) {
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
function groupPrices(
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
function partnerCard(
  reader: Reader,
  row: { key: string; spaceKey: string; doc: TariffDoc },
  body: SearchBody,
) {
  const agreement = reader.agreements.get(row.spaceKey);
  if (!agreement) return null;
  const doc = partnerDoc(row.doc, row.key, agreement);
  const bands = namedBands(body.bands);
  const amount = bands
    ? groupSearchPrice({ key: row.key, doc: row.doc }, { adults: body.adults, bands }, body.date, agreement)
    : lowestDocPrice(doc, body.adults, body.date);
  return {
    agreement: agreement.key,
    discount: agreement.discount,
    ...commissionOf(agreement, row.key),
    priceFrom: lowestAdultRate(doc),
    price: amount === null ? null : { amount, adults: body.adults, ...(bands ? { bands } : {}) },
  };
}

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
  const price = group
    ? priced
      ? await groupPriceColumn(db, reader, body, terms, group)
      : sql`null::bigint`
    : callerPrice(reader, body.adults, body.date);
  const where = conditions(reader, body, terms);
  if (body.price) {
    where.push(sql`m.jpy_price is not null`);
    if (body.price.min !== undefined) where.push(sql`m.jpy_price >= ${body.price.min}`);
    if (body.price.max !== undefined) {
      // A dated price is never below the undated one, so this cheap test drops most candidates unpriced. It
      // reads the public price, which a partner price may be below: partner suppliers' listings skip it. A
      // group with children has no such bound (a child may fill a room at a cheaper occupancy).
      const cheap = sql`${lowestPrice(body.adults)} <= ${body.price.max}`;
      const agreed = [...reader.agreements.keys()];
      if (!group)
        where.push(agreed.length ? sql`(${inArray(listings.spaceKey, agreed)} or ${cheap})` : cheap);
      where.push(sql`m.jpy_price <= ${body.price.max}`);
    }
  }
  // Relevance: every result contains every term, so rank title hits first, then the newest publication.
  const score = terms.length
    ? sql.join(
        terms.map((t) => sql`(case when ${listings.searchTitle} like ${t.pattern} then 2 else 0 end)`),
        sql` + `,
      )
    : sql`0`;
  const order = {
    relevance: sql`score desc, published_at desc, key`,
    newest: sql`published_at desc, key`,
    price: sql`jpy_price asc nulls last, price_from, key`,
    rating: sql`rating_avg desc nulls last, rating_count desc nulls last, published_at desc, key`,
  }[body.sort];
  // Published reviews' stars, kept per tariff by a trigger; joined only when they order the results.
  const rated = body.sort === 'rating';
  const offset = decodeOffset(body.cursor, 'body.cursor');
  // `offset 0` keeps the subquery whole, so the price is computed once per row, not once per mention.
  const jpyPrice = priced
    ? sql`(case when ${listings.currency} = 'JPY' then ${price} end)`
    : sql`null::bigint`;
  // One statement: the matches, their counts per category and the page's cards (one round trip).
  const [summary] = await queryRows<Summary>(
    db,
    sql`with matched as materialized (
        select ${listings.key} as key, ${listings.category} as category, ${listings.publishedAt} as published_at,
          ${listings.priceFrom} as price_from, ${score} as score, m.jpy_price
          ${rated ? sql`, ${tariffRatings.average} as rating_avg, ${tariffRatings.count} as rating_count` : sql``}
        from ${listings} cross join lateral (select ${jpyPrice} as jpy_price offset 0) m
          ${rated ? sql`left join ${tariffRatings} on ${tariffRatings.tariffKey} = ${listings.key}` : sql``}
        where ${sql.join(where, sql` and `)}
      ), page as (
        select *, row_number() over (order by ${order}) as rank
        from matched ${body.category ? sql`where category = ${body.category}` : sql``}
        order by ${order} limit ${body.limit + 1} offset ${offset}
      )
      select
        (select coalesce(json_agg(json_build_object('category', category, 'count', n)), '[]')
          from (select category, count(*)::int as n from matched group by category) c) as counts,
        (select json_agg(${card(body, [...reader.agreements.keys()], group !== null)} order by page.rank)
          from (select * from page order by rank limit ${body.limit}) page
          join ${tariffs} on ${tariffs.key} = page.key) as page,
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
      partner: item.doc ? partnerCard(reader, { ...row(item), doc: item.doc }, body) : null,
      rating: item.rating && { average: Number(item.rating.average), count: item.rating.count },
      version: item.version,
      publishedAt: item.published_at === null ? null : new Date(item.published_at).toISOString(),
    })),
    next: summary?.more ? encodeOffset(offset + body.limit) : null,
    total,
    counts,
  };
}
