import type { TariffAction, TariffDoc } from '@tourtariff/shared';
import { eq } from 'drizzle-orm';
import { notifyUser } from '../../core/notify/index.ts';
import { spaceMembers } from '../../db/schema/index.ts';
import type { Ctx } from './context.ts';

/** Subjects in both languages: the bell lists subjects, and the server does not know each reader's locale. */
const subjects: Record<TariffAction | 'correct', string> = {
  submit: '審査に提出されました / Submitted for review',
  publish: '公開されました / Published',
  return: '差し戻されました / Returned for correction',
  suspend: '公開停止されました / Suspended',
  reinstate: '公開再開されました / Reinstated',
  archive: 'アーカイブされました / Archived',
  correct: '管理者が修正しました / Corrected by an administrator',
};

const titleOf = (doc: TariffDoc) => (doc.title.jp || doc.title.en).slice(0, 120);

/**
 * Tells every member of the supplier space about a state change (issue 6 item 2), through the core notify
 * service. Runs after the change has committed; a failed notification is logged, never undoes the change.
 */
export async function notifyMembers(
  ctx: Ctx,
  tariff: { key: string; spaceKey: string; doc: TariffDoc; version: number },
  action: TariffAction | 'correct',
  note?: string | null,
): Promise<void> {
  try {
    const members = await ctx.db
      .select({ sub: spaceMembers.sub })
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceKey, tariff.spaceKey));
    const lines = [`${titleOf(tariff.doc)} (v${tariff.version})`, ...(note ? [note] : [])];
    for (const { sub } of members) {
      await notifyUser(ctx.server, {
        target: sub,
        subject: `${subjects[action]}: ${titleOf(tariff.doc)}`,
        body: lines.join('\n\n'),
        // The supplier's editor for this tariff (web route /tariff/list/{key}).
        link: `/tariff/list/${encodeURIComponent(tariff.key)}`,
      });
    }
  } catch (error) {
    ctx.log.warn({ err: error, tariff: tariff.key, action }, 'tariff notification not sent');
  }
}
