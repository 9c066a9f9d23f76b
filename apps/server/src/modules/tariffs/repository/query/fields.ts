import { tariffCategories, tariffStates, tariffVisibilities } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { tariffs } from '../../../../db/schema/index.ts';

import type { FieldDef } from '../../../../kit/index.ts';

const doc = (path: string, key: string) =>
  sql`(${tariffs.doc} -> ${sql.raw(`'${path}'`)} ->> ${sql.raw(`'${key}'`)})`;

/**
 * The whitelist of the tariff query language (docs/product-decisions.md §6): field names are paths of the API's tariff shape, each
 * mapped to a fixed SQL expression. Nothing a caller sends is ever spliced into SQL; values travel as parameters.
 */
export const tariffFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${tariffs.key}` },
  space: { type: 'text', sql: sql`${tariffs.spaceKey}` },
  state: { type: 'text', sql: sql`${tariffs.state}`, values: tariffStates },
  version: { type: 'int', sql: sql`${tariffs.version}` },
  category: { type: 'text', sql: sql`${tariffs.category}`, values: tariffCategories },
  prefecture: { type: 'text', sql: sql`${tariffs.prefecture}` },
  currency: { type: 'text', sql: sql`${tariffs.currency}` },
  visibility: { type: 'text', sql: sql`${tariffs.visibility}`, values: tariffVisibilities },
  'validity.from': { type: 'date', sql: sql`${tariffs.validFrom}` },
  'validity.to': { type: 'date', sql: sql`${tariffs.validTo}` },
  'title.jp': { type: 'text', sql: sql`${tariffs.titleJp}` },
  'title.en': { type: 'text', sql: sql`${tariffs.titleEn}` },
  'summary.jp': { type: 'text', sql: doc('summary', 'jp') },
  'summary.en': { type: 'text', sql: doc('summary', 'en') },
  'area.jp': { type: 'text', sql: doc('area', 'jp') },
  'area.en': { type: 'text', sql: doc('area', 'en') },
  // Tags are {jp, en}: a tag condition matches either language, so the field is both texts of every tag.
  tags: {
    type: 'tags',
    sql: sql`(select coalesce(jsonb_agg(l.v), '[]'::jsonb)
      from jsonb_array_elements(${tariffs.doc} -> 'tags') t(tag)
      cross join lateral (values (t.tag ->> 'jp'), (t.tag ->> 'en')) l(v) where l.v <> '')`,
  },
  'tax.included': { type: 'bool', sql: sql`(${doc('tax', 'included')})::boolean` },
  'tax.rate': { type: 'number', sql: sql`(${doc('tax', 'rate')})::numeric` },
  priceFrom: {
    type: 'int',
    sql: sql`${tariffs.priceFrom}`,
    sortSql: sql`coalesce(${tariffs.priceFrom}, -1)`,
  },
  createdAt: { type: 'timestamp', sql: sql`${tariffs.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${tariffs.updatedAt}` },
  publishedAt: {
    type: 'timestamp',
    sql: sql`${tariffs.publishedAt}`,
    sortSql: sql`coalesce(${tariffs.publishedAt}, 'epoch'::timestamptz)`,
  },
};

/** The top-level keys of a tariff answer that `fields` may select. */
export const projectableFields = new Set([
  'key',
  'space',
  'state',
  'version',
  'title',
  'summary',
  'description',
  'inclusions',
  'exclusions',
  'category',
  'prefecture',
  'area',
  'tags',
  'currency',
  'tax',
  'validity',
  'blackout',
  'seasons',
  'rates',
  'cancellation',
  'images',
  'visibility',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'note',
  'pending',
  'actions',
]);
