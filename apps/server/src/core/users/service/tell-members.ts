import type { RequestContext } from '../../../context.ts';
import { notifyUser } from '../../notify/index.ts';
import { memberSubs } from '../repository/spaces.ts';

/**
 * Tells every member of the given spaces (each person once, in the spaces' order) one notice: the one way a
 * unit tells the other side's members about a change of theirs (docs/ARCHITECTURE.md "Table owners": the
 * members are this group's to read). `except` is a person never told (the one who acted). It throws on the
 * first failure; callers run it after their change committed and log the failure, so it never undoes it.
 */
export async function tellMembers(
  ctx: Pick<RequestContext, 'database' | 'log'>,
  spaces: string[],
  notice: Omit<Parameters<typeof notifyUser>[1], 'target'>,
  except?: string,
): Promise<void> {
  const told = new Set<string>(except === undefined ? [] : [except]);
  for (const space of new Set(spaces))
    for (const target of await memberSubs(ctx.database.db, space)) {
      if (told.has(target)) continue;
      told.add(target);
      await notifyUser(ctx, { ...notice, target });
    }
}
