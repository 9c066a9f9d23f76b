import { type Actor, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { openConversation } from '../../messenger/index.ts';
import { applicationOf } from '../repository/applications.ts';
import { type Ctx, notFound } from './access.ts';
import { readableJob } from './jobs.ts';

/**
 * `POST /api/v1/Job/{key}/conversation`: the poster and a guide talk about the job in the
 * messenger's conversation about it, the same one for both whoever opens it first.
 */
export async function jobConversation(ctx: Ctx, actor: Actor, key: string, guide: string) {
  const { db } = ctx.database;
  const row = await readableJob(ctx, actor, key);
  const poster = membershipOf(actor, row.spaceKey) !== undefined;
  if (!poster && membershipOf(actor, guide)?.role !== 'guide')
    throw notFound(`guide space ${guide} of yours`);
  const involved =
    guide === row.guideKey || guide === row.offerTo || (await applicationOf(db, key, guide)) !== undefined;
  if (!involved)
    throw new AppError('request.invalid', 'body.guide: not an applicant, the assignee or the offered guide', {
      fields: [
        {
          field: 'body.guide',
          rule: 'involved',
          message: 'must be an applicant, the assignee or the offered guide',
        },
      ],
    });
  const subject = (row.doc.title.jp || row.doc.title.en).slice(0, 200);
  const opened = await openConversation(db, {
    spaces: [row.spaceKey, guide],
    subject,
    about: { kind: 'job', key },
    by: actor.identity.sub,
  });
  return { conversation: opened.key };
}
