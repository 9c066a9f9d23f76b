import type { RequestContext } from '../../../context.ts';
import { notifyUser } from '../../notify/index.ts';
import { membersOf } from '../repository/spaces.ts';
import { ADMIN_SPACE } from './context.ts';

type Texts = { jp: string; en: string };

/**
 * Tells every member of a space, in both languages. The admin space has no stored members: its queue is the
 * Verification tab. A failing notification is logged and never undoes the move that caused it.
 */
export async function tellSpace(
  ctx: Pick<RequestContext, 'database' | 'log'>,
  space: string,
  subject: Texts,
  link: string,
) {
  if (space === ADMIN_SPACE) return;
  try {
    for (const target of await membersOf(ctx.database.db, space))
      await notifyUser(ctx, { target, subject, link });
  } catch (error) {
    ctx.log.warn({ err: error, space }, 'credential notification failed');
  }
}
