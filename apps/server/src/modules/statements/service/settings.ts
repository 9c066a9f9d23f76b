import { DEFAULT_ROUNDING, type StatementSettings } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { draftsOf, linesOf, readSettings, updateStatement, writeRounding } from '../repository/statements.ts';
import { type Ctx, supplierMembership } from './access.ts';
import { storedTotals } from './view.ts';

/**
 * A supplier space's statement settings (docs/statements.md §2): the rounding method of the tax per rate, `down`
 * unless the supplier chose another, printed on every statement. Its members read it; its owners and admins set it.
 */
export async function readStatementSettings(
  ctx: Ctx,
  actor: Actor,
  space: string,
): Promise<StatementSettings> {
  supplierMembership(actor, space, 'read', { decide: false, field: 'query.space' });
  const settings = await readSettings(ctx.database.db, space);
  return { space, rounding: settings?.rounding ?? DEFAULT_ROUNDING, drafts: 0 };
}

/**
 * Sets the method and applies it to the supplier's drafts at once (their tax per rate is worked out again from
 * their lines); issued statements keep the method they were issued with (§3: nothing of them changes).
 */
export async function writeStatementSettings(
  ctx: Ctx,
  actor: Actor,
  body: { space: string; rounding: StatementSettings['rounding'] },
): Promise<StatementSettings> {
  supplierMembership(actor, body.space, 'settings');
  const now = ctx.clock();
  const drafts = await ctx.database.db.transaction(async (tx) => {
    await writeRounding(tx, body.space, body.rounding, now);
    const rows = await draftsOf(tx, body.space);
    for (const row of rows) {
      if (row.rounding === body.rounding) continue;
      const figures = storedTotals(await linesOf(tx, row.key), { ...row, rounding: body.rounding });
      await updateStatement(tx, row.key, { ...figures, rounding: body.rounding, updatedAt: now });
    }
    return rows.length;
  });
  return { space: body.space, rounding: body.rounding, drafts };
}
