import { type Actor, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { updateReview } from '../repository/reviews.ts';
import { type Ctx, manages, scopeFor } from './access.ts';
import { readableReview } from './reviews.ts';
import { reviewView } from './view.ts';

/** `POST /api/v1/Review/{id}/reply`: the supplier's owners and admins answer a published review, once. */
export async function replyToReview(ctx: Ctx, actor: Actor, key: string, text: string) {
  const { db } = ctx.database;
  const scope = await scopeFor(ctx, actor);
  const row = await db.transaction(async (tx) => {
    const { row: found } = await readableReview(tx, actor, scope, key, true);
    if (!manages(membershipOf(actor, found.supplierKey)))
      throw new AppError('review.reply_forbidden', "Only the supplier's owners and admins reply");
    if (found.state !== 'published')
      throw new AppError('review.not_published', `Only a published review is answered (${found.state})`, {
        params: { state: found.state },
      });
    if (found.reply !== null) throw new AppError('review.reply_exists', 'This review already has its reply');
    return updateReview(tx, key, { reply: text, replyBy: actor.identity.sub, replyAt: new Date() });
  });
  return reviewView(db, actor, row);
}
