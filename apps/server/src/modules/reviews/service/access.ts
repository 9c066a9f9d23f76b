import type { ReviewTarget } from '@tourtariff/shared';
import { type Actor, type Membership, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { readerFor } from '../../tariffs/index.ts';
import type { ReviewRow, ReviewScope, TariffRef } from '../repository/reviews.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'reads'>;

/** Owners and admins of a space decide for it (as for partnerships). */
export const manages = (membership: Membership | undefined) =>
  membership !== undefined && (membership.memberRole === 'owner' || membership.memberRole === 'admin');

/**
 * The caller as a reader of reviews. Partnerships are read afresh through the tariffs module's reader, so a
 * `partners` tariff's reviews disappear with the partnership exactly as the tariff does.
 */
export async function scopeFor(ctx: Ctx, actor: Actor): Promise<ReviewScope> {
  const reader = await readerFor(ctx, actor);
  return {
    isAdmin: actor.isAdmin,
    authors: actor.memberships.filter((m) => m.role === 'buyer').map((m) => m.space),
    suppliers: [...reader.suppliers, ...reader.partners],
  };
}

/** A tariff whose reviews the caller may read: as they may read the tariff itself (published, or their own). */
export function tariffReadable(actor: Actor, scope: ReviewScope, tariff: TariffRef | undefined, key: string) {
  const own = tariff && (actor.isAdmin || membershipOf(actor, tariff.spaceKey)?.role === 'supplier');
  const open =
    tariff?.state === 'published' &&
    (tariff.visibility === 'public' || scope.suppliers.includes(tariff.spaceKey));
  if (!tariff || !(own || open)) throw new AppError('record.not_found', `No tariff ${key}`);
  return tariff;
}

/** The author's side: the person who wrote it, or an owner or admin of the space it speaks for. */
export const isAuthor = (actor: Actor, row: ReviewRow) =>
  actor.identity.sub === row.author || manages(membershipOf(actor, row.buyerKey));

/**
 * A review the caller may read: a published one of a tariff they may read (the same rule as the list's SQL,
 * repository readableReviews), any of their own buyer spaces', every one for an administrator.
 */
export function assertReviewReadable(
  actor: Actor,
  scope: ReviewScope,
  found: { row: ReviewRow; tariff: TariffRef } | undefined,
  key: string,
) {
  const open = (f: NonNullable<typeof found>) =>
    f.row.state === 'published' &&
    f.tariff.state === 'published' &&
    (f.tariff.visibility === 'public' || scope.suppliers.includes(f.tariff.spaceKey));
  if (!found || !(actor.isAdmin || membershipOf(actor, found.row.buyerKey) || open(found)))
    throw new AppError('record.not_found', `No review ${key}`);
  return found.row;
}

/** Where each target may be reached from, and who moves it there (docs/product-decisions.md §6). */
export const moves: Record<ReviewTarget, { from: ReviewRow['state']; author: boolean }> = {
  published: { from: 'pending', author: false },
  rejected: { from: 'pending', author: false },
  hidden: { from: 'published', author: true },
};

/** The moves and edits open to the caller, so the web shows only buttons the server accepts. */
export function actionsFor(actor: Actor, row: ReviewRow): string[] {
  const author = isAuthor(actor, row);
  const actions = (Object.keys(moves) as ReviewTarget[]).filter(
    (target) => moves[target].from === row.state && (actor.isAdmin || (author && moves[target].author)),
  ) as string[];
  if (author) actions.push('edit', 'delete');
  else if (actor.isAdmin) actions.push('delete');
  if (row.state === 'published' && row.reply === null && manages(membershipOf(actor, row.supplierKey)))
    actions.push('reply');
  return actions;
}
