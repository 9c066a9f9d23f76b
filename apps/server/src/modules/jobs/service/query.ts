import type { AggregateBody, JobView, QueryBody } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { jobsByKeys } from '../repository/jobs.ts';
import { aggregateJobs, type JobScope, queryJobs } from '../repository/query.ts';
import { type Ctx, guideSpacesOf } from './access.ts';
import { jobViews } from './view.ts';

const scopeOf = (actor: Actor): JobScope => ({
  isAdmin: actor.isAdmin,
  spaces: actor.memberships.filter((m) => m.role !== 'guide').map((m) => m.space),
  guides: guideSpacesOf(actor),
});

/** `POST /api/v1/Job/query` (docs/product-decisions.md §6 query language), each job projected to `fields`. */
export async function queryJobPage(ctx: Ctx, actor: Actor, body: QueryBody) {
  const { db } = ctx.database;
  const { keys, next } = await queryJobs(db, scopeOf(actor), body);
  const views = await jobViews(db, actor, await jobsByKeys(db, keys));
  const wanted = body.fields ? new Set(['key', ...body.fields]) : null;
  const items = views.map((view) =>
    wanted ? (Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k))) as JobView) : view,
  );
  return { items, next };
}

/** `POST /api/v1/Job/aggregate`: counts and metrics over readable jobs. */
export const aggregateJobPage = (ctx: Ctx, actor: Actor, body: AggregateBody) =>
  aggregateJobs(ctx.database.db, scopeOf(actor), body);
