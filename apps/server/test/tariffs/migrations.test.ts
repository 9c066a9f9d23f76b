import { readFileSync } from 'node:fs';
import { isDimensioned, type TariffDoc, tariffDoc } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { rewriteEarlierSearchForms } from '../../src/modules/tariffs/service/search-form.ts';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import { call, createDraft, createPublished, newAdmin, newSupplier, type Supplier } from './support.ts';

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
type WithDoc = Derived & { doc: TariffDoc };

/**
 * Migrations that fill new derived columns for existing rows must give exactly what `derivedColumns` writes for
 * new ones: the SQL is run again over rows the app wrote, after wiping what the app put there.
 */
describeEachDatabase('migrations backfill derived columns as the app derives them', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;
  // Tariffs priced by the Japanese dimensions (docs/product-decisions.md §12) came after 0005 and 0006: only the
  // app derives their columns (the stay quote's runs of nights), so the backfills are compared on the others.
  const derived = async (): Promise<Derived[]> => {
    const rows = await queryRows<WithDoc>(
      ctx.app.database.db,
      sql`select key, doc, price_rates, blackout::text, adult_prices::text,
            (select count(*)::int from tariff_listings l where l.key = t.key) as listed
          from tariffs t order by key`,
    );
    return rows.filter((row) => !isDimensioned(row.doc)).map(({ doc: _doc, ...row }) => row);
  };

  // Set-up: tariffs with seasons, pax tiers and blackout dates.
  beforeAll(async () => {
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
    // 0005 ran over documents whose season names and tags were plain text (0009 made them bilingual).
    await db.execute(sql`update tariffs set doc = doc || jsonb_build_object(
      'seasons', coalesce((select jsonb_agg(jsonb_set(s, '{name}',
        to_jsonb(coalesce(nullif(s -> 'name' ->> 'jp', ''), s -> 'name' ->> 'en'))) order by i)
        from jsonb_array_elements(doc -> 'seasons') with ordinality x(s, i)), '[]'::jsonb),
      'tags', coalesce((select jsonb_agg(to_jsonb(coalesce(nullif(t ->> 'jp', ''), t ->> 'en')) order by i)
        from jsonb_array_elements(doc -> 'tags') with ordinality y(t, i)), '[]'::jsonb))`);
    await db.execute(sql`update tariffs set price_rates = '[]', blackout = '{}', adult_prices = '{}'`);
    await db.execute(sql`delete from tariff_listings`);
    await db.execute(sql.raw(statement('0005_search_prices.sql', 'UPDATE "tariffs" t SET')));
    await db.execute(sql.raw(statement('0006_search_listings.sql', 'UPDATE "tariffs" t SET "adult_prices"')));
    await db.execute(sql`alter table tariffs enable trigger tariffs_listing_sync`);
    await db.execute(sql.raw(statement('0006_search_listings.sql', 'INSERT INTO "tariff_listings"')));
    expect(await derived()).toEqual(written);
    for (const statement of statements('0009_bilingual_seasons.sql')) await db.execute(sql.raw(statement));
  });
});

/** Every statement of a committed migration, comments aside, in order. */
function statements(file: string): string[] {
  const text = readFileSync(new URL(`../../src/db/migrations/${file}`, import.meta.url), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim())
    .filter(Boolean);
}

describeEachDatabase('0009 makes season names and tags bilingual, keeping the text', (ctx) => {
  it('turns a plain-text season name and tag into the same text in both languages, revisions too', async () => {
    const db = ctx.app.database.db;
    const supplier = await newSupplier(ctx.app);
    const admin = await newAdmin(ctx.app);
    const published = await createPublished(ctx.app, supplier, admin);
    // A pending revision as well, so both tables are migrated.
    await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, { currency: 'USD' });
    // Documents as they were stored before 0009: names and tags as plain text.
    const old = sql`jsonb_set(jsonb_set(doc, '{seasons,0,name}', '"通常期"'), '{tags}', '["竹林", "walk"]')`;
    await db.execute(sql`update tariffs set doc = ${old} where key = ${published.key}`);
    await db.execute(sql`update tariff_revisions set doc = ${old} where tariff_key = ${published.key}`);
    for (const statement of statements('0009_bilingual_seasons.sql')) await db.execute(sql.raw(statement));
    const [row] = await queryRows<{ doc: TariffDoc; pending: TariffDoc }>(
      db,
      sql`select t.doc, r.doc as pending from tariffs t join tariff_revisions r on r.tariff_key = t.key
          where t.key = ${published.key}`,
    );
    for (const doc of [row?.doc, row?.pending]) {
      expect(doc?.seasons.map((s) => s.name)).toEqual([
        { jp: '通常期', en: '通常期' },
        { jp: '繁忙期', en: 'Peak' },
      ]);
      expect(doc?.tags).toEqual([
        { jp: '竹林', en: '竹林' },
        { jp: 'walk', en: 'walk' },
      ]);
      // Everything else is as it was, and the document still passes the contract.
      expect(tariffDoc.safeParse(doc).success).toBe(true);
    }
    const read = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${published.key}`);
    expect(read.status).toBe(200);
    expect(read.body.rates[0].season).toBe('通常期');
  });
});

describeEachDatabase('0035 and the start-up rewrite of search texts in words', (ctx) => {
  it('rewrites texts written before they were cut into words, as the app writes them, and finds them right', async () => {
    const db = ctx.app.database.db;
    const supplier = await newSupplier(ctx.app);
    const admin = await newAdmin(ctx.app);
    const tokyo = await createPublished(ctx.app, supplier, admin, {
      title: { jp: '東京都 下町散策', en: 'Old Tokyo walk' },
      area: { jp: '東京都台東区 谷中', en: 'Yanaka, Tokyo' },
      prefecture: '13',
    });
    const search = async (q: string) => {
      const res = await call(ctx.app, admin, 'POST', '/api/v1/Tariff/search', { q, limit: 100 });
      expect(res.status).toBe(200);
      return (res.body.items as { key: string }[]).map((item) => item.key);
    };
    expect(await search('京都')).not.toContain(tokyo.key);
    type Row = { search_text: string; search_form: number; updated_at: string; listed: string };
    const row = async () =>
      (
        await queryRows<Row>(
          db,
          sql`select t.search_text, t.search_form, t.updated_at::text,
                (select l.search_text from tariff_listings l where l.key = t.key) as listed
              from tariffs t where t.key = ${tokyo.key}`,
        )
      )[0];
    const written = await row();
    // As a row was written before 0035: the whole text in one piece, form 0 (the column's default).
    await db.execute(sql`update tariffs set search_form = 0,
      search_text = replace(search_text, ' ', ''), search_title = replace(search_title, ' ', '')
      where key = ${tokyo.key}`);
    expect((await row())?.listed).toContain('東京都');
    expect(await search('京都')).toContain(tokyo.key);
    expect(await rewriteEarlierSearchForms(db)).toBeGreaterThanOrEqual(1);
    expect(await row()).toEqual(written);
    expect(await search('京都')).not.toContain(tokyo.key);
    expect(await search('東京')).toContain(tokyo.key);
    // Nothing left: a later start rewrites nothing.
    expect(await rewriteEarlierSearchForms(db)).toBe(0);
  });
});
