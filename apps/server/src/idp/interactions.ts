import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Provider } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createAccount, verifyPassword } from './accounts.ts';
import { type Lang, pickLang, type Texts, texts } from './texts.ts';
import { type Clock, recordFailure, resetAccount, retryAfterSeconds, throttleKeys } from './throttle.ts';
import { CSP, type FieldErrors, type FormPage, loginPage, messagePage, signupPage } from './views.ts';

export type InteractionOptions = {
  provider: Provider;
  db: Db;
  mountPath: string;
  productName: string;
  now: Clock;
};

type Form = Record<string, string | undefined>;
type Urls = { login: string; signup: string };
type Extra = Pick<FormPage, 'values' | 'errors' | 'message'>;
type Req = FastifyRequest<{
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Form | undefined;
}>;

const FORM_LIMIT = 16 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

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
  const password = form.password ?? '';
  if ([...password].length < 8) errors.password = t.shortPassword;
  else if (password.length > 200) errors.password = t.tooLong;
  return errors;
}

/** Login and sign-up pages of the provider's interactions, under `<mount>/interaction/:uid`. */
export async function interactionRoutes(app: FastifyInstance, o: InteractionOptions) {
  // Scoped to this plugin: the rest of the app keeps its parsers, and these pages accept form posts only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const lang = pickLang((request.query as { lang?: string } | undefined)?.lang, undefined);
    const t = texts[lang];
    if (error instanceof errors.SessionNotFound)
      return sendHtml(reply, 400, messagePage(lang, o.productName, t.errorTitle, t.expired));
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sign-in interaction failed');
    return sendHtml(reply, status, messagePage(lang, o.productName, t.errorTitle, t.failed));
  });

  const base = `${o.mountPath}/interaction/:uid`;

  /** The pending interaction, bound to this browser by the provider's signed cookie and to the uid in the URL. */
  async function load(request: Req, reply: FastifyReply) {
    const interaction = await o.provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== request.params.uid) throw new errors.SessionNotFound('interaction uid mismatch');
    const lang = pickLang(request.body?.lang ?? request.query.lang, interaction.params.ui_locales);
    const page = `${o.mountPath}/interaction/${interaction.uid}`;
    return { interaction, lang, t: texts[lang], urls: { login: page, signup: `${page}/signup` } };
  }

  /** Ends the interaction as signed in; success clears the account's failure run (not the address's). */
  async function signIn(request: Req, reply: FastifyReply, account: { sub: string; email: string }) {
    await resetAccount(o.db, account.email);
    const login = { accountId: account.sub };
    const returnTo = await o.provider.interactionResult(
      request.raw,
      reply.raw,
      { login },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  /** Answers 429 with the page (rendered with the wait) while the caller must still wait, else returns null. */
  async function throttled(
    reply: FastifyReply,
    keys: string[],
    now: Date,
    t: Texts,
    page: (message: string) => string,
  ) {
    const wait = await retryAfterSeconds(o.db, keys, now);
    if (wait === 0) return null;
    return sendHtml(reply.header('retry-after', String(wait)), 429, page(t.throttled(wait)));
  }

  const login = (lang: Lang, urls: Urls, extra: Extra) =>
    loginPage({
      lang,
      product: o.productName,
      action: `${urls.login}/login`,
      otherPage: urls.signup,
      ...extra,
    });

  app.get(base, async (request: Req, reply) => {
    const { interaction, lang, urls } = await load(request, reply);
    if (interaction.prompt.name === 'consent') {
      // Only reached when a client forces prompt=consent: first-party clients are never asked, so agree at once.
      const returnTo = await o.provider.interactionResult(request.raw, reply.raw, { consent: {} });
      return reply.redirect(returnTo, 303);
    }
    const loginHint =
      typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return sendHtml(reply, 200, login(lang, urls, { values: { email: loginHint } }));
  });

  app.post(`${base}/login`, async (request: Req, reply) => {
    const { lang, t, urls } = await load(request, reply);
    const email = request.body?.email?.trim() ?? '';
    const password = request.body?.password ?? '';
    const keys = throttleKeys(request.ip, email);
    const now = o.now();
    const slowed = await throttled(reply, keys, now, t, (message) =>
      login(lang, urls, { values: { email }, message }),
    );
    if (slowed) return slowed;
    const account = email && password ? await verifyPassword(o.db, email, password) : null;
    if (!account) {
      await recordFailure(o.db, keys, now);
      return sendHtml(reply, 401, login(lang, urls, { values: { email }, message: t.badCredentials }));
    }
    return signIn(request, reply, account);
  });

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
      email: form.email ?? '',
      nickname: form.nickname ?? '',
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
    };
    const keys = throttleKeys(request.ip, values.email);
    const now = o.now();
    const slowed = await throttled(reply, keys, now, t, (message) => signup(lang, urls, { values, message }));
    if (slowed) return slowed;
    const fieldErrors = validateSignup(form, t);
    if (Object.keys(fieldErrors).length === 0) {
      try {
        const account = await createAccount(o.db, { ...values, password: form.password ?? '' });
        return signIn(request, reply, account);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        fieldErrors.email = t.emailTaken;
      }
    }
    // Failed sign-ups count like failed sign-ins, so probing which addresses exist is slowed just the same.
    await recordFailure(o.db, keys, now);
    const status = fieldErrors.email === t.emailTaken ? 409 : 400;
    return sendHtml(reply, status, signup(lang, urls, { values, errors: fieldErrors }));
  });
}
