import type { TariffAction, TariffDoc } from '@tourtariff/shared';
import { notifyUser } from '../../../core/notify/index.ts';
import { administratorSubs, tellMembers } from '../../../core/users/index.ts';
import type { Ctx } from './caller.ts';

type Text = { jp: string; en: string };

/** What happened, in each language: the bell shows the reader's language only. */
const subjects: Record<TariffAction | 'correct', Text> = {
  submit: { jp: '審査に提出されました', en: 'Submitted for review' },
  publish: { jp: '公開されました', en: 'Published' },
  return: { jp: '差し戻されました', en: 'Returned for correction' },
  suspend: { jp: '公開停止されました', en: 'Suspended' },
  reinstate: { jp: '公開再開されました', en: 'Reinstated' },
  archive: { jp: 'アーカイブされました', en: 'Archived' },
  correct: { jp: '管理者が修正しました', en: 'Corrected by an administrator' },
};

/** The tariff's title in a language, else in the other one: a supplier may have written one language only. */
const titleIn = (doc: TariffDoc, lang: 'jp' | 'en') =>
  (doc.title[lang] || doc.title[lang === 'jp' ? 'en' : 'jp']).slice(0, 120);

/**
 * Tells every member of the supplier space about a state change, through the core notify
 * service. Runs after the change has committed; a failed notification is logged, never undoes the change.
 * The administrator's note stays as written: it is the reviewer's own words, in whatever language they chose.
 */
export async function notifyMembers(
  ctx: Ctx,
  tariff: { key: string; spaceKey: string; doc: TariffDoc; version: number },
  action: TariffAction | 'correct',
  note?: string | null,
): Promise<void> {
  const inEach = (make: (lang: 'jp' | 'en') => string): Text => ({ jp: make('jp'), en: make('en') });
  const subject = inEach((lang) => `${subjects[action][lang]}: ${titleIn(tariff.doc, lang)}`);
  const body = inEach((lang) =>
    [`${titleIn(tariff.doc, lang)} (v${tariff.version})`, ...(note ? [note] : [])].join('\n\n'),
  );
  try {
    await tellMembers(ctx, [tariff.spaceKey], {
      subject,
      body,
      // The supplier's editor for this tariff (web route /tariff/list/{key}).
      link: `/tariff/list/${encodeURIComponent(tariff.key)}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, tariff: tariff.key, action }, 'tariff notification not sent');
  }
}

/**
 * Tells every administrator that a tariff (or a new version of one) waits for review, with a link to its review
 * page (web route /tariff/admin/{key}). Like `notifyMembers`, after the commit; a failure is logged only.
 */
export async function notifyAdministrators(
  ctx: Ctx,
  tariff: { key: string; doc: TariffDoc; version: number },
  spaceName: string | null,
): Promise<void> {
  const subject = {
    jp: `審査待ち: ${titleIn(tariff.doc, 'jp')}`,
    en: `Waiting for review: ${titleIn(tariff.doc, 'en')}`,
  };
  const from = spaceName ?? '';
  const body = {
    jp: `${from ? `${from} が` : ''}「${titleIn(tariff.doc, 'jp')}」(v${tariff.version}) を審査に提出しました。`,
    en: `${from || 'A supplier'} submitted "${titleIn(tariff.doc, 'en')}" (v${tariff.version}) for review.`,
  };
  try {
    const { config } = ctx;
    for (const sub of await administratorSubs(ctx.database.db, config.productKey, config.adminEmails)) {
      await notifyUser(ctx, {
        target: sub,
        subject,
        body,
        link: `/tariff/admin/${encodeURIComponent(tariff.key)}`,
      });
    }
  } catch (error) {
    ctx.log.warn({ err: error, tariff: tariff.key }, 'review notification not sent');
  }
}
