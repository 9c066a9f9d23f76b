import { tellMembers } from '../../../core/users/index.ts';
import type { JobRow } from '../repository/jobs.ts';
import type { Ctx } from './access.ts';

type Text = { jp: string; en: string };

/** What happened, in both languages: the bell shows the reader's language. */
export const jobSubjects = {
  applied: { jp: '仕事に応募がありました', en: 'New application for your job' },
  accepted: { jp: '応募が採用されました', en: 'Your application was accepted' },
  filled: { jp: '応募した仕事は他のガイドに決まりました', en: 'The job you applied for was filled' },
  offered: { jp: '仕事の依頼が届きました', en: 'You received a job offer' },
  offer_accepted: { jp: '依頼が承諾されました', en: 'Your job offer was accepted' },
  offer_declined: { jp: '依頼が辞退されました', en: 'Your job offer was declined' },
  cancelled: { jp: '仕事がキャンセルされました', en: 'A job was cancelled' },
  completed: { jp: '仕事が完了しました', en: 'A job was completed' },
} satisfies Record<string, Text>;

export type JobEvent = keyof typeof jobSubjects;

/**
 * Tells the members of `spaces` (the other side), after the change has committed: a failed notification is
 * logged and never undoes the change. The other side's own words (a reason) follow as written.
 */
export async function notifyJob(
  ctx: Ctx,
  row: JobRow,
  event: JobEvent,
  spaces: string[],
  words?: string | null,
) {
  const title = (row.doc.title.jp || row.doc.title.en).slice(0, 120);
  const titleEn = (row.doc.title.en || row.doc.title.jp).slice(0, 120);
  const subject = { jp: `${jobSubjects[event].jp}: ${title}`, en: `${jobSubjects[event].en}: ${titleEn}` };
  const dates = row.dateFrom === row.dateTo ? row.dateFrom : `${row.dateFrom} – ${row.dateTo}`;
  const text = [dates, ...(words ? [words] : [])].join('\n\n');
  try {
    await tellMembers(ctx, spaces, { subject, body: { jp: text, en: text }, link: '/jobs', kind: 'job' });
  } catch (error) {
    ctx.log.warn({ err: error, job: row.key, event }, 'job notification not sent');
  }
}
