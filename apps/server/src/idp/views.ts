import { createHash } from 'node:crypto';
import type { Lang, Texts } from './texts.ts';
import { texts } from './texts.ts';

/** Every interpolated value passes through here; the pages have no other way to put text into HTML. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

// Clicks the visible sign-out button once the page has loaded, so RP-initiated logout needs no extra click.
const LOGOUT_SCRIPT = "document.getElementById('op-logout-yes').click();";
const LOGOUT_SCRIPT_HASH = createHash('sha256').update(LOGOUT_SCRIPT).digest('base64');

/*
 * Asks the browser for a passkey (docs/identity.md "Passkeys") with the options the page carries in
 * `data-options`, and posts the answer as JSON in the form's `credential` field. With `data-conditional` it also
 * starts a conditional request, so the browser offers passkeys in the e-mail field's autofill; the button asks
 * at once. Without WebAuthn (or without script) the button stays hidden and the page works as before.
 */
const PASSKEY_SCRIPT = `(function(){var f=document.getElementById('passkey-form');
if(!f||!window.PublicKeyCredential||!navigator.credentials)return;var o=JSON.parse(f.dataset.options);
function buf(s){s=s.replace(/-/g,'+').replace(/_/g,'/');var r=atob(s),u=new Uint8Array(r.length);
for(var i=0;i<r.length;i++)u[i]=r.charCodeAt(i);return u.buffer}
function b64(a){var u=new Uint8Array(a),s='';for(var i=0;i<u.length;i++)s+=String.fromCharCode(u[i]);
return btoa(s).replace(/\\+/g,'-').replace(/\\//g,'_').replace(/=+$/,'')}
var pk={challenge:buf(o.challenge),rpId:o.rpId,timeout:o.timeout,userVerification:o.userVerification,
allowCredentials:(o.allowCredentials||[]).map(function(c){return{type:'public-key',id:buf(c.id),transports:c.transports}})};
var ctl=null;function ask(mediation){if(ctl)ctl.abort();ctl=new AbortController();
var req={publicKey:pk,signal:ctl.signal};if(mediation)req.mediation=mediation;
return navigator.credentials.get(req).then(function(c){if(!c)return;var r=c.response;
f.elements.credential.value=JSON.stringify({id:c.id,rawId:b64(c.rawId),type:c.type,
clientExtensionResults:c.getClientExtensionResults(),authenticatorAttachment:c.authenticatorAttachment||undefined,
response:{clientDataJSON:b64(r.clientDataJSON),authenticatorData:b64(r.authenticatorData),
signature:b64(r.signature),userHandle:r.userHandle?b64(r.userHandle):undefined}});f.submit()})
.catch(function(){})}
var button=f.querySelector('button');button.hidden=false;
button.addEventListener('click',function(){ask()});
if(f.dataset.conditional&&PublicKeyCredential.isConditionalMediationAvailable)
PublicKeyCredential.isConditionalMediationAvailable().then(function(a){if(a)ask('conditional')})})();`;
const PASSKEY_SCRIPT_HASH = createHash('sha256').update(PASSKEY_SCRIPT).digest('base64');

/** No external assets at all; the only scripts allowed are the sign-out auto-submit and the passkey one, by hash. */
export const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${LOGOUT_SCRIPT_HASH}' 'sha256-${PASSKEY_SCRIPT_HASH}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1f23;margin:0}
main{max-width:380px;margin:48px auto;background:#fff;padding:24px 28px;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 4px}h2{font-size:1.1rem;font-weight:500;margin:0 0 16px}
label{display:block;margin:12px 0 4px;font-weight:600}input{box-sizing:border-box;width:100%;padding:8px;font:inherit}
button{margin-top:18px;width:100%;padding:10px;font:inherit;background:#1f5fbf;color:#fff;border:0;border-radius:4px}
.alert{background:#fde8e8;color:#8a1c1c;padding:8px 10px;border-radius:4px}.err{color:#b42318;margin:4px 0 0}
.hint{color:#555;font-size:.85rem;margin:4px 0 0}.lang{text-align:right;margin:0}p{margin:16px 0 0}`;

export type Page = { lang: Lang; title: string; heading: string; body: string; head?: string };

export function layout({ lang, title, heading, body, head = '' }: Page): string {
  return `<!DOCTYPE html><html lang="${texts[lang].htmlLang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}</head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}

export type FieldErrors = Partial<Record<string, string>>;

type Field = {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  hint?: string;
};

export function field(f: Field, errors: FieldErrors): string {
  const error = errors[f.name];
  const described = [error ? `${f.name}-error` : '', f.hint ? `${f.name}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${f.name}">${escapeHtml(f.label)}</label>
<input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required
 value="${escapeHtml(f.value)}"${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${f.hint ? `<p class="hint" id="${f.name}-hint">${escapeHtml(f.hint)}</p>` : ''}
${error ? `<p class="err" id="${f.name}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export function toggle(lang: Lang, href: (lang: Lang) => string): string {
  const other: Lang = lang === 'jp' ? 'en' : 'jp';
  return `<p class="lang"><a href="${escapeHtml(href(other))}" lang="${texts[other].htmlLang}">${texts[lang].otherLang}</a></p>`;
}

export type FormPage = {
  lang: Lang;
  product: string;
  /** Where the form posts and where the language and sign-in/sign-up links point. */
  action: string;
  otherPage: string;
  /** The password-reset page, linked from the sign-in form. */
  forgotPage?: string;
  values?: Record<string, string | undefined>;
  errors?: FieldErrors;
  message?: string;
  /** Passkey sign-in: where the answer is posted, and the request options the browser is given. */
  passkey?: { action: string; options: unknown };
};

/** The passkey button's form and its script; `conditional` also offers passkeys in the e-mail field's autofill. */
function passkeyForm(
  p: { action: string; options: unknown },
  label: string,
  lang: Lang,
  conditional: boolean,
) {
  return `<form id="passkey-form" method="post" action="${escapeHtml(p.action)}" data-options="${escapeHtml(
    JSON.stringify(p.options),
  )}"${conditional ? ' data-conditional="1"' : ''}><input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="credential" value=""><button type="button" id="passkey-button" hidden>${escapeHtml(label)}</button></form>
<script>${PASSKEY_SCRIPT}</script>`;
}

export function loginPage(p: FormPage): string {
  const t: Texts = texts[p.lang];
  const body = `<h2>${t.signInTitle}</h2>${toggle(p.lang, (l) => `?lang=${l}`)}${alert(p.message)}
<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="lang" value="${p.lang}">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: p.passkey ? 'username webauthn' : 'username', value: p.values?.email }, {})}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password' }, {})}
<button type="submit">${t.signIn}</button></form>
${p.passkey ? passkeyForm(p.passkey, t.passkeySignIn, p.lang, true) : ''}
${p.forgotPage ? `<p><a href="${escapeHtml(`${p.forgotPage}?lang=${p.lang}`)}">${t.forgotLink}</a></p>` : ''}
<p><a href="${escapeHtml(`${p.otherPage}?lang=${p.lang}`)}">${t.toSignUp}</a></p>`;
  return layout({ lang: p.lang, title: `${t.signInTitle} - ${p.product}`, heading: p.product, body });
}

export function signupPage(p: FormPage): string {
  const t: Texts = texts[p.lang];
  const v = p.values ?? {};
  const errors = p.errors ?? {};
  const body = `<h2>${t.signUpTitle}</h2>${toggle(p.lang, (l) => `?lang=${l}`)}${alert(p.message)}
<form method="post" action="${escapeHtml(p.action)}" novalidate><input type="hidden" name="lang" value="${p.lang}">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: v.email }, errors)}
${field({ name: 'nickname', label: t.nickname, type: 'text', autocomplete: 'nickname', value: v.nickname }, errors)}
${field({ name: 'lastName', label: t.lastName, type: 'text', autocomplete: 'family-name', value: v.lastName }, errors)}
${field({ name: 'firstName', label: t.firstName, type: 'text', autocomplete: 'given-name', value: v.firstName }, errors)}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint }, errors)}
<button type="submit">${t.signUp}</button></form>
<p><a href="${escapeHtml(`${p.otherPage}?lang=${p.lang}`)}">${t.toSignIn}</a></p>`;
  return layout({ lang: p.lang, title: `${t.signUpTitle} - ${p.product}`, heading: p.product, body });
}

/**
 * The second step of sign-in, shown only after the password passed (docs/identity.md "Second factor"): one
 * field that takes an authenticator code or a recovery code.
 */
export function codePage(
  p: Omit<FormPage, 'otherPage' | 'forgotPage' | 'values' | 'errors'> & {
    codes: boolean;
    /** The page starting a recovery for someone who lost every factor (docs/identity.md "Losing every factor"). */
    lostPage: string;
    /** Said above the form while a recovery of the account waits. */
    notice?: string;
  },
): string {
  const t: Texts = texts[p.lang];
  const codes = `<p>${t.codeIntro}</p>
<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="lang" value="${p.lang}">
${field({ name: 'code', label: t.code, type: 'text', autocomplete: 'one-time-code' }, {})}
<button type="submit">${t.verifyCode}</button></form>`;
  const body = `<h2>${t.codeTitle}</h2>${toggle(p.lang, (l) => `?lang=${l}`)}${alert(p.message)}
${p.notice ? `<p role="status">${escapeHtml(p.notice)}</p>` : ''}
${p.codes ? codes : ''}${p.passkey ? `<p>${t.passkeyIntro}</p>${passkeyForm(p.passkey, t.passkeyUse, p.lang, false)}` : ''}
<p><a href="${escapeHtml(`${p.lostPage}?lang=${p.lang}`)}">${t.lostLink}</a></p>`;
  return layout({ lang: p.lang, title: `${t.codeTitle} - ${p.product}`, heading: p.product, body });
}

/** The provider's end-session confirmation: its form, a visible fallback button, and the auto-submit script. */
export function logoutPage(lang: Lang, product: string, form: string): string {
  const t = texts[lang];
  const body = `<h2>${t.signOutTitle}</h2><p>${t.signOutBody}</p>${form}
<button id="op-logout-yes" type="submit" form="op.logoutForm" name="logout" value="yes">${t.signOutButton}</button>
<script>${LOGOUT_SCRIPT}</script>`;
  return layout({ lang, title: `${t.signOutTitle} - ${product}`, heading: product, body });
}

export function messagePage(lang: Lang, product: string, title: string, message: string): string {
  return layout({
    lang,
    title: `${title} - ${product}`,
    heading: product,
    body: `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(message)}</p>`,
  });
}
