import type { FastifyInstance } from 'fastify';
import { tellMembers } from '../../users/index.ts';
import { ADMIN_SPACE } from './context.ts';

type Texts = { jp: string; en: string };

/**
 * Tells every member of a space, in both languages. The admin space has no stored members: its queue is the
 * Verification tab. A failing notification is logged and never undoes the move that caused it.
 */
export async function tellSpace(app: FastifyInstance, space: string, subject: Texts, link: string) {
  if (space === ADMIN_SPACE) return;
  try {
    await tellMembers(app, [space], { subject, link });
  } catch (error) {
    app.log.warn({ err: error, space }, 'credential notification failed');
  }
}
