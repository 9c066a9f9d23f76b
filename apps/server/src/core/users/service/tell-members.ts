import type { RequestContext } from '../../../context.ts';
import { notifyUsers } from '../../notify/index.ts';
import { membersOfSpaces } from '../repository/spaces.ts';

/**
 * Tells every member of the given spaces (each person once, in the spaces' order) one notice: the one way a
 * unit tells the other side's members about a change of theirs (docs/ARCHITECTURE.md "Table owners": the
 * members are this group's to read). `except` is a person never told (the one who acted). The members are read
 * and told in a fixed number of statements, however many there are. It throws on a failure; callers run it after
 * their change (or inside its transaction, docs/performance.md "Bookings") and log the failure, so it never
 * undoes the change.
 */
export async function tellMembers(
  ctx: Pick<RequestContext, 'database' | 'log'>,
  spaces: string[],
  notice: Omit<Parameters<typeof notifyUsers>[2], 'target'>,
  except?: string,
): Promise<void> {
  const order = [...new Set(spaces)];
  const rows = await membersOfSpaces(ctx.database.db, order);
  const targets: string[] = [];
  for (const space of order)
    for (const row of rows)
      if (row.space === space && row.sub !== except && !targets.includes(row.sub)) targets.push(row.sub);
  if (targets.length) await notifyUsers(ctx, targets, notice);
}
