import { type Lang, texts } from './texts.ts';
import { alert, escapeHtml, type FieldErrors, field, layout, toggle } from './views.ts';

/** Pages of the account links (forgot password, reset, e-mail confirmation), outside any sign-in interaction. */

type Base = { lang: Lang; product: string };

const page = (p: Base, title: string, body: string) =>
  layout({ lang: p.lang, title: `${title} - ${p.product}`, heading: p.product, body });

const langToggle = (p: Base, query: Record<string, string> = {}) =>
  toggle(p.lang, (lang) => `?${new URLSearchParams({ ...query, lang })}`);

/** A result to read, with at most one way on. */
export function noticePage(
  p: Base & { title: string; message: string; link?: { href: string; label: string } },
) {
  const link = p.link ? `<p><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>` : '';
  return page(
    p,
    p.title,
    `<h2>${escapeHtml(p.title)}</h2><p role="status">${escapeHtml(p.message)}</p>${link}`,
  );
}

export function forgotPage(
  p: Base & { action: string; email?: string; errors?: FieldErrors; message?: string },
) {
  const t = texts[p.lang];
  const body = `<h2>${t.forgotTitle}</h2>${langToggle(p)}${alert(p.message)}<p>${t.forgotIntro}</p>
<form method="post" action="${escapeHtml(p.action)}" novalidate><input type="hidden" name="lang" value="${p.lang}">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: p.email }, p.errors ?? {})}
<button type="submit">${t.sendLink}</button></form>`;
  return page(p, t.forgotTitle, body);
}

export function resetPage(
  p: Base & { action: string; token: string; errors?: FieldErrors; message?: string },
) {
  const t = texts[p.lang];
  const body = `<h2>${t.resetTitle}</h2>${langToggle(p, { token: p.token })}${alert(p.message)}
<form method="post" action="${escapeHtml(p.action)}" novalidate><input type="hidden" name="lang" value="${p.lang}">
<input type="hidden" name="token" value="${escapeHtml(p.token)}">
${field({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint }, p.errors ?? {})}
<button type="submit">${t.savePassword}</button></form>`;
  return page(p, t.resetTitle, body);
}

/** Confirmation takes a click (a POST), so a mail scanner that fetches links cannot use the link up. */
export function verifyPage(p: Base & { action: string; token: string; email: string }) {
  const t = texts[p.lang];
  const body = `<h2>${t.verifyTitle}</h2>${langToggle(p, { token: p.token })}<p>${escapeHtml(t.verifyIntro(p.email))}</p>
<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="lang" value="${p.lang}">
<input type="hidden" name="token" value="${escapeHtml(p.token)}">
<button type="submit">${t.verifyButton}</button></form>`;
  return page(p, t.verifyTitle, body);
}
