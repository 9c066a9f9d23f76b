import {
  generalTerms,
  type PricingAgreement,
  partnerDoc,
  partnerTerms,
  type TariffDoc,
} from '@tourtariff/shared';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { spaceExists } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { NO_CEILING, partnerPriceFloors, partnerPrices, tariffs } from '../../../db/schema/index.ts';
import { partnerReader } from '../partner-terms.ts';
import { adultPrices, bandColumns, priceRates } from './price-rates.ts';

/*
 * `partner_prices` (schema/partner-prices.ts): what buyer search reads to price a partner's candidates, one row
 * per tariff and set of pricing terms (partnerTerms) that some accepted agreement of an active partnership with
 * its supplier applies to it. Every row is derived here, in JavaScript, by the listing's own derivation applied
 * to the partner document, so a partner's search price, their card's price and their quote come from one
 * pricing function.
 */

type Priced = { key: string; doc: TariffDoc };
/** An accepted agreement with its terms per tariff worked out once: its overrides' terms and its general ones. */
type Agreed = { agreement: PricingAgreement; general: string; own: Map<string, string> };

function agreed(agreement: PricingAgreement): Agreed {
  const own = new Map(agreement.overrides.map((o) => [o.tariff, partnerTerms(agreement, o.tariff)]));
  return { agreement, general: generalTerms(agreement), own };
}

/** One tariff's search prices under some terms: exactly what its listing holds, for the partner document. */
function priceRow(tariff: Priced, terms: string, agreement: PricingAgreement) {
  const doc = partnerDoc(tariff.doc, tariff.key, agreement);
  return {
    tariffKey: tariff.key,
    terms,
    adultPrices: adultPrices(doc),
    priceRates: priceRates(doc),
    ...bandColumns(doc),
  };
}
type Row = ReturnType<typeof priceRow>;

// Rows per statement: a tariff's row is about a kilobyte, and PostgreSQL takes at most 65,535 parameters.
const BATCH = 500;

async function insertRows(db: Db, rows: Row[], recompute: boolean) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const insert = db.insert(partnerPrices).values(rows.slice(start, start + BATCH));
    await (recompute
      ? insert.onConflictDoUpdate({
          target: [partnerPrices.tariffKey, partnerPrices.terms],
          set: {
            adultPrices: sql`excluded.adult_prices`,
            priceRates: sql`excluded.price_rates`,
            bandFrom: sql`excluded.band_from`,
            bandPrices: sql`excluded.band_prices`,
          },
        })
      : insert.onConflictDoNothing());
  }
}

// Pairs per delete: passed as one jsonb parameter, so only its size bounds the batch.
const DELETE_BATCH = 5_000;

async function deleteRows(db: Db, pairs: { tariff: string; terms: string }[]) {
  for (let start = 0; start < pairs.length; start += DELETE_BATCH) {
    const batch = JSON.stringify(pairs.slice(start, start + DELETE_BATCH));
    await db.execute(sql`delete from ${partnerPrices} using jsonb_to_recordset(${batch}::jsonb) as gone(tariff text, terms text)
      where ${partnerPrices.tariffKey} = gone.tariff and ${partnerPrices.terms} = gone.terms`);
  }
}

/**
 * Widens the bounds (schema/partner-prices.ts `partner_price_floors`) of the terms of the supplier's rows (all, or
 * those of `keys`) to what those rows do to a price, in the transaction that wrote them: per terms the lowest and
 * the highest ratio of a row's price to its tariff's, over every number of adults undated and every date band, in
 * hundredths of a percent (the floor rounded down and at most 10,000, the ceiling rounded up). A price missing from
 * the row is the public one (search falls back to it); a price no ratio bounds (the public one missing or zero, or
 * bands that do not line up) makes the ceiling NO_CEILING. Floors are never raised nor ceilings lowered, so a
 * bound holds for every row written under its terms (docs/decisions/0019-partner-price-floors.md,
 * docs/decisions/0024-partner-price-bounds.md); migration 0040 measures the rows held the same way.
 */
async function widenBounds(db: Db, supplier: string, keys?: string[]) {
  const ofSupplier = eq(tariffs.spaceKey, supplier);
  const p = partnerPrices;
  const t = tariffs;
  const f = partnerPriceFloors;
  const none = sql.raw(String(NO_CEILING));
  // The arrays side by side (`unnest` of two): each row's arrays are read once, not once per entry, and its
  // bands compared once (a test in the select list of the pairs would unpack the tariff's stored bands per pair).
  await db.execute(sql`insert into ${f} (terms, floor_bp, ceiling_bp)
    select ${p.terms},
      least(10000, coalesce(min(case when u.public > 0
        then coalesce(u.partner, u.public) * 10000 / u.public end), 10000))::int,
      least(${none}, max(case when not u.aligned then ${none}
        when u.public is null then case when u.partner is null then 0 else ${none} end
        when u.public = 0 then case when coalesce(u.partner, 0) = 0 then 0 else ${none} end
        else (coalesce(u.partner, u.public) * 10000 + u.public - 1) / u.public end))::int
    from ${p} join ${t} on ${t.key} = ${p.tariffKey}, lateral (
      select a.partner, a.public, true as aligned from unnest(${p.adultPrices}, ${t.adultPrices}) as a(partner, public)
      union all
      select b.partner, b.public, true from unnest(${p.bandPrices}, ${t.bandPrices}) as b(partner, public)
        where ${p.bandFrom} = ${t.bandFrom}
      union all
      select null, null, false where ${p.bandFrom} <> ${t.bandFrom}
    ) u
    where ${keys ? and(ofSupplier, inArray(t.key, keys)) : ofSupplier}
    group by ${p.terms}
    on conflict (terms) do update set floor_bp = least(${f.floorBp}, excluded.floor_bp),
      ceiling_bp = greatest(${f.ceilingBp}, excluded.ceiling_bp)`);
}

/**
 * Makes the supplier's rows exactly those its accepted agreements need, for all its tariffs or only `keys`:
 * missing rows are written, rows no agreement needs any more are deleted, and the rows of `keys` are worked out
 * again (their document changed). Idempotent. It locks the supplier's space row until the caller's transaction
 * ends, so syncs of one supplier run one after the other: an acceptance and a concurrent edit of one of its
 * tariffs each see the other's commit, and an ending never deletes rows another partner's concurrent acceptance
 * counted on. Answers how many rows it wrote.
 */
export function syncRows(db: Db, supplier: string, keys?: string[]): Promise<number> {
  if (keys && !keys.length) return Promise.resolve(0);
  return db.transaction(async (tx) => {
    await spaceExists(tx, supplier, true);
    const accepted = (await partnerReader().accepted(tx, supplier)).map(agreed);
    const ofSupplier = eq(tariffs.spaceKey, supplier);
    const rows: Priced[] = await tx
      .select({ key: tariffs.key, doc: tariffs.doc })
      .from(tariffs)
      .where(keys ? and(ofSupplier, inArray(tariffs.key, keys)) : ofSupplier);
    const held = await tx
      .select({ tariff: partnerPrices.tariffKey, terms: partnerPrices.terms })
      .from(partnerPrices)
      .where(
        inArray(
          partnerPrices.tariffKey,
          tx
            .select({ key: tariffs.key })
            .from(tariffs)
            .where(keys ? and(ofSupplier, inArray(tariffs.key, keys)) : ofSupplier),
        ),
      );
    const have = new Set(held.map((row) => `${row.tariff}\n${row.terms}`));
    const needed = new Set<string>();
    const written: Row[] = [];
    for (const tariff of rows) {
      for (const { agreement, general, own } of accepted) {
        const terms = own.get(tariff.key) ?? general;
        const pair = `${tariff.key}\n${terms}`;
        if (needed.has(pair)) continue;
        needed.add(pair);
        // Equal terms price a tariff alike (partnerTerms), so any agreement with them prices the shared row.
        if (keys || !have.has(pair)) written.push(priceRow(tariff, terms, agreement));
      }
    }
    await deleteRows(
      tx,
      held.filter((row) => !needed.has(`${row.tariff}\n${row.terms}`)),
    );
    await insertRows(tx, written, Boolean(keys));
    if (written.length) await widenBounds(tx, supplier, keys);
    return written.length;
  });
}

/**
 * Suppliers with an accepted agreement of an active partnership and a tariff without any row although each of
 * their tariffs needs one: those whose agreements were accepted before migration 0020, or written straight into
 * the tables (seeds). Empty once every supplier is in sync.
 */
export async function suppliersWithoutPartnerPrices(db: Db): Promise<string[]> {
  const suppliers = await partnerReader().suppliersWithAccepted(db);
  if (!suppliers.length) return [];
  const rows = await db
    .selectDistinct({ supplier: tariffs.spaceKey })
    .from(tariffs)
    .where(
      and(
        inArray(tariffs.spaceKey, suppliers),
        notExists(
          db.select({ one: sql`1` }).from(partnerPrices).where(eq(partnerPrices.tariffKey, tariffs.key)),
        ),
      ),
    );
  return rows.map((row) => row.supplier);
}
