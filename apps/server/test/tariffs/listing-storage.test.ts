import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';

/*
 * The listing holds fresh copies of what search reads on every row (docs/decisions/0020-listing-values-uncompressed.md):
 * a tariff's row is wide, so its arrays and texts are stored compressed there, and a listing that kept those
 * compressed copies made every scan decompress them. A stored value is uncompressed when its size is that of a copy
 * made in the query (`|| '{}'`, `|| ''`) but for the header (a short value is stored with a 1-byte header where the
 * copy has 4), compressed when smaller than that.
 */
const HEADER = 3;
describeEachDatabase('the listing stores what search reads uncompressed', (ctx) => {
  type Sizes = { column: string; stored: number; fresh: number };
  const sizes = (table: 'tariffs' | 'tariff_listings', key: string) =>
    queryRows<Sizes>(
      ctx.app.database.db,
      sql`select c.name as "column", c.stored, c.fresh from ${sql.raw(table)} x, lateral (values
          ('adult_prices', pg_column_size(x.adult_prices), pg_column_size(x.adult_prices || '{}'::bigint[])),
          ('band_prices', pg_column_size(x.band_prices), pg_column_size(x.band_prices || '{}'::bigint[])),
          ('band_from', pg_column_size(x.band_from), pg_column_size(x.band_from || '{}'::date[])),
          ('search_text', pg_column_size(x.search_text), pg_column_size(x.search_text || ''))
        ) as c(name, stored, fresh) where x.key = ${key} order by c.name`,
    );

  it('copies the values a wide tariff row holds compressed as uncompressed values', async () => {
    const db = ctx.app.database.db;
    const [tariff] = await queryRows<{ key: string }>(
      db,
      sql`select key from tariff_listings order by key limit 1`,
    );
    const key = tariff?.key ?? '';
    // A document wide enough that its row is compressed column by column, as a long tariff's is (40 kB of
    // hexadecimal text that compresses poorly). The earlier trigger handed PGlite's listing those compressed values;
    // PostgreSQL's single-row write gave fresh ones either way (docs/decisions/0020-listing-values-uncompressed.md).
    await db.execute(sql`update tariffs set doc = doc || jsonb_build_object('padding',
      (select string_agg(md5(i::text), '') from generate_series(1, 1250) as i)) where key = ${key}`);
    const stored = await sizes('tariffs', key);
    expect(stored.some((row) => row.stored < row.fresh - HEADER)).toBe(true);
    const listed = await sizes('tariff_listings', key);
    expect(listed.map((row) => row.column)).toEqual([
      'adult_prices',
      'band_from',
      'band_prices',
      'search_text',
    ]);
    for (const row of listed) expect(row.stored, row.column).toBeGreaterThanOrEqual(row.fresh - HEADER);
  });
});
