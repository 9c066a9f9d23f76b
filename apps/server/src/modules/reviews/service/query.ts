import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { aggregateReviews, queryReviews } from '../repository/query.ts';
import { type Ctx, scopeFor } from './access.ts';
import { reviewViews } from './view.ts';

/** `POST /api/v1/Review/query` (docs/product-decisions.md §6 query language), each item projected to `fields`. */
export async function queryReviewPage(ctx: Ctx, actor: Actor, body: QueryBody) {
  const { db } = ctx.database;
  const { rows, next } = await queryReviews(db, await scopeFor(ctx, actor), body);
  const views = await reviewViews(db, actor, rows);
  const wanted = body.fields ? new Set(['key', ...body.fields]) : null;
  const items = views.map((view) =>
    wanted ? (Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k))) as typeof view) : view,
  );
  return { items, next };
}

/** `POST /api/v1/Review/aggregate`: counts and rating metrics over readable reviews. */
export const aggregateReviewPage = async (ctx: Ctx, actor: Actor, body: AggregateBody) =>
  aggregateReviews(ctx.database.db, await scopeFor(ctx, actor), body);
