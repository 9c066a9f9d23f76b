import type { ReviewTarget } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { updateReview } from '../repository/reviews.ts';
import { type Ctx, isAuthor, moves, scopeFor } from './access.ts';
import { notifyModeration } from './notify.ts';
import { readableReview } from './reviews.ts';
import { reviewView } from './view.ts';

/**
 * `PATCH /api/v1/Review/{id}/{state}` (docs/product-decisions.md §6): administrators publish or reject a pending review and hide a
 * published one; the author's side may hide its own. An administrator's reject or hide carries a reason, which
 * the author is told in both languages.
 */
export async function transitionReview(
  ctx: Ctx,
  actor: Actor,
  key: string,
  target: ReviewTarget,
  reason: string | undefined,
) {
  const { db } = ctx.database;
  const scope = await scopeFor(ctx, actor);
  const { row, moderated } = await db.transaction(async (tx) => {
    const { row: found } = await readableReview(tx, actor, scope, key, true);
    const author = isAuthor(actor, found);
    if (!actor.isAdmin && !(author && moves[target].author))
      throw new AppError('review.move_forbidden', `Only an administrator may move a review to ${target}`, {
        params: { to: target },
      });
    if (found.state !== moves[target].from)
      throw new AppError('review.state_conflict', `Cannot move from ${found.state} to ${target}`, {
        params: { from: found.state, to: target },
      });
    // The author hiding their own needs no reason; a moderator owes the author one.
    const moderated = target !== 'published' && !(author && moves[target].author);
    if (moderated && !reason)
      throw new AppError('review.reason_required', 'body.reason: say why, for the author', {
        fields: [{ field: 'body.reason', rule: 'required', message: 'is required to reject or hide' }],
      });
    const updated = await updateReview(tx, key, {
      state: target,
      reason: moderated ? (reason ?? null) : null,
      ...(target === 'published' ? { publishedAt: new Date() } : {}),
    });
    return { row: updated, moderated };
  });
  if (moderated) await notifyModeration(ctx, row, target as 'rejected' | 'hidden');
  return reviewView(db, actor, row);
}
