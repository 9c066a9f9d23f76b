import { diffDocs, planTransition, type StateTarget } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { spaceNames } from '../repository/spaces.ts';
import {
  deleteRevision,
  deleteTariffRow,
  type Found,
  findTariff,
  updateRevision,
  updateTariffRow,
} from '../repository/tariffs.ts';
import { recordAudit } from './audit.ts';
import { assertReadable, type Ctx, rolesFor } from './caller.ts';
import { lockForSupplier } from './edit.ts';
import { notifyAdministrators, notifyMembers } from './notify-members.ts';
import { announcePublished } from './published.ts';

type Plan = Extract<ReturnType<typeof planTransition>, { ok: true }>;

/** Carries out a planned transition on the locked tariff and records it; answers the tariff as it now is. */
async function apply(tx: Db, actor: Actor, found: Found, plan: Plan, note: string | null): Promise<Found> {
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
  await recordAudit(tx, actor, {
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
  actor: Actor,
  key: string,
  target: StateTarget,
  note: string | undefined,
): Promise<Found> {
  const { after, action } = await ctx.database.db.transaction(async (tx) => {
    // Who may not read the tariff learns nothing from the move they asked for, not even that the key is real.
    const found = assertReadable(actor, await findTariff(tx, key, true), key);
    const { row, revision } = found;
    const status = { state: row.state, revision: revision?.state ?? null };
    const plan = planTransition(status, target, rolesFor(actor, row));
    if (!plan.ok) {
      if (plan.reason === 'forbidden') throw new AppError('access.forbidden', plan.message);
      // The state the move starts from as the caller sees it: a pending revision's, when one is on its way.
      const from = revision && revision.state !== 'draft' ? revision.state : row.state;
      throw new AppError('tariff.state_conflict', plan.message, { params: { from, to: target } });
    }
    if (plan.action === 'return' && !note)
      throw new AppError('tariff.note_required', 'Returning a tariff says what to correct', [
        { field: 'body.note', rule: 'required', message: 'says what to correct' },
      ]);
    const submitted = plan.on === 'revision' ? revision?.doc : row.doc;
    if (plan.action === 'submit' && submitted && submitted.rates.length === 0) {
      throw new AppError('tariff.rates_required', 'A tariff needs at least one rate before review', [
        { field: 'rates', rule: 'required_for_submit', message: 'needs at least one rate before review' },
      ]);
    }
    const after = await apply(tx, actor, found, plan, note ?? null);
    // A first publication is news to saved searches; a new version or a resumed tariff is not. Their alerts are
    // queued in this transaction (published.ts), keyed by this publication, and sent by the queue's runners.
    if (plan.action === 'publish' && row.publishedAt === null && after.row.publishedAt)
      await announcePublished(ctx.database, tx, {
        key: after.row.key,
        spaceKey: after.row.spaceKey,
        publishedAt: after.row.publishedAt,
      });
    return { after, action: plan.action };
  });
  const pending = after.revision;
  const told = {
    ...after.row,
    doc: pending?.doc ?? after.row.doc,
    version: pending?.version ?? after.row.version,
  };
  await notifyMembers(ctx, told, action, note);
  if (action === 'submit') {
    const names = await spaceNames(ctx.database.db, [after.row.spaceKey]);
    await notifyAdministrators(ctx, told, names.get(after.row.spaceKey) ?? null);
  }
  return after;
}

/** DELETE: a draft that was never published disappears (its audit trail stays); anything else is archived. */
export async function deleteTariff(
  ctx: Ctx,
  actor: Actor,
  key: string,
): Promise<{ key: string; deleted: boolean }> {
  const removed = await ctx.database.db.transaction(async (tx) => {
    const { row, revision } = await lockForSupplier(tx, actor, key);
    if (row.state !== 'draft' || revision || row.publishedAt) return false;
    await deleteTariffRow(tx, key);
    await recordAudit(tx, actor, {
      tariffKey: key,
      spaceKey: row.spaceKey,
      version: row.version,
      action: 'delete',
      fromState: 'draft',
      toState: null,
    });
    return true;
  });
  if (!removed) await transitionTariff(ctx, actor, key, 'archived', undefined);
  return { key, deleted: removed };
}
