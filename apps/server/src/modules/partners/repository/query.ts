import { type AggregateBody, partnershipStates, type QueryBody } from '@tourtariff/shared';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerships } from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageOver } from '../../../kit/index.ts';
import type { PartnershipRow } from './partnerships.ts';

/** The whitelist of the partnership query language: API field names, each a fixed SQL expression. */
export const partnershipFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${partnerships.key}` },
  state: { type: 'text', sql: sql`${partnerships.state}`, values: partnershipStates },
  buyer: { type: 'text', sql: sql`${partnerships.buyerKey}` },
  supplier: { type: 'text', sql: sql`${partnerships.supplierKey}` },
  requestedBy: { type: 'text', sql: sql`${partnerships.requestedBy}`, values: ['buyer', 'supplier'] },
  createdAt: { type: 'timestamp', sql: sql`${partnerships.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${partnerships.updatedAt}` },
  since: {
    type: 'timestamp',
    sql: sql`${partnerships.activatedAt}`,
    sortSql: sql`coalesce(${partnerships.activatedAt}, 'epoch'::timestamptz)`,
  },
  endedAt: {
    type: 'timestamp',
    sql: sql`${partnerships.endedAt}`,
    sortSql: sql`coalesce(${partnerships.endedAt}, 'epoch'::timestamptz)`,
  },
};

/** The partnerships of the caller's spaces (null: an administrator, every one). */
function scope(mine: string[] | null): SQL | undefined {
  if (mine === null) return undefined;
  if (!mine.length) return sql`false`;
  return or(inArray(partnerships.buyerKey, mine), inArray(partnerships.supplierKey, mine));
}

/** `POST /api/v1/Partner/query`: readable partnerships, filtered and sorted, in keyset pages. */
export async function queryPartnerships(db: Db, mine: string[] | null, body: QueryBody) {
  const { rows, next } = await pageOver(
    db,
    partnerships,
    partnershipFields,
    sql`${partnerships.key}`,
    scope(mine),
    body,
  );
  return { rows: rows as PartnershipRow[], next };
}

/** `POST /api/v1/Partner/aggregate`: counts of readable partnerships, grouped by up to two fields. */
export function aggregatePartnerships(db: Db, mine: string[] | null, body: AggregateBody) {
  return aggregateOver(db, sql`${partnerships}`, partnershipFields, scope(mine), body);
}
