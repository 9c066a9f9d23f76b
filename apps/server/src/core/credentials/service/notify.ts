import type { RequestContext } from '../../../context.ts';
import { tellMembers } from '../../users/index.ts';
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
    await tellMembers(ctx, [space], { subject, link });
  } catch (error) {
    ctx.log.warn({ err: error, space }, 'credential notification failed');
  }
}
