import { diffDocs, type TariffPatch, tariffDoc } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { parseOrThrow } from '../../../kit/index.ts';
import { type Found, getTariff, updateRevision, updateTariffRow } from '../repository/tariffs.ts';
import { recordAudit } from './audit.ts';
import type { Ctx } from './caller.ts';
import { assertImages, lockedError } from './edit.ts';
import { notifyMembers } from './notify-members.ts';

/**
 * An administrator corrects fields in place: the submitted revision when one waits in the
 * queue, otherwise the tariff itself. The state does not change; the trail records the field diff and the
 * supplier's members are told, since their published prices may have changed.
 */
export async function correctTariff(
  ctx: Ctx,
  actor: Actor,
  key: string,
  changes: TariffPatch,
  note: string | undefined,
): Promise<Found> {
  if (!actor.isAdmin) throw new AppError('access.forbidden', 'Only an administrator may correct a tariff');
  const result = await ctx.database.db.transaction(async (tx) => {
    const found = await getTariff(tx, key, true);
    const { row, revision } = found;
    if (row.state === 'archived') throw lockedError(key, 'archived');
    const onRevision = revision?.state === 'submitted' ? revision : null;
    const current = onRevision ? onRevision.doc : row.doc;
    const doc = parseOrThrow(tariffDoc, { ...current, ...changes }, 'body.changes');
    assertImages(doc, 'body.changes');
    const diff = diffDocs(current, doc);
    if (diff.length === 0) return { found, changed: false };
    const after: Found = onRevision
      ? { row, revision: await updateRevision(tx, key, { doc }) }
      : { row: await updateTariffRow(tx, key, { doc }), revision };
    const state = onRevision ? onRevision.state : row.state;
    await recordAudit(tx, actor, {
      tariffKey: key,
      spaceKey: row.spaceKey,
      version: onRevision ? onRevision.version : row.version,
      action: 'correct',
      target: onRevision ? 'revision' : 'tariff',
      fromState: state,
      toState: state,
      note: note ?? null,
      diff,
    });
    return { found: after, changed: true };
  });
  if (result.changed) {
    const { row, revision } = result.found;
    const corrected = revision?.state === 'submitted' ? revision : row;
    await notifyMembers(ctx, { ...row, doc: corrected.doc, version: corrected.version }, 'correct', note);
  }
  return result.found;
}
