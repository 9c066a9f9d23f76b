import { DEFAULT_PRICED_ADULTS } from '@tourtariff/shared';
import { eq, sql } from 'drizzle-orm';
import { spaceColumnSql } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { partnerPrices, tariffRevisions, tariffs } from '../../../db/schema/index.ts';
import { TurnBatch } from '../../../kit/index.ts';
import { contactSql } from '../../contacts/index.ts';
import { type PartnerLink, partnerReader } from '../partner-terms.ts';
import type { RevisionRow, TariffRow } from './tariffs.ts';

/** The columns a tariff's answer is made of (tariffView) and who may read it (canRead); no search columns. */
export type ViewRow = Pick<
  TariffRow,
  | 'key'
  | 'spaceKey'
  | 'state'
  | 'version'
  | 'doc'
  | 'note'
  | 'visibility'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
>;
export type Detail = {
  row: ViewRow;
  revision: RevisionRow | null;
  supplier: { name: string | null; avatar: string | null; contact: SupplierContact };
  /** The reader's active partnerships with the tariff's supplier (readerOf), read in the same statement. */
  links: PartnerLink[];
  /**
   * The partner "from" price per set of partner terms this tariff has a `partner_prices` row for (its price for
   * DEFAULT_PRICED_ADULTS, from the pricing function: repository/partner-prices.ts); null without any row.
   */
  partnerFrom: Record<string, number | null> | null;
};
/** The supplier's 担当者 (docs/product-decisions.md §14), null when it named none. */
type SupplierContact = { name: string; department: string; phone: string } | null;

function detailSelect(db: Db) {
  return db
    .select({
      row: {
        key: tariffs.key,
        spaceKey: tariffs.spaceKey,
        state: tariffs.state,
        version: tariffs.version,
        doc: tariffs.doc,
        note: tariffs.note,
        visibility: tariffs.visibility,
        createdAt: tariffs.createdAt,
        updatedAt: tariffs.updatedAt,
        publishedAt: tariffs.publishedAt,
      },
      revision: tariffRevisions,
      // The supplier's card from the core users group, which owns spaces (docs/ARCHITECTURE.md "Table owners").
      supplierName: spaceColumnSql(tariffs.spaceKey, 'name'),
      supplierAvatar: spaceColumnSql(tariffs.spaceKey, 'avatar'),
      supplierContact: contactSql(tariffs.spaceKey),
      // The partners module owns partnerships: it hands the condition in (partner-terms.ts).
      links: partnerReader().linksSql(
        sql`${sql.placeholder('buyers')}`,
        tariffs.spaceKey,
        sql`${sql.placeholder('day')}`,
      ),
      partnerFrom: sql<Record<string, number | null> | null>`(select json_object_agg(${partnerPrices.terms},
        ${partnerPrices.adultPrices}[${DEFAULT_PRICED_ADULTS}::int]) from ${partnerPrices}
        where ${partnerPrices.tariffKey} = ${tariffs.key})`,
    })
    .from(tariffs)
    .leftJoin(tariffRevisions, eq(tariffRevisions.tariffKey, tariffs.key));
}

function prepareDetail(db: Db) {
  return {
    one: detailSelect(db)
      .where(eq(tariffs.key, sql.placeholder('key')))
      .prepare('tariff_detail'),
    many: detailSelect(db)
      .where(sql`${tariffs.key} = any(${sql.placeholder('keys')}::text[])`)
      .prepare('tariff_detail_many'),
  };
}
type Prepared = ReturnType<typeof prepareDetail>;
type Found = Awaited<ReturnType<Prepared['one']['execute']>>[number];

// The detail page's read is the app's hottest query: built once per database and prepared on the server, so a
// read costs one round trip and no SQL building or planning.
const prepared = new WeakMap<Db, Prepared>();

function statements(db: Db): Prepared {
  let query = prepared.get(db);
  if (!query) {
    query = prepareDetail(db);
    prepared.set(db, query);
  }
  return query;
}

/**
 * Reads of the same day that arrive together are one statement (kit/turn-batch.ts,
 * docs/decisions/0023-reads-answered-together.md): under load a server answers many detail pages at once, and
 * each statement's round trip, parse of its answer and work in PostgreSQL cost more than the row it reads. The
 * statement reads the partnerships of every reader's buyer spaces; each reader keeps only its own (forReader).
 */
const batches = new WeakMap<Db, TurnBatch<Reader, Detail>>();
type Reader = { day: string; buyers: string[] };

function batchOf(db: Db): TurnBatch<Reader, Detail> {
  let batch = batches.get(db);
  if (!batch) {
    batch = new TurnBatch<Reader, Detail>({
      one: async (key, readers) => {
        const [found] = await statements(db).one.execute({ key, ...allOf(readers) });
        return found ? detailOf(found) : undefined;
      },
      many: async (keys, readers) => {
        const rows = await statements(db).many.execute({ keys, ...allOf(readers) });
        return new Map(rows.map((found) => [found.row.key, detailOf(found)]));
      },
    });
    batches.set(db, batch);
  }
  return batch;
}

/** The day of a batch's readers (they share it: it names the batch) and all their buyer spaces. */
function allOf(readers: Reader[]): Reader {
  const [first] = readers as [Reader];
  if (readers.length === 1) return first;
  const buyers = new Set<string>();
  for (const reader of readers) for (const buyer of reader.buyers) buyers.add(buyer);
  return { day: first.day, buyers: [...buyers] };
}

/** The detail as `buyers` alone would have read it: only their own partnerships with the supplier. */
function forReader(detail: Detail, buyers: string[]): Detail {
  if (detail.links.every((link) => buyers.includes(link.buyer))) return detail;
  return { ...detail, links: detail.links.filter((link) => buyers.includes(link.buyer)) };
}

function detailOf(found: Found): Detail {
  return {
    row: found.row,
    revision: found.revision,
    supplier: { name: found.supplierName, avatar: found.supplierAvatar, contact: found.supplierContact },
    links: partnerReader().linksFromJson(found.links),
    partnerFrom: found.partnerFrom,
  };
}

/**
 * A tariff with its pending revision, its supplier's name and avatar, the partnerships of the reader's buyer
 * spaces `buyers` with that supplier (agreements in force on `day`) and its stored partner "from" prices, in one
 * statement (shared with the reads of the same day that arrive in the same turn of the event loop).
 */
export async function findTariffDetail(
  db: Db,
  key: string,
  buyers: string[],
  day: string,
): Promise<Detail | undefined> {
  const found = await batchOf(db).load(day, key, { day, buyers });
  return found && forReader(found, buyers);
}
