import type { AgreementState, AgreementTarget } from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { syncPartnerPrices } from '../../tariffs/index.ts';
import { type AgreementRow, findAgreement, supersede, updateAgreement } from '../repository/agreements.ts';
import { findPartnership, findSpace } from '../repository/partnerships.ts';
import { type Ctx, manages, sidesOf } from './access.ts';
import { assertAgreementReadable, oneView } from './agreements.ts';
import { notifySpace } from './notify.ts';
import { spaceCard } from './view.ts';

/** Where each move starts and whose owners and admins make it. */
const moves: Record<AgreementTarget, { from: AgreementState[]; by: 'supplier' | 'buyer' }> = {
  sent: { from: ['draft'], by: 'supplier' },
  withdrawn: { from: ['draft', 'sent'], by: 'supplier' },
  accepted: { from: ['sent'], by: 'buyer' },
  rejected: { from: ['sent'], by: 'buyer' },
};

/** Why a move from this state is refused: a decision on what changed meanwhile says what happened. */
function refusal(row: AgreementRow, target: AgreementTarget): AppError {
  if (row.state === 'withdrawn' && moves[target].by === 'buyer')
    return new AppError('agreement.withdrawn', 'The supplier withdrew this agreement meanwhile');
  if (row.state === 'superseded')
    return new AppError('agreement.superseded', `Agreement ${row.supersededBy} replaced this one`, {
      params: { by: row.supersededBy ?? '' },
    });
  return new AppError('agreement.state_conflict', `Cannot move from ${row.state} to ${target}`, {
    params: { from: row.state, to: target },
  });
}

/**
 * `PATCH /api/v1/Agreement/{key}/{state}`. Sending supersedes any other agreement still waiting for the buyer;
 * accepting supersedes the one accepted before (kept, readable, with who accepted it and when). The other side's
 * members are told.
 */
export async function transitionAgreement(
  ctx: Ctx,
  actor: Actor,
  key: string,
  target: AgreementTarget,
  note: string | undefined,
) {
  const { db } = ctx.database;
  const move = moves[target];
  const row = await db.transaction(async (tx) => {
    const seen = assertAgreementReadable(actor, await findAgreement(tx, key), key);
    // The partnership is locked first, then the agreement: every move of one partnership's agreements takes
    // the locks in that order, so sending one while another is being accepted cannot deadlock.
    const partnership = await findPartnership(tx, seen.partnershipKey, true);
    const found = assertAgreementReadable(actor, await findAgreement(tx, key, true), key);
    if (!manages(sidesOf(actor, found)[move.by]))
      throw new AppError('agreement.manage_forbidden', `Only the ${move.by}'s owners and admins can do this`);
    if (!move.from.includes(found.state)) throw refusal(found, target);
    if (target !== 'withdrawn' && target !== 'rejected' && partnership?.state !== 'active')
      throw new AppError('agreement.partnership_inactive', `The partnership is ${partnership?.state}`, {
        params: { state: partnership?.state ?? 'ended' },
      });
    const now = new Date();
    if (target === 'sent') {
      await supersede(tx, found.partnershipKey, 'sent', key);
      return updateAgreement(tx, key, { state: 'sent', sentAt: now });
    }
    if (target === 'accepted') await supersede(tx, found.partnershipKey, 'accepted', key);
    const decided = await updateAgreement(tx, key, {
      state: target,
      decidedBy: actor.identity.sub,
      decidedByName: actorName(actor),
      decidedAt: now,
      note: note ?? null,
    });
    // Search prices the partner at the new terms from the commit on, never at the superseded ones.
    if (target === 'accepted') await syncPartnerPrices(tx, found.supplierKey);
    return decided;
  });
  const [from, to] =
    move.by === 'supplier' ? [row.supplierKey, row.buyerKey] : [row.buyerKey, row.supplierKey];
  // A draft withdrawn never reached the buyer: nothing to tell.
  if (!(target === 'withdrawn' && row.sentAt === null)) {
    const what = target === 'withdrawn' ? 'agreement_withdrawn' : target;
    await notifySpace(ctx, to, what, spaceCard(await findSpace(db, from), from).name, note);
  }
  return oneView(ctx, actor, row);
}
