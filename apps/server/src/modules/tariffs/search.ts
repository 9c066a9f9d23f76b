import type { SearchBody } from '@tourtariff/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { spaces, tariffs } from '../../db/schema/index.ts';
import type { Ctx } from './context.ts';
import { decodeOffset, encodeOffset } from './offset-cursor.ts';
import { searchTerms } from './search-text.ts';

/**
 * The lowest price for `adults` adults among the rates whose pax tier admits that many (and, given a date,
 * whose season covers it): per_person rates count each adult, per_group/room/vehicle rates are one price.
 */
function priceFor(adults: number, date: string | undefined): SQL<number | null> {
  const inSeason = date
    ? sql`and (r->>'season' is null or exists (select 1 from jsonb_array_elements(${tariffs.doc}->'seasons') s
          where s->>'name' = r->>'season' and s->>'from' <= ${date} and ${date} <= s->>'to'))`
    : sql``;
  return sql<number | null>`(select min(case when r->>'unit' = 'per_person'
      then (r->>'adult')::bigint * ${adults} else (r->>'adult')::bigint end)
    from jsonb_array_elements(${tariffs.doc}->'rates') r
    where (r->>'pax_min')::int <= ${adults} and (r->>'pax_max')::int >= ${adults} ${inSeason})`;
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
 * Buyer search (issue 6 item 5; the text matching is explained in search-text.ts). Drafts and pending
 * revisions are never candidates: only the tariffs table's published rows are searched, and revisions live
 * elsewhere. Counts per category ignore the category filter, so the page can show every tab's number.
 */
export async function searchTariffs(ctx: Ctx, body: SearchBody) {
  const terms = searchTerms(body.q);
  const price = priceFor(body.adults, body.date);
  const jpyPrice = sql<number | null>`(case when ${tariffs.currency} = 'JPY' then ${price} end)`;
  const conditions: (SQL | undefined)[] = [listed(ctx)];
  for (const term of terms) {
    if (term.grams.length) conditions.push(sql`${tariffs.searchGrams} @> array[${term.grams[0]}]::text[]`);
    conditions.push(sql`${tariffs.searchText} like ${term.pattern}`);
  }
  if (body.prefecture) conditions.push(eq(tariffs.prefecture, body.prefecture));
  if (body.date) {
    conditions.push(
      sql`${tariffs.validFrom} <= ${body.date}::date and ${body.date}::date <= ${tariffs.validTo}`,
    );
    conditions.push(sql`not (${tariffs.doc}->'blackout' @> jsonb_build_array(${body.date}::text))`);
  }
  if (body.price) {
    conditions.push(sql`${jpyPrice} is not null`);
    if (body.price.min !== undefined) conditions.push(sql`${jpyPrice} >= ${body.price.min}`);
    if (body.price.max !== undefined) conditions.push(sql`${jpyPrice} <= ${body.price.max}`);
  }
  const facets = await ctx.db
    .select({ category: tariffs.category, count: sql<number>`count(*)::int` })
    .from(tariffs)
    .where(and(...conditions))
    .groupBy(tariffs.category);
  if (body.category) conditions.push(eq(tariffs.category, body.category));

  // Relevance: every result contains every term, so rank title hits first, then the newest publication.
  const score = terms.length
    ? sql<number>`(${sql.join(
        terms.map((t) => sql`(case when ${tariffs.searchTitle} like ${t.pattern} then 2 else 0 end)`),
        sql` + `,
      )})`
    : sql<number>`0`;
  const order = {
    relevance: [desc(score), desc(tariffs.publishedAt), asc(tariffs.key)],
    newest: [desc(tariffs.publishedAt), asc(tariffs.key)],
    price: [sql`${jpyPrice} asc nulls last`, asc(tariffs.priceFrom), asc(tariffs.key)],
  }[body.sort];
  const offset = decodeOffset(body.cursor, 'body.cursor');
  const rows = await ctx.db
    .select({ row: tariffs, price: price.mapWith(Number), supplier: spaces.name })
    .from(tariffs)
    .innerJoin(spaces, eq(spaces.key, tariffs.spaceKey))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(body.limit + 1)
    .offset(offset);

  const counts = Object.fromEntries(facets.map((f) => [f.category, f.count]));
  const total = body.category ? (counts[body.category] ?? 0) : facets.reduce((sum, f) => sum + f.count, 0);
  return {
    items: rows.slice(0, body.limit).map(({ row, price: amount, supplier }) => ({
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
    next: rows.length > body.limit ? encodeOffset(offset + body.limit) : null,
    total,
    counts,
  };
}
