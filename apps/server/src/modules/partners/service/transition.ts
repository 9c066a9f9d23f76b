import type { PartnershipState, PartnershipTarget } from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { syncPartnerPrices } from '../../tariffs/index.ts';
import {
  findPartnership,
  findSpace,
  insertHistory,
  type PartnershipRow,
  updatePartnership,
} from '../repository/partnerships.ts';
import { assertPartnershipReadable, type Ctx, manages, type Side, sidesOf } from './access.ts';
import { notifySpace } from './notify.ts';
import { historyView } from './partnerships.ts';
import { partnershipViews, spaceCard } from './view.ts';

/** Where each target may be reached from, and which side may move there. */
const moves: Record<PartnershipTarget, { from: PartnershipState; by: 'asked' | 'asker' | 'either' }> = {
  active: { from: 'requested', by: 'asked' },
  declined: { from: 'requested', by: 'asked' },
  withdrawn: { from: 'requested', by: 'asker' },
  ended: { from: 'active', by: 'either' },
};

/**
 * The side the caller decides for on this move (the space they act as first, when they manage both), or a
 * refusal: members only read.
 */
function actingSide(actor: Actor, row: PartnershipRow, target: PartnershipTarget): Side {
  const sides = sidesOf(actor, row);
  const asker: Side = row.requestedBy;
  const asked: Side = asker === 'buyer' ? 'supplier' : 'buyer';
  const by = moves[target].by;
  const allowed: Side[] = by === 'asked' ? [asked] : by === 'asker' ? [asker] : ['buyer', 'supplier'];
  const keyOf = (side: Side) => (side === 'buyer' ? row.buyerKey : row.supplierKey);
  const ordered = [...allowed].sort(
    (a, b) => Number(keyOf(b) === actor.space?.space) - Number(keyOf(a) === actor.space?.space),
  );
  const side = ordered.find((s) => manages(sides[s]));
  if (side) return side;
  throw new AppError(
    'partner.manage_forbidden',
    `Only owners and admins of the ${allowed.join(' or ')} space can do this`,
  );
}

/** `PATCH /api/v1/Partner/{key}/{state}`: accept, decline, withdraw or end; both sides' members are told. */
export async function transitionPartnership(
  ctx: Ctx,
  actor: Actor,
  key: string,
  target: PartnershipTarget,
  reason: string | undefined,
) {
  const { db } = ctx.database;
  const { row, side } = await db.transaction(async (tx) => {
    const found = assertPartnershipReadable(actor, await findPartnership(tx, key, true), key);
    if (found.state !== moves[target].from)
      throw new AppError('partner.state_conflict', `Cannot move from ${found.state} to ${target}`, {
        params: { from: found.state, to: target },
      });
    const acting = actingSide(actor, found, target);
    const now = new Date();
    const updated = await updatePartnership(tx, key, {
      state: target,
      reason: target === 'active' ? null : (reason ?? null),
      ...(target === 'active' ? { activatedAt: now } : {}),
      ...(target === 'ended' ? { endedAt: now } : {}),
    });
    // Its agreement's partner search prices go with it (unless another partner's terms share them), in the
    // same transaction as the end.
    if (target === 'ended') await syncPartnerPrices(tx, found.supplierKey);
    await insertHistory(tx, {
      partnershipKey: key,
      fromState: found.state,
      toState: target,
      actor: actor.identity.sub,
      actorName: actorName(actor),
      spaceKey: acting === 'buyer' ? found.buyerKey : found.supplierKey,
      note: reason ?? null,
    });
    return { row: updated, side: acting };
  });
  const [mine, theirs] = side === 'buyer' ? [row.buyerKey, row.supplierKey] : [row.supplierKey, row.buyerKey];
  const me = spaceCard(await findSpace(db, mine), mine);
  await notifySpace(ctx, theirs, target, me.name, reason);
  const [view] = await partnershipViews(db, actor, [row], mine);
  return { ...(view as NonNullable<typeof view>), history: await historyView(ctx, key) };
}
