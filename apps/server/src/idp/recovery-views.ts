import { type Lang, texts } from './texts.ts';
import { alert, escapeHtml, layout, toggle } from './views.ts';

/*
 * Pages of account recovery (docs/identity.md "Losing every factor"). Each step that changes something is a
 * button (a POST), so a mail scanner fetching a link neither starts nor cancels anything.
 */

type Base = { lang: Lang; product: string };

const page = (p: Base, title: string, body: string) =>
  layout({ lang: p.lang, title: `${title} - ${p.product}`, heading: p.product, body });

function buttonForm(p: Base & { action: string; token?: string }, label: string) {
  const token = p.token ? `<input type="hidden" name="token" value="${escapeHtml(p.token)}">` : '';
  return `<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="lang" value="${p.lang}">
${token}<button type="submit">${escapeHtml(label)}</button></form>`;
}

/** From the second step of sign-in: what recovery means, and the button that mails its link. */
export function lostPage(p: Base & { action: string; message?: string; notice?: string }) {
  const t = texts[p.lang];
  const notice = p.notice ? `<p role="status">${escapeHtml(p.notice)}</p>` : '';
  const body = `<h2>${t.lostTitle}</h2>${toggle(p.lang, (l) => `?lang=${l}`)}${alert(p.message)}${notice}
<p>${escapeHtml(t.lostIntro)}</p>${buttonForm(p, t.lostButton)}`;
  return page(p, t.lostTitle, body);
}

/** The mailed link's page: the button starts the wait. */
export function recoverPage(p: Base & { action: string; token: string }) {
  const t = texts[p.lang];
  const query = (lang: Lang) => `?${new URLSearchParams({ token: p.token, lang })}`;
  const body = `<h2>${t.lostTitle}</h2>${toggle(p.lang, query)}<p>${escapeHtml(t.recoverIntro)}</p>
${buttonForm(p, t.recoverButton)}`;
  return page(p, t.lostTitle, body);
}

/** The cancel link's page: the button cancels the waiting recovery. */
export function cancelPage(p: Base & { action: string; token: string }) {
  const t = texts[p.lang];
  const query = (lang: Lang) => `?${new URLSearchParams({ token: p.token, lang })}`;
  const body = `<h2>${t.cancelTitle}</h2>${toggle(p.lang, query)}<p>${escapeHtml(t.cancelIntro)}</p>
${buttonForm(p, t.cancelButton)}`;
  return page(p, t.cancelTitle, body);
}
