import { type AggregateBody, type QueryBody, reviewStates } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageOver } from '../../../kit/index.ts';
import { type ReviewRow, type ReviewScope, readableReviews } from './reviews.ts';

/** The whitelist of the review query language (docs/product-decisions.md §6): API field names, each a fixed SQL expression. */
export const reviewFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${reviews.key}` },
  state: { type: 'text', sql: sql`${reviews.state}`, values: reviewStates },
  tariff: { type: 'text', sql: sql`${reviews.tariffKey}` },
  supplier: { type: 'text', sql: sql`${reviews.supplierKey}` },
  author: { type: 'text', sql: sql`${reviews.buyerKey}` },
  lang: { type: 'text', sql: sql`${reviews.lang}`, values: ['jp', 'en'] },
  rating: { type: 'int', sql: sql`${reviews.rating}` },
  title: { type: 'text', sql: sql`${reviews.title}` },
  createdAt: { type: 'timestamp', sql: sql`${reviews.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${reviews.updatedAt}` },
  publishedAt: {
    type: 'timestamp',
    sql: sql`${reviews.publishedAt}`,
    sortSql: sql`coalesce(${reviews.publishedAt}, 'epoch'::timestamptz)`,
  },
};

/** `POST /api/v1/Review/query`: readable reviews, filtered and sorted, in keyset pages. */
export async function queryReviews(db: Db, scope: ReviewScope, body: QueryBody) {
  const { rows, next } = await pageOver(
    db,
    reviews,
    reviewFields,
    sql`${reviews.key}`,
    readableReviews(scope),
    body,
  );
  return { rows: rows as ReviewRow[], next };
}

/** `POST /api/v1/Review/aggregate`: counts and rating metrics of readable reviews, grouped by up to two fields. */
export function aggregateReviews(db: Db, scope: ReviewScope, body: AggregateBody) {
  return aggregateOver(db, sql`${reviews}`, reviewFields, readableReviews(scope), body);
}
