import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { noticePage } from './account-views.ts';
import { createAccount, findAccountByEmail, type NewAccount, spendPasswordCheck } from './accounts.ts';
import { EMAIL, type Form, passwordProblem, sendHtml } from './http.ts';
import type { Extra, Kit, Req, Urls } from './interaction-kit.ts';
import { issueLink } from './mail-links.ts';
import { letter } from './mails.ts';
import type { Lang, Texts } from './texts.ts';
import { takeAttempt, throttleKeys } from './throttle.ts';
import { type FieldErrors, signupPage } from './views.ts';

function validateSignup(form: Form, t: Texts): FieldErrors {
  const errors: FieldErrors = {};
  const text = (name: string, max: number) => {
    const value = form[name]?.trim() ?? '';
    if (!value) errors[name] = t.required;
    else if (value.length > max) errors[name] = t.tooLong;
  };
  text('email', 254);
  if (!errors.email && !EMAIL.test(form.email?.trim() ?? '')) errors.email = t.invalidEmail;
  text('nickname', 50);
  text('firstName', 50);
  text('lastName', 50);
  const problem = passwordProblem(form.password ?? '');
  if (problem) errors.password = problem === 'short' ? t.shortPassword : t.tooLong;
  return errors;
}

/** The sign-up page of the interaction (docs/identity.md "Sign-up, confirming the address, and a forgotten password"). */
export function signupRoutes(app: FastifyInstance, kit: Kit) {
  const { o, load, refuse } = kit;
  const base = `${o.mountPath}/interaction/:uid`;

  const signup = (lang: Lang, urls: Urls, extra: Extra) =>
    signupPage({ lang, product: o.productName, action: urls.signup, otherPage: urls.login, ...extra });

  app.get(`${base}/signup`, async (request: Req, reply) => {
    const { lang, urls } = await load(request, reply);
    return sendHtml(reply, 200, signup(lang, urls, {}));
  });

  app.post(`${base}/signup`, async (request: Req, reply) => {
    const { lang, t, urls } = await load(request, reply);
    const form = request.body ?? {};
    const values = {
      email: form.email?.trim() ?? '',
      nickname: form.nickname ?? '',
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
    };
    const fieldErrors = validateSignup(form, t);
    if (Object.keys(fieldErrors).length > 0) {
      return sendHtml(reply, 400, signup(lang, urls, { values, errors: fieldErrors }));
    }
    const now = o.now();
    // Every complete sign-up counts, successful or not: each sends a mail, and creating accounts (or mail) in
    // bulk from one address is slowed too. A form with mistakes sends nothing and reveals nothing, so it is free.
    const wait = await takeAttempt(o.db, throttleKeys(request.ip, values.email), now);
    if (wait > 0) return refuse(reply, wait, signup(lang, urls, { values, message: t.throttled(wait) }));
    try {
      await mailSignup(lang, { ...values, password: form.password ?? '' }, now);
    } catch (error) {
      request.log.error({ err: error }, 'sign-up mail not sent');
      return sendHtml(reply, 503, signup(lang, urls, { values, message: t.failed }));
    }
    const body = noticePage({
      lang,
      product: o.productName,
      title: t.checkMailTitle,
      message: t.signupSent(values.email),
      link: { href: `${urls.login}?lang=${lang}`, label: t.backToSignIn },
    });
    return sendHtml(reply, 200, body);
  });

  /**
   * Creates the account and mails its confirmation link, or, when the address already has an account, mails its
   * owner a reset link instead. The page answers the same either way, so sign-up tells nobody which addresses
   * have accounts; both paths cost one password hash.
   */
  async function mailSignup(lang: Lang, input: NewAccount, now: Date) {
    let account = await findAccountByEmail(o.db, input.email);
    let created = false;
    if (account) {
      await spendPasswordCheck(input.password);
    } else {
      try {
        account = await createAccount(o.db, input);
        created = true;
      } catch (error) {
        // Another sign-up of the same address won the race: from here on it is an existing account.
        if (!(error instanceof AppError && error.code === 'record.conflict')) throw error;
        account = await findAccountByEmail(o.db, input.email);
      }
    }
    if (!account) throw new Error('account vanished during sign-up');
    const purpose = created ? 'verify' : 'reset';
    const token = await issueLink(o.db, { sub: account.sub, email: account.email, purpose }, now);
    const link = `${o.issuer}/account/${purpose}?${new URLSearchParams({ token, lang })}`;
    await o.mailer.send(
      letter(created ? 'verify' : 'exists', lang, { product: o.productName, email: account.email, link }),
    );
  }
}
