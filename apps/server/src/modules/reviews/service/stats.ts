import type { ReviewStats } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { mayReview } from '../repository/eligibility.ts';
import { findSpaceRole, findTariff, reviewOf } from '../repository/reviews.ts';
import { starCounts } from '../repository/stats.ts';
import { type Ctx, scopeFor, tariffReadable } from './access.ts';

/** count, average (two decimals) and stars 1–5 from counts per star. */
export function summarise(counts: { rating: number; count: number }[]): ReviewStats {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, count } of counts) distribution[rating as 1 | 2 | 3 | 4 | 5] = Number(count);
  const count = Object.values(distribution).reduce((a, b) => a + b, 0);
  const total = Object.entries(distribution).reduce((sum, [stars, n]) => sum + Number(stars) * n, 0);
  return { count, average: count ? Math.round((total / count) * 100) / 100 : null, distribution };
}

/**
 * `GET /api/v1/Review/stats/{id}`: over published reviews only, of a tariff (one the caller may read) or of a
 * supplier space (every published review of its tariffs). Anything else is absent.
 */
export async function reviewStats(ctx: Ctx, actor: Actor, id: string): Promise<ReviewStats> {
  const { db } = ctx.database;
  const tariff = await findTariff(db, id);
  if (tariff) {
    tariffReadable(actor, await scopeFor(ctx, actor), tariff, id);
    return summarise(await starCounts(db, 'tariff', id));
  }
  const space = await findSpaceRole(db, id);
  if (space?.role !== 'supplier') throw new AppError('record.not_found', `No tariff or supplier ${id}`);
  return summarise(await starCounts(db, 'supplier', id));
}

/**
 * `GET /api/v1/Review/eligibility/{tariff}`: the caller's buyer spaces that may review this tariff, each with its
 * review if it wrote one, so the web offers the form only where the server will take it.
 */
export async function reviewEligibility(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  const tariff = tariffReadable(actor, await scopeFor(ctx, actor), await findTariff(db, key), key);
  const buyers = actor.memberships.filter((m) => m.role === 'buyer' && membershipOf(actor, m.space));
  const spaces = [];
  for (const buyer of buyers) {
    if (tariff.state !== 'published' || !(await mayReview(db, buyer.space, tariff))) continue;
    spaces.push({ space: buyer.space, review: (await reviewOf(db, key, buyer.space))?.key ?? null });
  }
  return { spaces };
}
