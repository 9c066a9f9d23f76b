import { diffDocs, planTransition, type StateTarget } from '@tourtariff/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from './audit.ts';
import type { Ctx } from './context.ts';
import { lockForSupplier } from './edit.ts';
import { notifyMembers } from './notify-members.ts';
import {
  deleteRevision,
  deleteTariffRow,
  type Found,
  findTariff,
  updateRevision,
  updateTariffRow,
} from './repository.ts';
import { validationError } from './validator.ts';
import { assertReadable, rolesFor } from './view.ts';

type Plan = Extract<ReturnType<typeof planTransition>, { ok: true }>;

/** Carries out a planned transition on the locked tariff and records it; answers the tariff as it now is. */
async function apply(tx: Db, ctx: Ctx, found: Found, plan: Plan, note: string | null): Promise<Found> {
  const { row, revision } = found;
  const onRevision = plan.on === 'revision' && revision !== null;
  let after: Found;
  if (plan.action === 'archive') {
    if (revision) await deleteRevision(tx, row.key);
    after = { row: await updateTariffRow(tx, row.key, { state: 'archived' }), revision: null };
  } else if (onRevision && plan.action === 'publish') {
    const published = await updateTariffRow(tx, row.key, {
      doc: revision.doc,
      version: revision.version,
      state: 'published',
      note: null,
      publishedAt: new Date(),
    });
    await deleteRevision(tx, row.key);
    after = { row: published, revision: null };
  } else if (onRevision) {
    const state = plan.to as 'submitted' | 'returned';
    after = { row, revision: await updateRevision(tx, row.key, { state, note }) };
  } else {
    const firstPublication = plan.action === 'publish';
    after = {
      row: await updateTariffRow(tx, row.key, {
        state: plan.to as Found['row']['state'],
        note: plan.action === 'return' ? note : null,
        ...(firstPublication ? { publishedAt: new Date() } : {}),
      }),
      revision,
    };
  }
  await recordAudit(tx, ctx, {
    tariffKey: row.key,
    spaceKey: row.spaceKey,
    version: onRevision ? revision.version : row.version,
    action: plan.action,
    target: onRevision ? 'revision' : 'tariff',
    fromState: onRevision ? revision.state : row.state,
    toState: plan.to,
    note,
    diff: onRevision && plan.action === 'publish' ? diffDocs(row.doc, revision.doc) : [],
  });
  return after;
}

/** `PATCH /api/tariff/{id}/{state}`: who may, from where (shared/tariffs-states.ts), then notify the space. */
export async function transitionTariff(
  ctx: Ctx,
  key: string,
  target: StateTarget,
  note: string | undefined,
): Promise<Found> {
  const { after, action } = await ctx.db.transaction(async (tx) => {
    // Who may not read the tariff learns nothing from the move they asked for, not even that the key is real.
    const found = assertReadable(ctx, await findTariff(tx, key, true), key);
    const { row, revision } = found;
    const plan = planTransition(
      { state: row.state, revision: revision?.state ?? null },
      target,
      rolesFor(ctx, row),
    );
    if (!plan.ok)
      throw new AppError(plan.reason === 'forbidden' ? 'access.forbidden' : 'record.conflict', plan.message);
    if (plan.action === 'return' && !note)
      throw validationError([{ field: 'body.note', rule: 'required', message: 'says what to correct' }]);
    const submitted = plan.on === 'revision' ? revision?.doc : row.doc;
    if (plan.action === 'submit' && submitted && submitted.rates.length === 0) {
      throw new AppError('request.unprocessable', 'A tariff needs at least one rate before review', [
        { field: 'rates', rule: 'required_for_submit', message: 'needs at least one rate before review' },
      ]);
    }
    return { after: await apply(tx, ctx, found, plan, note ?? null), action: plan.action };
  });
  const pending = after.revision;
  await notifyMembers(
    ctx,
    { ...after.row, doc: pending?.doc ?? after.row.doc, version: pending?.version ?? after.row.version },
    action,
    note,
  );
  return after;
}

/** DELETE: a draft that was never published disappears (its audit trail stays); anything else is archived. */
export async function deleteTariff(ctx: Ctx, key: string): Promise<{ key: string; deleted: boolean }> {
  const removed = await ctx.db.transaction(async (tx) => {
    const { row, revision } = await lockForSupplier(tx, ctx, key);
    if (row.state !== 'draft' || revision || row.publishedAt) return false;
    await deleteTariffRow(tx, key);
    await recordAudit(tx, ctx, {
      tariffKey: key,
      spaceKey: row.spaceKey,
      version: row.version,
      action: 'delete',
      fromState: 'draft',
      toState: null,
    });
    return true;
  });
  if (!removed) await transitionTariff(ctx, key, 'archived', undefined);
  return { key, deleted: removed };
}
