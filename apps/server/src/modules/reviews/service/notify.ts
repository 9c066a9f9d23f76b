import { notifyUser } from '../../../core/notify/index.ts';
import type { ReviewRow } from '../repository/reviews.ts';
import type { Ctx } from './access.ts';

const subjects = {
  rejected: { jp: 'レビューが掲載されませんでした', en: 'Your review was not published' },
  hidden: { jp: 'レビューが非表示になりました', en: 'Your review was hidden' },
};

/**
 * Tells the author why a moderator rejected or hid their review, after the change has
 * committed: a failed notification is logged and never undoes the decision.
 */
export async function notifyModeration(ctx: Ctx, row: ReviewRow, what: keyof typeof subjects) {
  const title = row.title.slice(0, 120);
  try {
    await notifyUser(ctx, {
      target: row.author,
      subject: { jp: `${subjects[what].jp}: ${title}`, en: `${subjects[what].en}: ${title}` },
      body: { jp: `理由: ${row.reason ?? ''}`, en: `Reason: ${row.reason ?? ''}` },
      link: `/search/${row.tariffKey}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, review: row.key, what }, 'review notification not sent');
  }
}
