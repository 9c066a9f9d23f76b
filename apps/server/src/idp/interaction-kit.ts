import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Form } from './http.ts';
import { sendHtml } from './http.ts';
import { authenticationOptions, relyingParty } from './passkeys.ts';
import { recordSignIn, type SignInRecord } from './sign-ins.ts';
import { type Lang, pickLang, texts } from './texts.ts';
import type { Clock } from './throttle.ts';
import { type FormPage, loginPage } from './views.ts';

/*
 * What every page of the provider's sign-in interaction uses (interactions.ts, interaction-factors.ts,
 * interaction-signup.ts): the pending interaction of this browser, ending it as signed in, the account that
 * still owes a second step, the sign-in history, the throttled answer and the sign-in page.
 */

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

export type Urls = { login: string; signup: string; forgot: string };
export type Extra = Pick<FormPage, 'values' | 'errors' | 'message'>;
export type Req = FastifyRequest<{
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Form | undefined;
}>;

/** The shared helpers of the interaction's routes, over one set of options. */
export function interactionKit(o: InteractionOptions) {
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

  return { o, rp, load, signIn, pendingOf, record, passkeyFor, refuse, login };
}

export type Kit = ReturnType<typeof interactionKit>;
