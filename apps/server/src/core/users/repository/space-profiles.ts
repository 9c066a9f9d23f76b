import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { businesses, spaces } from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageOver } from '../../../kit/index.ts';
import type { SpaceRow } from './space-rows.ts';

/*
 * The Creator / Arranger profile and Business query languages run over spaces and businesses, which this group
 * owns (docs/ARCHITECTURE.md "Table owners"); the spaces module's routes call them through index.ts.
 */

/** `details -> 'address' ->> 'prefecture'`: paths are constants of this file (the index of migration 0014 uses it). */
function detail(...path: string[]): SQL {
  const steps = path.map((step, i) => `${i === path.length - 1 ? '->>' : '->'} '${step}'`).join(' ');
  return sql`(${spaces.details} ${sql.raw(steps)})`;
}

/**
 * The whitelist of the profile query language (docs/product-decisions.md §6): only what a public card shows, so a query can never
 * reveal a personal space's street, postal code or phone by filtering on it.
 */
export const profileFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${spaces.key}` },
  name: { type: 'text', sql: sql`${spaces.name}` },
  kind: { type: 'text', sql: sql`${spaces.kind}`, values: ['personal', 'corporate'] },
  prefecture: { type: 'text', sql: detail('address', 'prefecture') },
  city: { type: 'text', sql: detail('address', 'city') },
  languages: { type: 'tags', sql: sql`coalesce(${spaces.details} -> 'languages', '[]'::jsonb)` },
  corporateNumber: { type: 'text', sql: detail('corporateNumber') },
  invoiceNumber: { type: 'text', sql: detail('invoiceNumber') },
  foundedYear: {
    type: 'int',
    sql: sql`(${detail('foundedYear')})::int`,
    sortSql: sql`coalesce((${detail('foundedYear')})::int, -1)`,
  },
  staffCount: {
    type: 'int',
    sql: sql`(${detail('staffCount')})::int`,
    sortSql: sql`coalesce((${detail('staffCount')})::int, -1)`,
  },
  createdAt: { type: 'timestamp', sql: sql`${spaces.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${spaces.updatedAt}` },
};

export const businessFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${businesses.key}` },
  name: { type: 'text', sql: sql`${businesses.name}` },
  createdAt: { type: 'timestamp', sql: sql`${businesses.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${businesses.updatedAt}` },
};

/** Supplier (creator) or buyer (arranger) spaces: the ones that have a business profile. */
const ofIndustry = (industry: 'creator' | 'arranger') => eq(spaces.industry, industry);

/** `POST /api/v1/Creator/query` (and Arranger): every profile of the industry, filtered, in keyset pages. */
export async function queryProfiles(db: Db, industry: 'creator' | 'arranger', body: QueryBody) {
  const { rows, next } = await pageOver(
    db,
    spaces,
    profileFields,
    sql`${spaces.key}`,
    ofIndustry(industry),
    body,
  );
  return { rows: rows as SpaceRow[], next };
}

export function aggregateProfiles(db: Db, industry: 'creator' | 'arranger', body: AggregateBody) {
  return aggregateOver(db, sql`${spaces}`, profileFields, ofIndustry(industry), body);
}

/** `POST /api/v1/Business/query`: the caller's businesses (every one for an administrator, `sub` null). */
export async function queryBusinesses(db: Db, sub: string | null, body: QueryBody) {
  const mine = sub === null ? undefined : eq(businesses.sub, sub);
  return pageOver(db, businesses, businessFields, sql`${businesses.key}`, mine, body);
}

export function aggregateBusinesses(db: Db, sub: string | null, body: AggregateBody) {
  return aggregateOver(
    db,
    sql`${businesses}`,
    businessFields,
    sub === null ? undefined : eq(businesses.sub, sub),
    body,
  );
}

/** Writes a space's profile document (the profile's own write: the name and avatar stay the spaces API's). */
export async function writeProfileDetails(db: Db, key: string, details: SpaceRow['details']) {
  const [row] = await db
    .update(spaces)
    .set({ details, updatedAt: new Date() })
    .where(eq(spaces.key, key))
    .returning();
  return row;
}
