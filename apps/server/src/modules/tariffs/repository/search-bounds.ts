import { generalTerms, type SearchBody } from '@tourtariff/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { partnerPriceFloors, partnerPrices } from '../../../db/schema/index.ts';
import type { Reader } from '../service/caller.ts';
import { frozenSql } from './frozen-sql.ts';
import { partnerRow, priceFor } from './search-card.ts';

/*
 * A partner's price filter and price order without looking up every candidate's partner price
 * (docs/decisions/0024-partner-price-bounds.md). Under the general terms of the caller's agreements a partner price
 * lies between the public price times the terms' floor and the public price itself, when every row written under
 * those terms says so (`partner_price_floors`: ceiling at most 100 %). A candidate whose public price is inside the
 * filter with room for the floor is in whatever it pays, so only the candidates the bounds leave open are looked up
 * in `partner_prices`; and the price order looks up only the candidates that can reach the page. A listing the
 * caller's agreement overrides (terms of its own) is always looked up.
 */

/** What a search statement needs to know of the caller's agreements, as SQL. */
export type PartnerBounds = {
  reader: Reader;
  agreed: string[];
  overridden: string[];
  /** The lowest floor of the caller's general terms, 0 when one is unknown (scalar subquery). */
  floor: SQL;
  /** Whether every one of those terms has a ceiling of at most 100 % (scalar subquery). */
  bounded: SQL;
};

// The columns of the candidates' subquery (`c`) and of the matched set (`x`) a look-up names.
const C = { key: sql.raw('c.key'), space: sql.raw('c.space_key') };
const X = { key: sql.raw('x.key'), space: sql.raw('x.space_key') };
const FLOORS = frozenSql(sql`from ${partnerPriceFloors} where`);

/** The bounds of the caller's agreements; null without any (a public search prices from the listing alone). */
export function partnerBounds(reader: Reader): PartnerBounds | null {
  if (!reader.agreements.size) return null;
  const terms = [...new Set([...reader.agreements.values()].map((agreement) => generalTerms(agreement)))];
  const overridden = [...reader.agreements.values()].flatMap((a) => a.overrides.map((o) => o.tariff));
  const known = sql`count(*) = ${terms.length}::int`;
  const theirs = inArray(partnerPriceFloors.terms, terms);
  return {
    reader,
    agreed: [...reader.agreements.keys()],
    overridden,
    floor: sql`(select case when ${known} then min(floor_bp) else 0 end ${FLOORS} ${theirs})`,
    bounded: sql`(select ${known} and max(ceiling_bp) <= 10000 ${FLOORS} ${theirs})`,
  };
}

/** What the caller pays for the candidate in `at`, looked up: its partner row's price, else the public one. */
function partnerPrice(b: PartnerBounds, at: typeof C, body: SearchBody, pub: SQL): SQL {
  const row = partnerRow(b.reader, at.key, at.space);
  const looked = sql`(select ${priceFor(partnerPrices, body.adults, body.date)} ${row})`;
  return sql`case when ${inArray(at.space, b.agreed)} then coalesce(${looked}, ${pub}) else ${pub} end`;
}

/**
 * The matches of a priced search by a caller with agreements. `scan` selects the candidates with `pub` (the
 * public price in yen, null for another currency) and `space_key`. Each gets `exact`: null when the bounds settle
 * it (it is in the filter whatever the caller pays, and pays at most `pub`), else what the caller pays. One
 * subquery level over the scan: `exact` is worked out in the select list and what the filter keeps in the
 * conditions, each settling first, so a candidate the bounds leave open is looked up twice; a level more to test
 * `exact` once was slower at 29,000 matches (docs/performance.md "Bounds of a partner's terms").
 */
export function boundedMatches(b: PartnerBounds, scan: SQL, body: SearchBody): SQL {
  const { min, max } = body.price ?? {};
  const own = b.overridden.length ? [sql`not ${inArray(C.key, b.overridden)}`] : [];
  const settledBy = [b.bounded, ...own];
  if (max !== undefined) settledBy.push(sql`c.pub <= ${max}`);
  if (min !== undefined) settledBy.push(sql`c.pub * ${b.floor} >= ${min}::bigint * 10000`);
  const settled = sql.join(settledBy, sql` and `);
  const pays = partnerPrice(b, C, body, sql.raw('c.pub'));
  const exact = sql`case when ${settled} then null when c.pub is null then null else ${pays} end`;
  const priced = sql`select c.*, ${exact} as exact from (${scan} offset 0) c`;
  if (!body.price) return priced;
  // Out without a look-up: no public price (so no partner one), or above the ceiling even at the floor.
  const out = [sql`c.pub is null`];
  if (max !== undefined)
    out.push(sql.join([...own, sql`c.pub * ${b.floor} > ${max}::bigint * 10000`], sql` and `));
  const range = [];
  if (min !== undefined) range.push(sql`${pays} >= ${min}`);
  if (max !== undefined) range.push(sql`${pays} <= ${max}`);
  return sql`${priced} where case when ${settled} then true when ${sql.join(out, sql` or `)} then false
    else coalesce(${sql.join(range, sql` and `)}, false) end`;
}

/**
 * The price order's candidates for a page of `reach` rows (offset + limit + 1) among the matches (`category`:
 * their category test, or true): `bound` is the reach-th lowest price a match can have at most (its exact price,
 * else its public one), and only a match whose price can be at or under it (its exact price, else the public one
 * times the floor) can be on the page; those are priced as the caller pays (`jpy_price`).
 */
export function boundedPage(b: PartnerBounds, body: SearchBody, category: SQL, reach: number) {
  const jpy = sql`case when x.exact is not null then x.exact when x.pub is null then null
    else ${partnerPrice(b, X, body, sql.raw('x.pub'))} end`;
  return {
    bound: sql`bound as (select hi from (select coalesce(exact, pub) as hi from matched where ${category}) h
      where hi is not null order by hi limit 1 offset ${reach - 1})`,
    source: sql`select * from (select x.*, ${jpy} as jpy_price from matched x where ${category}
      and ((select hi from bound) is null or coalesce(x.exact, x.pub * ${b.floor} / 10000) <= (select hi from bound))
      offset 0) y`,
  };
}
