import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { tariffs } from '../../../../db/schema/index.ts';
import { aggregateOver, pageOver } from '../../../../kit/index.ts';
import type { Reader } from '../../service/caller.ts';
import { type Found, withRevisions } from '../tariffs.ts';
import { tariffFields } from './fields.ts';

/** What the caller may see at all (the same rule as the service's canRead), as where every query starts. */
function readableScope(reader: Reader): SQL | undefined {
  if (reader.isAdmin) return undefined;
  const visible = reader.partners.length
    ? sql`(${tariffs.visibility} = 'public' or ${inArray(tariffs.spaceKey, reader.partners)})`
    : sql`${tariffs.visibility} = 'public'`;
  const open = sql`(${tariffs.state} = 'published' and ${visible})`;
  return reader.suppliers.length ? sql`(${open} or ${inArray(tariffs.spaceKey, reader.suppliers)})` : open;
}

/**
 * A narrower start for `GET /api/v1/Tariff` without a space: the caller's own supplier spaces (everything for an
 * administrator, who then sees every space's tariffs as the readable scope allows).
 */
export function ownSpaces(reader: Reader): SQL | undefined {
  if (reader.isAdmin) return undefined;
  return reader.suppliers.length ? inArray(tariffs.spaceKey, reader.suppliers) : sql`false`;
}

/** `POST /api/v1/Tariff/query` (docs/product-decisions.md §6): readable tariffs, filtered, in keyset pages. */
export async function queryTariffs(db: Db, reader: Reader, body: QueryBody, extra?: SQL) {
  const scope = and(readableScope(reader), extra);
  const { rows, next } = await pageOver(db, tariffs, tariffFields, sql`${tariffs.key}`, scope, body);
  // Pending revisions only for the rows whose revision the caller may see.
  const found: Found[] = await withRevisions(
    db,
    rows,
    (row) => reader.isAdmin || reader.suppliers.includes(row.spaceKey),
  );
  return { found, next };
}

/** `POST /api/v1/Tariff/aggregate`: counts and sums over readable tariffs, grouped by up to two fields. */
export function aggregateTariffs(db: Db, reader: Reader, body: AggregateBody) {
  return aggregateOver(db, sql`${tariffs}`, tariffFields, readableScope(reader), body);
}
