import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { noticePage } from './account-views.ts';
import {
  createAccount,
  findAccount,
  findAccountByEmail,
  type NewAccount,
  spendPasswordCheck,
  verifyPassword,
} from './accounts.ts';
import { hasSecondFactor, hasTotp, secondStep } from './factors.ts';
import { acceptFormsOnly, EMAIL, type Form, passwordProblem, sendFailure, sendHtml } from './http.ts';
import { issueLink } from './mail-links.ts';
import { letter } from './mails.ts';
import { authenticationOptions, passkeysOf, relyingParty, verifyPasskey } from './passkeys.ts';
import {
  cancelOnFactorSignIn,
  completeReadyRecovery,
  recoveryLink,
  recoveryOf,
  whenText,
} from './recovery.ts';
import { lostPage } from './recovery-views.ts';
import { recordSignIn, type SignInRecord } from './sign-ins.ts';
import { type Lang, pickLang, type Texts, texts } from './texts.ts';
import { type Clock, forgive, purgeOldRuns, takeAttempt, throttleKeys } from './throttle.ts';
import { codePage, type FieldErrors, type FormPage, loginPage, messagePage, signupPage } from './views.ts';

export type InteractionOptions = {
  /** Loaded on first use (idp/index.ts), so this module must not import oidc-provider's values either. */
  provider: () => Promise<Provider>;
  db: Db;
  mountPath: string;
  issuer: string;
  productName: string;
  mailer: Mailer;
  /** The owner notices that may wait (index.ts `notices`): new device, cloned passkey, recovery. */
  notices: Mailer;
  now: Clock;
  /** The app's address; the mail about a refused passkey links to its settings page. */
  homeUrl: string;
};

/** How long the code page waits after the password passed before the password is asked again. */
const SECOND_STEP_MS = 10 * 60 * 1000;

type Urls = { login: string; signup: string; forgot: string };
type Extra = Pick<FormPage, 'values' | 'errors' | 'message'>;
type Req = FastifyRequest<{
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Form | undefined;
}>;

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

/** Login and sign-up pages of the provider's interactions, under `<mount>/interaction/:uid`. */
export async function interactionRoutes(app: FastifyInstance, o: InteractionOptions) {
  acceptFormsOnly(app);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // oidc-provider names each error class after itself; matching the name spares importing the package here.
    if (error.name === 'SessionNotFound') {
      const lang = pickLang((request.query as { lang?: string } | undefined)?.lang, undefined);
      const t = texts[lang];
      return sendHtml(reply, 400, messagePage(lang, o.productName, t.errorTitle, t.expired));
    }
    return sendFailure(error, request, reply, o.productName);
  });

  const base = `${o.mountPath}/interaction/:uid`;

  /** The pending interaction, bound to this browser by the provider's signed cookie and to the uid in the URL. */
  async function load(request: Req, reply: FastifyReply) {
    const interaction = await (await o.provider()).interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== request.params.uid) {
      // Already loaded with the provider: the import only hands over its module.
      const { errors } = await import('oidc-provider');
      throw new errors.SessionNotFound('interaction uid mismatch');
    }
    const lang = pickLang(request.body?.lang ?? request.query.lang, interaction.params.ui_locales);
    const page = `${o.mountPath}/interaction/${interaction.uid}`;
    const urls = { login: page, signup: `${page}/signup`, forgot: `${o.mountPath}/account/forgot` };
    return { interaction, lang, t: texts[lang], urls };
  }

  /**
   * Ends the interaction as signed in. `amr` (RFC 8176) names how: `pwd`, plus `otp` when an authenticator or
   * recovery code was typed; the provider puts it into the id token, and the app reads it from there.
   */
  async function signIn(request: Req, reply: FastifyReply, account: { sub: string }, amr: string[]) {
    const returnTo = await (await o.provider()).interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.sub, amr } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  /**
   * The account that passed the password and still owes a code, kept in the interaction itself (stored by the
   * provider, bound to this browser by its cookie). Anything else there, or an old one, counts as none.
   */
  const pendingOf = (interaction: Interaction): string | null => {
    const pending = (
      interaction.result as { secondFactor?: { accountId?: unknown; at?: unknown } } | undefined
    )?.secondFactor;
    if (typeof pending?.accountId !== 'string' || typeof pending.at !== 'number') return null;
    return o.now().getTime() - pending.at < SECOND_STEP_MS ? pending.accountId : null;
  };

  const rp = relyingParty(o.issuer, o.productName);

  /** Adds to the account's sign-in history; a good sign-in from a new browser mails the owner. */
  const record = (request: Req, lang: Lang, event: Omit<SignInRecord, 'ip' | 'userAgent'>) =>
    recordSignIn(
      o.db,
      { ...event, ip: request.ip, userAgent: request.headers['user-agent'] },
      { mailer: o.notices, lang, product: o.productName, link: `${o.homeUrl}${lang}/profile/setting` },
    ).catch((error: unknown) => request.log.error({ err: error }, 'sign-in not recorded'));

  /** The passkey part of a page: fresh request options (a stored, single-use challenge) and where to post. */
  const passkeyFor = async (urls: Urls, sub: string | null, path: string) => ({
    action: `${urls.login}/${path}`,
    options: await authenticationOptions(o.db, rp, sub, o.now()),
  });

  /** The second step offers what the account has: codes with an authenticator app, a button with a passkey. */
  const code = async (lang: Lang, urls: Urls, sub: string, message?: string) => {
    const [codes, passkeys, recovery] = await Promise.all([
      hasTotp(o.db, sub),
      passkeysOf(o.db, sub),
      recoveryOf(o.db, sub, o.now()),
    ]);
    return codePage({
      lang,
      product: o.productName,
      action: `${urls.login}/code`,
      lostPage: `${urls.login}/code/lost`,
      codes,
      ...(recovery ? { notice: texts[lang].recoveryPending(whenText(lang, recovery.readyAt)) } : {}),
      ...(passkeys.length ? { passkey: await passkeyFor(urls, sub, 'code/passkey') } : {}),
      ...(message ? { message } : {}),
    });
  };

  /**
   * Checks a passkey posted by the page's script (the `credential` field, JSON). A refusal answers with the
   * page's text and the status of its code; a cloned authenticator is refused and its owner mailed.
   */
  async function passkeyStep(request: Req, lang: Lang, sub: string | null) {
    let response: unknown;
    try {
      response = JSON.parse(request.body?.credential ?? '');
    } catch {
      response = null;
    }
    const t = texts[lang];
    try {
      if (!response || typeof response !== 'object')
        throw new AppError('passkey.invalid', 'No passkey answer');
      const result = await verifyPasskey(o.db, rp, response as Parameters<typeof verifyPasskey>[2], {
        ip: request.ip,
        now: o.now(),
        sub,
        onCloned: async (owner) => {
          const account = await findAccount(o.db, owner);
          if (!account) return;
          const link = `${o.homeUrl}${lang}/profile/setting`;
          await o.notices.send(
            letter('passkeyCloned', lang, { product: o.productName, email: account.email, link }),
          );
        },
      });
      return { ok: result } as const;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const wait = Number(error.params?.seconds ?? 0);
      const message =
        error.code === 'passkey.throttled'
          ? t.throttled(wait)
          : error.code === 'passkey.cloned'
            ? t.clonedPasskey
            : t.badPasskey;
      return { refused: { status: error.status, wait, message, code: error.code } } as const;
    }
  }

  /**
   * `amr` of a passkey sign-in (RFC 8176, docs/identity.md "Passkeys"): `hwk` (proof of a key held by an
   * authenticator) and `user` (the authenticator tested the person's presence, which every accepted assertion
   * shows).
   */
  const PASSKEY_AMR = ['hwk', 'user'];

  /**
   * A sign-in with a second factor cancels a recovery waiting meanwhile, and says so to the owner by mail
   * (docs/identity.md "Losing every factor"): nothing is cancelled silently.
   */
  async function factorSignedIn(request: Req, lang: Lang, sub: string) {
    if (!(await cancelOnFactorSignIn(o.db, sub, o.now()))) return;
    const account = await findAccount(o.db, sub);
    if (!account) return;
    const link = `${o.homeUrl}${lang}/profile/setting`;
    const detail = `${request.ip} / ${request.headers['user-agent']?.slice(0, 200) ?? '-'}`;
    await o.notices
      .send(letter('recoverCancelled', lang, { product: o.productName, email: account.email, link, detail }))
      .catch((error: unknown) => request.log.error({ err: error }, 'recovery cancelled mail not sent'));
  }

  /** The throttled answer: the same page, the wait in words and in Retry-After, and nothing checked. */
  const refuse = (reply: FastifyReply, wait: number, body: string) =>
    sendHtml(reply.header('retry-after', String(wait)), 429, body);

  const login = async (lang: Lang, urls: Urls, extra: Extra) =>
    loginPage({
      lang,
      product: o.productName,
      action: `${urls.login}/login`,
      otherPage: urls.signup,
      forgotPage: urls.forgot,
      passkey: await passkeyFor(urls, null, 'passkey'),
      ...extra,
    });

  app.get(base, async (request: Req, reply) => {
    const { interaction, lang, urls } = await load(request, reply);
    if (interaction.prompt.name === 'consent') {
      // Only reached when a client forces prompt=consent: first-party clients are never asked, so agree at once.
      const provider = await o.provider();
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: {} });
      return reply.redirect(returnTo, 303);
    }
    const loginHint =
      typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return sendHtml(reply, 200, await login(lang, urls, { values: { email: loginHint } }));
  });

  app.post(`${base}/passkey`, async (request: Req, reply) => {
    const { lang, urls } = await load(request, reply);
    const result = await passkeyStep(request, lang, null);
    if (result.refused) {
      const { status, wait, message } = result.refused;
      const page = await login(lang, urls, { message });
      return status === 429 ? refuse(reply, wait, page) : sendHtml(reply, status, page);
    }
    await record(request, lang, { sub: result.ok.sub, ok: true, method: 'passkey' });
    await factorSignedIn(request, lang, result.ok.sub);
    return signIn(request, reply, { sub: result.ok.sub }, PASSKEY_AMR);
  });

  app.post(`${base}/code/passkey`, async (request: Req, reply) => {
    const { interaction, lang, urls } = await load(request, reply);
    const sub = pendingOf(interaction);
    if (!sub) return reply.redirect(`${urls.login}?lang=${lang}`, 303);
    const result = await passkeyStep(request, lang, sub);
    if (result.refused) {
      const { status, wait, message } = result.refused;
      await record(request, lang, { sub, ok: false, method: 'passkey' });
      const page = await code(lang, urls, sub, message);
      return status === 429 ? refuse(reply, wait, page) : sendHtml(reply, status, page);
    }
    await record(request, lang, { sub, ok: true, method: 'passkey' });
    await factorSignedIn(request, lang, sub);
    return signIn(request, reply, { sub }, ['pwd', ...PASSKEY_AMR]);
  });

  app.post(`${base}/login`, async (request: Req, reply) => {
    const { interaction, lang, t, urls } = await load(request, reply);
    const email = request.body?.email?.trim() ?? '';
    const password = request.body?.password ?? '';
    const keys = throttleKeys(request.ip, email);
    const now = o.now();
    const wait = await takeAttempt(o.db, keys, now);
    if (wait > 0)
      return refuse(reply, wait, await login(lang, urls, { values: { email }, message: t.throttled(wait) }));
    const account = email && password ? await verifyPassword(o.db, email, password) : null;
    await purgeOldRuns(o.db, now);
    if (!account) {
      const known = email ? await findAccountByEmail(o.db, email) : null;
      if (known) await record(request, lang, { sub: known.sub, ok: false, method: 'password' });
      return sendHtml(reply, 401, await login(lang, urls, { values: { email }, message: t.badCredentials }));
    }
    await forgive(o.db, keys);
    if (await completeReadyRecovery(o.db, account.sub, now)) {
      // The recovery's wait is over: the factors are gone, and the password alone signs in (docs/identity.md
      // "Losing every factor"); a company requiring a factor then takes the person to enrol.
      await record(request, lang, { sub: account.sub, ok: true, method: 'password' });
      return signIn(request, reply, account, ['pwd']);
    }
    if (await hasSecondFactor(o.db, account.sub)) {
      // The second step (docs/identity.md "Second factor"); only now may the page say a factor exists.
      interaction.result = { secondFactor: { accountId: account.sub, at: o.now().getTime() } };
      await interaction.persist();
      return reply.redirect(`${urls.login}/code?lang=${lang}`, 303);
    }
    await record(request, lang, { sub: account.sub, ok: true, method: 'password' });
    return signIn(request, reply, account, ['pwd']);
  });

  app.get(`${base}/code`, async (request: Req, reply) => {
    const { interaction, lang, urls } = await load(request, reply);
    const sub = pendingOf(interaction);
    if (!sub) return reply.redirect(`${urls.login}?lang=${lang}`, 303);
    return sendHtml(reply, 200, await code(lang, urls, sub));
  });

  app.post(`${base}/code`, async (request: Req, reply) => {
    const { interaction, lang, t, urls } = await load(request, reply);
    const sub = pendingOf(interaction);
    if (!sub) return reply.redirect(`${urls.login}?lang=${lang}`, 303);
    const typed = request.body?.code?.trim() ?? '';
    const result = await secondStep(o.db, sub, typed, request.ip, o.now());
    if ('wait' in result)
      return refuse(reply, result.wait, await code(lang, urls, sub, t.throttled(result.wait)));
    if ('wrong' in result) {
      await record(request, lang, { sub, ok: false, method: 'code' });
      return sendHtml(reply, 401, await code(lang, urls, sub, t.badCode));
    }
    await record(request, lang, { sub, ok: true, method: 'code' });
    await factorSignedIn(request, lang, sub);
    return signIn(request, reply, { sub }, ['pwd', 'otp']);
  });

  /** "Lost every factor?": only after the password passed, so it tells nobody else about the account. */
  app.get(`${base}/code/lost`, async (request: Req, reply) => {
    const { interaction, lang, urls } = await load(request, reply);
    const sub = pendingOf(interaction);
    if (!sub) return reply.redirect(`${urls.login}?lang=${lang}`, 303);
    const page = lostPage({ lang, product: o.productName, action: `${urls.login}/code/lost` });
    return sendHtml(reply, 200, page);
  });

  app.post(`${base}/code/lost`, async (request: Req, reply) => {
    const { interaction, lang, t, urls } = await load(request, reply);
    const sub = pendingOf(interaction);
    if (!sub) return reply.redirect(`${urls.login}?lang=${lang}`, 303);
    const action = `${urls.login}/code/lost`;
    const now = o.now();
    // Never forgiven, like the reset form: each request sends a mail.
    const wait = await takeAttempt(o.db, throttleKeys(request.ip, `recover:${sub}`), now);
    if (wait > 0)
      return refuse(
        reply,
        wait,
        lostPage({ lang, product: o.productName, action, message: t.throttled(wait) }),
      );
    const account = await findAccount(o.db, sub);
    if (account) {
      const token = await recoveryLink(o.db, account, now);
      const link = `${o.issuer}/account/recover?${new URLSearchParams({ token, lang })}`;
      try {
        await o.notices.send(letter('recover', lang, { product: o.productName, email: account.email, link }));
      } catch (error) {
        request.log.error({ err: error }, 'recovery mail not sent');
        return sendHtml(reply, 503, lostPage({ lang, product: o.productName, action, message: t.failed }));
      }
    }
    const body = noticePage({
      lang,
      product: o.productName,
      title: t.checkMailTitle,
      message: t.lostSent,
      link: { href: `${urls.login}/code?lang=${lang}`, label: t.backToSignIn },
    });
    return sendHtml(reply, 200, body);
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
