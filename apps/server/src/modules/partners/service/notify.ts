import { tellMembers } from '../../../core/users/index.ts';
import type { Ctx } from './access.ts';

type Text = { jp: string; en: string };

/** What happened, in both languages: the bell shows the reader's language. */
export const partnerSubjects = {
  requested: { jp: '取引先申請が届きました', en: 'Partnership request received' },
  active: { jp: '取引先申請が承認されました', en: 'Partnership request accepted' },
  declined: { jp: '取引先申請が辞退されました', en: 'Partnership request declined' },
  withdrawn: { jp: '取引先申請が取り下げられました', en: 'Partnership request withdrawn' },
  ended: { jp: '取引関係が終了しました', en: 'Partnership ended' },
  sent: { jp: '契約条件が届きました', en: 'Rate agreement received' },
  accepted: { jp: '契約が承諾されました', en: 'Rate agreement accepted' },
  rejected: { jp: '契約が却下されました', en: 'Rate agreement rejected' },
  agreement_withdrawn: { jp: '契約が取り下げられました', en: 'Rate agreement withdrawn' },
} satisfies Record<string, Text>;

/**
 * Tells every member of the other space, after the change has committed: a failed
 * notification is logged and never undoes the change. The other side's own words (message, reason) follow
 * as written.
 */
export async function notifySpace(
  ctx: Ctx,
  space: string,
  what: keyof typeof partnerSubjects,
  from: string,
  words?: string | null,
): Promise<void> {
  const subject = {
    jp: `${partnerSubjects[what].jp}: ${from}`.slice(0, 200),
    en: `${partnerSubjects[what].en}: ${from}`.slice(0, 200),
  };
  const body = {
    jp: [from, ...(words ? [words] : [])].join('\n\n'),
    en: [from, ...(words ? [words] : [])].join('\n\n'),
  };
  try {
    await tellMembers(ctx, [space], { subject, body, link: '/partners', kind: 'agreement' });
  } catch (error) {
    ctx.log.warn({ err: error, space, what }, 'partner notification not sent');
  }
}
