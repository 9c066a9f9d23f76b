import type { AgeBand } from '@tourtariff/shared';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tariffListings, tariffs } from '../../../db/schema/index.ts';

/*
 * What other modules read of tariffs. This module owns `tariffs` and `tariff_listings`
 * (docs/ARCHITECTURE.md "Table owners"): messenger, reviews and partners call these through index.ts rather
 * than reading the tables themselves.
 */

export type TariffCard = Pick<
  typeof tariffs.$inferSelect,
  'key' | 'spaceKey' | 'state' | 'visibility' | 'category' | 'titleJp' | 'titleEn'
> & {
  /** The tariff's own age bands, null when it uses the usual ones (docs/product-decisions.md §12). */
  ageBands: AgeBand[] | null;
};

/** A tariff as another module needs it: whose it is, whether buyers may see it, its title, its age bands. */
export async function cardOf(db: Db, key: string): Promise<TariffCard | undefined> {
  const [row] = await db
    .select({
      key: tariffs.key,
      spaceKey: tariffs.spaceKey,
      state: tariffs.state,
      visibility: tariffs.visibility,
      category: tariffs.category,
      titleJp: tariffs.titleJp,
      titleEn: tariffs.titleEn,
      ageBands: sql<AgeBand[] | null>`${tariffs.doc} -> 'age_bands'`,
    })
    .from(tariffs)
    .where(eq(tariffs.key, key));
  return row;
}

/** Each found tariff's title in both languages, by key. */
export async function tariffTitles(db: Db, keys: string[]): Promise<Map<string, { jp: string; en: string }>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: tariffs.key, jp: tariffs.titleJp, en: tariffs.titleEn })
    .from(tariffs)
    .where(inArray(tariffs.key, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.key, { jp: row.jp, en: row.en }]));
}

/**
 * Whether the tariff `tariffKey` is published and readable: public, or partners-only of one of `suppliers`
 * (an `exists` condition for another module's statement).
 */
export function publishedReadableSql(tariffKey: SQLWrapper, suppliers: string[]): SQL {
  const visible = suppliers.length
    ? sql`(${tariffs.visibility} = 'public' or ${inArray(tariffs.spaceKey, suppliers)})`
    : sql`${tariffs.visibility} = 'public'`;
  return sql`exists (select 1 from ${tariffs}
    where ${tariffs.key} = ${tariffKey} and ${tariffs.state} = 'published' and ${visible})`;
}

/** Published tariffs per supplier: the public ones, and all (public and partners-only). */
export async function listedCounts(db: Db, suppliers: string[]) {
  if (!suppliers.length) return new Map<string, { open: number; all: number }>();
  const rows = await db
    .select({
      space: tariffListings.spaceKey,
      open: sql<number>`(count(*) filter (where ${tariffListings.visibility} = 'public'))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(tariffListings)
    .where(inArray(tariffListings.spaceKey, [...new Set(suppliers)]))
    .groupBy(tariffListings.spaceKey);
  return new Map(rows.map((row) => [row.space, { open: Number(row.open), all: Number(row.all) }]));
}

/** The rate rows of the named tariffs of one supplier (others' tariffs are simply not found). */
export async function supplierTariffRates(db: Db, supplier: string, keys: string[]) {
  if (!keys.length) return new Map<string, { adult: number; child: number | null }[]>();
  const rows = await db
    .select({ key: tariffs.key, doc: tariffs.doc })
    .from(tariffs)
    .where(and(inArray(tariffs.key, keys), eq(tariffs.spaceKey, supplier)));
  return new Map(
    rows.map((row) => [row.key, row.doc.rates.map((r) => ({ adult: r.adult, child: r.child }))]),
  );
}

/**
 * The directory's facts of a supplier's public listings, for another module's statement: a lateral subquery
 * giving `prefectures`, `categories` (json arrays) and `n` for the space whose key is `spaceKey`, and a
 * condition that one of them lists `value` in a column.
 */
export function publicListingsSql(spaceKey: SQLWrapper): SQL {
  return sql`(select json_agg(distinct t.prefecture) as prefectures, json_agg(distinct t.category) as categories,
          count(*)::int as n
        from ${tariffListings} t where t.space_key = ${spaceKey} and t.visibility = 'public')`;
}

export function publiclyListsSql(
  spaceKey: SQLWrapper,
  column: 'prefecture' | 'category',
  value: string,
): SQL {
  return sql`exists (select 1 from ${tariffListings} t where t.space_key = ${spaceKey} and t.visibility = 'public'
      and ${sql.raw(`t.${column}`)} = ${value})`;
}
