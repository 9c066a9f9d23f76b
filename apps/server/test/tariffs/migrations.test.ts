import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import { createDraft, createPublished, newAdmin, newSupplier, type Supplier } from './support.ts';

/** One hand-written statement of a committed migration, found by how it starts (comments aside). */
function statement(file: string, start: string): string {
  const text = readFileSync(new URL(`../../src/db/migrations/${file}`, import.meta.url), 'utf8');
  const found = text
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim())
    .find((part) => part.startsWith(start));
  if (!found) throw new Error(`${file}: no statement starting with ${start}`);
  return found;
}

type Derived = { key: string; price_rates: unknown; blackout: string; adult_prices: string; listed: number };

/**
 * Migrations that fill new derived columns for existing rows must give exactly what `derivedColumns` writes for
 * new ones: the SQL is run again over rows the app wrote, after wiping what the app put there.
 */
describeEachDatabase('migrations backfill derived columns as the app derives them', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;
  const derived = () =>
    queryRows<Derived>(
      ctx.app.database.db,
      sql`select key, price_rates, blackout::text, adult_prices::text,
            (select count(*)::int from tariff_listings l where l.key = t.key) as listed
          from tariffs t order by key`,
    );

  it('sets up tariffs with seasons, pax tiers and blackout dates', async () => {
    supplier = await newSupplier(ctx.app);
    admin = await newAdmin(ctx.app);
    await createPublished(ctx.app, supplier, admin);
    await createDraft(ctx.app, supplier, { rates: [] });
  });

  it('0005 (price rates, blackout), 0006 (adult prices) and the listings of published tariffs', async () => {
    const db = ctx.app.database.db;
    const written = await derived();
    expect(written.filter((row) => row.listed === 1).length).toBeGreaterThan(0);
    // As in the migration, the backfills run before the listing trigger exists.
    await db.execute(sql`alter table tariffs disable trigger tariffs_listing_sync`);
    await db.execute(sql`update tariffs set price_rates = '[]', blackout = '{}', adult_prices = '{}'`);
    await db.execute(sql`delete from tariff_listings`);
    await db.execute(sql.raw(statement('0005_search_prices.sql', 'UPDATE "tariffs" t SET')));
    await db.execute(sql.raw(statement('0006_search_listings.sql', 'UPDATE "tariffs" t SET "adult_prices"')));
    await db.execute(sql`alter table tariffs enable trigger tariffs_listing_sync`);
    await db.execute(sql.raw(statement('0006_search_listings.sql', 'INSERT INTO "tariff_listings"')));
    expect(await derived()).toEqual(written);
  });
});
