import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { type SQL, sql } from 'drizzle-orm';
import { spaceNameSql } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { guideProfiles } from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageWith } from '../../../kit/index.ts';

const rate = (name: string) => sql`((${guideProfiles.doc} -> 'rates' ->> ${sql.raw(`'${name}'`)})::int)`;

/**
 * The whitelist of the guide query language (docs/product-decisions.md §6): card fields only, so no filter probes anything a
 * card does not show. `language` and `prefecture` are lists: equality means "includes".
 */
export const guideFields: Record<string, FieldDef> = {
  space: { type: 'text', sql: sql`${guideProfiles.spaceKey}` },
  // The space's name, from the core users group, which owns spaces (docs/ARCHITECTURE.md "Table owners").
  name: { type: 'text', sql: spaceNameSql(guideProfiles.spaceKey) },
  licence: { type: 'text', sql: sql`${guideProfiles.licenceType}`, values: ['national', 'regional', 'none'] },
  language: { type: 'tags', sql: sql`to_jsonb(${guideProfiles.languages})` },
  prefecture: { type: 'tags', sql: sql`to_jsonb(${guideProfiles.regions})` },
  'rates.fullDay': { type: 'int', sql: sql`${guideProfiles.fullDayRate}` },
  'rates.halfDay': { type: 'int', sql: rate('halfDay') },
  'rates.overtimeHour': { type: 'int', sql: rate('overtimeHour') },
  completedJobs: { type: 'int', sql: sql`${guideProfiles.completedJobs}` },
  updatedAt: { type: 'timestamp', sql: sql`${guideProfiles.updatedAt}` },
};

/** Grouping by a list field counts each guide once per language or prefecture they list. */
const groupExprs: Record<string, SQL> = {
  language: sql`unnest(${guideProfiles.languages})`,
  prefecture: sql`unnest(${guideProfiles.regions})`,
  licence: sql`${guideProfiles.licenceType}`,
};

/** `POST /api/v1/Guide/query`: guide profiles (any signed-in caller reads the cards), keyset pages. */
export async function queryGuides(db: Db, body: QueryBody) {
  const { rows, next } = await pageWith(
    guideFields,
    sql`${guideProfiles.spaceKey}`,
    undefined,
    body,
    (columns, where, order, limit) =>
      db
        .select({ key: guideProfiles.spaceKey, ...columns })
        .from(guideProfiles)
        .where(where)
        .orderBy(...order)
        .limit(limit),
  );
  return { keys: rows.map((r) => r.key), next };
}

/**
 * `POST /api/guide/aggregate`: counts (and rate metrics) by language, prefecture or licence type; a guide counts
 * once per language or prefecture listed, so the groups expand before grouping.
 */
export function aggregateGuides(db: Db, body: AggregateBody) {
  return aggregateOver(db, sql`${guideProfiles}`, guideFields, undefined, body, {
    groups: groupExprs,
    onlyGroups: 'groups by language, prefecture or licence',
    expand: {
      columns: sql`${guideProfiles}.*, ${spaceNameSql(guideProfiles.spaceKey)} as space_name`,
      as: sql`${guideProfiles}`,
    },
  });
}
