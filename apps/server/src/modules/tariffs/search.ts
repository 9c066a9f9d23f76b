import type { SearchBody } from '@tourtariff/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { spaces, tariffs } from '../../db/schema/index.ts';
import type { Ctx } from './context.ts';
import { decodeOffset, encodeOffset } from './offset-cursor.ts';
import { type SearchTerm, searchTerms } from './search-text.ts';

/**
 * The lowest price for `adults` adults among the rates whose pax tier admits that many (and, given a date,
 * whose season covers it): per_person rates count each adult, per_group/room/vehicle rates are one price. It
 * reads the small `price_rates` column (seasons already resolved to dates), never the document.
 */
function priceFor(adults: number, date: string | undefined): SQL<number | null> {
  const inSeason = date
    ? sql`and (r."from" is null or (r."from" <= ${date}::date and ${date}::date <= r."to"))`
    : sql``;
  return sql<number | null>`(select min(case when r."perPerson" then r.adult * ${adults} else r.adult end)
    from jsonb_to_recordset(${tariffs.priceRates})
      as r("from" date, "to" date, "perPerson" boolean, min int, max int, adult bigint)
    where r.min <= ${adults} and r.max >= ${adults} ${inSeason})`;
}

/** Published tariffs the caller may see: public ones, and `partners` ones of their own spaces (admins: all). */
function listed(ctx: Ctx): SQL {
  const published = eq(tariffs.state, 'published');
  if (ctx.isAdmin) return published;
  const mine = [...ctx.supplierSpaces];
  const visible = mine.length
    ? sql`(${tariffs.visibility} = 'public' or ${inArray(tariffs.spaceKey, mine)})`
    : sql`${tariffs.visibility} = 'public'`;
  return sql`${published} and ${visible}`;
}

/**
 * A text term as conditions. A short non-ASCII term's gram is exact (search-text.ts), so the gram index alone
 * decides it and the text need not be read; any other term is a substring test the trigram index serves.
 */
const termCondition = (term: SearchTerm): SQL =>
  term.grams.length
    ? sql`${tariffs.searchGrams} @> array[${term.grams[0]}]::text[]`
    : sql`${tariffs.searchText} like ${term.pattern}`;

/** Every condition but the category, which the counts per category must ignore. */
function conditions(ctx: Ctx, body: SearchBody, terms: SearchTerm[]): SQL[] {
  const where = [listed(ctx), ...terms.map(termCondition)];
  if (body.prefecture) where.push(eq(tariffs.prefecture, body.prefecture));
  if (body.date) {
    where.push(sql`${tariffs.validFrom} <= ${body.date}::date and ${body.date}::date <= ${tariffs.validTo}`);
    where.push(sql`not (${tariffs.blackout} @> array[${body.date}::date])`);
  }
  return where;
}

type Summary = { counts: { category: string; count: number }[]; page: { key: string }[] };

/**
 * Buyer search (issue 6 item 5; the text matching is explained in search-text.ts). Drafts and pending
 * revisions are never candidates: only the tariffs table's published rows are searched, and revisions live
 * elsewhere. Counts per category ignore the category filter, so the page can show every tab's number.
 *
 * Speed (docs/performance.md): the matching rows are found once, into a materialized set of a few narrow
 * columns, and both the counts and the page are taken from it; a candidate's price is worked out once, and
 * only when a price filter or the price order needs it. The page's full rows are read afterwards, by key.
 */
export async function searchTariffs(ctx: Ctx, body: SearchBody) {
  const terms = searchTerms(body.q);
  const priced = body.price !== undefined || body.sort === 'price';
  const price = priceFor(body.adults, body.date);
  const where = conditions(ctx, body, terms);
  if (body.price) {
    where.push(sql`m.jpy_price is not null`);
    if (body.price.min !== undefined) where.push(sql`m.jpy_price >= ${body.price.min}`);
    if (body.price.max !== undefined) {
      // Any price is at least the lowest adult amount, so this cheap test drops most candidates unpriced.
      where.push(sql`${tariffs.priceFrom} <= ${body.price.max}`);
      where.push(sql`m.jpy_price <= ${body.price.max}`);
    }
  }
  // Relevance: every result contains every term, so rank title hits first, then the newest publication.
  const score = terms.length
    ? sql.join(
        terms.map((t) => sql`(case when ${tariffs.searchTitle} like ${t.pattern} then 2 else 0 end)`),
        sql` + `,
      )
    : sql`0`;
  const order = {
    relevance: sql`score desc, published_at desc, key`,
    newest: sql`published_at desc, key`,
    price: sql`jpy_price asc nulls last, price_from, key`,
  }[body.sort];
  const offset = decodeOffset(body.cursor, 'body.cursor');
  // `offset 0` keeps the subquery whole, so the price is computed once per row, not once per mention.
  const jpyPrice = priced
    ? sql`(case when ${tariffs.currency} = 'JPY' then ${price} end)`
    : sql`null::bigint`;
  const [summary] = await queryRows<Summary>(
    ctx.db,
    sql`with matched as materialized (
        select ${tariffs.key} as key, ${tariffs.category} as category, ${tariffs.publishedAt} as published_at,
          ${tariffs.priceFrom} as price_from, ${score} as score, m.jpy_price
        from ${tariffs} cross join lateral (select ${jpyPrice} as jpy_price offset 0) m
        where ${sql.join(where, sql` and `)}
      ), page as (
        select * from matched ${body.category ? sql`where category = ${body.category}` : sql``}
        order by ${order} limit ${body.limit + 1} offset ${offset}
      )
      select
        (select coalesce(json_agg(json_build_object('category', category, 'count', n)), '[]')
          from (select category, count(*)::int as n from matched group by category) c) as counts,
        (select coalesce(json_agg(json_build_object('key', key) order by ${order}), '[]') from page) as page`,
  );
  const pageKeys = (summary?.page ?? []).map((p) => p.key);
  const rows = pageKeys.length
    ? await ctx.db
        .select({ row: tariffs, price: price.mapWith(Number), supplier: spaces.name })
        .from(tariffs)
        .innerJoin(spaces, eq(spaces.key, tariffs.spaceKey))
        .where(inArray(tariffs.key, pageKeys))
    : [];
  const byKey = new Map(rows.map((r) => [r.row.key, r]));
  const ordered = pageKeys.flatMap((key) => byKey.get(key) ?? []);

  const counts = Object.fromEntries((summary?.counts ?? []).map((f) => [f.category, f.count]));
  const total = body.category
    ? (counts[body.category] ?? 0)
    : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    items: ordered.slice(0, body.limit).map(({ row, price: amount, supplier }) => ({
      key: row.key,
      space: row.spaceKey,
      supplier: { key: row.spaceKey, name: supplier },
      title: row.doc.title,
      summary: row.doc.summary,
      category: row.category,
      prefecture: row.prefecture,
      area: row.doc.area,
      tags: row.doc.tags,
      image: row.doc.images[0] ?? null,
      visibility: row.visibility,
      validity: row.doc.validity,
      currency: row.currency,
      tax: row.doc.tax,
      priceFrom: row.priceFrom,
      price: amount === null || Number.isNaN(amount) ? null : { amount, adults: body.adults },
      version: row.version,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    next: pageKeys.length > body.limit ? encodeOffset(offset + body.limit) : null,
    total,
    counts,
  };
}
