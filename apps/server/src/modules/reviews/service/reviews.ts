import type { ReviewContent, ReviewCreate, ReviewListQuery } from '@tourtariff/shared';
import { type Actor, actorName, membershipOf } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { decodeOffset, encodeOffset, newKey } from '../../../kit/index.ts';
import { mayReview } from '../repository/eligibility.ts';
import {
  deleteReview,
  findReview,
  findTariff,
  insertReview,
  listReviews,
  type ReviewScope,
  reviewOf,
  updateReview,
} from '../repository/reviews.ts';
import { assertReviewReadable, type Ctx, isAuthor, scopeFor, tariffReadable } from './access.ts';
import { reviewView, reviewViews } from './view.ts';

const duplicate = (key: string) =>
  new AppError('review.duplicate', `This space has already reviewed the tariff (${key})`, {
    params: { review: key },
    fields: [
      { field: 'body.tariff', rule: 'one_per_space', message: 'one review per buyer space per tariff' },
    ],
  });

/** The caller's buyer space the review speaks for; a space that is not theirs reads as absent. */
function authorSpace(actor: Actor, space: string) {
  const membership = membershipOf(actor, space);
  if (!membership) throw new AppError('record.not_found', `No space ${space} of yours`);
  if (membership.role !== 'buyer')
    throw new AppError('review.not_buyer_space', `body.space: ${space} is not a buyer space`, {
      params: { space },
      fields: [
        { field: 'body.space', rule: 'buyer_space', message: 'must be a buyer space', params: { space } },
      ],
    });
  return membership;
}

/** `POST /api/v1/Review`: a buyer space that is or was the supplier's partner, or booked the tariff, reviews it. */
export async function createReview(ctx: Ctx, actor: Actor, body: ReviewCreate) {
  const { db } = ctx.database;
  const space = authorSpace(actor, body.space);
  const scope = await scopeFor(ctx, actor);
  const tariff = tariffReadable(actor, scope, await findTariff(db, body.tariff), body.tariff);
  if (tariff.state !== 'published') throw new AppError('record.not_found', `No tariff ${body.tariff}`);
  if (!(await mayReview(db, space.space, tariff)))
    throw new AppError(
      'review.not_eligible',
      'Only a present or past trading partner of the supplier, or a buyer who accepted a quote for this tariff, may review',
      {
        params: { reason: 'no_partnership_or_booking' },
      },
    );
  const existing = await reviewOf(db, tariff.key, space.space);
  if (existing) throw duplicate(existing.key);
  const row = await insertReview(db, {
    key: newKey('rv'),
    tariffKey: tariff.key,
    supplierKey: tariff.spaceKey,
    buyerKey: space.space,
    author: actor.identity.sub,
    authorName: actorName(actor),
    rating: body.rating,
    title: body.title,
    text: body.text,
    lang: body.lang,
  }).catch(async (error: unknown) => {
    // Two at once: the unique index lets one land; the other reads as the duplicate it is.
    const again = await reviewOf(db, tariff.key, space.space);
    throw again ? duplicate(again.key) : error;
  });
  return reviewView(db, actor, row);
}

/**
 * A review with its tariff, if the caller may read it; `lock` (in a transaction) holds it until that ends, so two
 * changes cannot cross. The scope is read before, outside any transaction.
 */
export async function readableReview(db: Db, actor: Actor, scope: ReviewScope, key: string, lock = false) {
  const row = await findReview(db, key, lock);
  const tariff = row && (await findTariff(db, row.tariffKey));
  const found = row && tariff ? { row, tariff } : undefined;
  assertReviewReadable(actor, scope, found, key);
  return found as NonNullable<typeof found>;
}

const ownReview = async (ctx: Ctx, actor: Actor, key: string) =>
  readableReview(ctx.database.db, actor, await scopeFor(ctx, actor), key);

/** `PUT /api/v1/Review/{id}`: the author rewrites it; whatever its state, it goes back to `pending`. */
export async function editReview(ctx: Ctx, actor: Actor, key: string, body: ReviewContent) {
  const { db } = ctx.database;
  const scope = await scopeFor(ctx, actor);
  const row = await db.transaction(async (tx) => {
    const { row: found } = await readableReview(tx, actor, scope, key, true);
    if (!isAuthor(actor, found))
      throw new AppError(
        'review.manage_forbidden',
        'Only the author or the space’s owners and admins edit it',
      );
    return updateReview(tx, key, { ...body, state: 'pending', reason: null, publishedAt: null });
  });
  return reviewView(db, actor, row);
}

/** `DELETE /api/v1/Review/{id}`: the author's side or an administrator removes it. */
export async function removeReview(ctx: Ctx, actor: Actor, key: string) {
  const { row } = await ownReview(ctx, actor, key);
  if (!isAuthor(actor, row) && !actor.isAdmin)
    throw new AppError('review.manage_forbidden', 'Only the author, the space’s owners and admins delete it');
  await deleteReview(ctx.database.db, key);
  return { key, deleted: true as const };
}

/** `GET /api/v1/Review/{id}`. */
export async function readReview(ctx: Ctx, actor: Actor, key: string) {
  const { row } = await ownReview(ctx, actor, key);
  return reviewView(ctx.database.db, actor, row);
}

/** `GET /api/v1/Review`: readable reviews by tariff, supplier, author space or state, newest first. */
export async function listReviewPage(ctx: Ctx, actor: Actor, query: ReviewListQuery) {
  const { db } = ctx.database;
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  const rows = await listReviews(db, await scopeFor(ctx, actor), { ...query, offset });
  const items = await reviewViews(db, actor, rows.slice(0, query.limit));
  return { items, next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}
