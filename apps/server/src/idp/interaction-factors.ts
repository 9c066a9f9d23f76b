import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { noticePage } from './account-views.ts';
import { findAccount } from './accounts.ts';
import { hasTotp, secondStep } from './factors.ts';
import { sendHtml } from './http.ts';
import type { Kit, Req, Urls } from './interaction-kit.ts';
import { letter } from './mails.ts';
import { passkeysOf, verifyPasskey } from './passkeys.ts';
import { cancelOnFactorSignIn, recoveryLink, recoveryOf, whenText } from './recovery.ts';
import { lostPage } from './recovery-views.ts';
import { type Lang, texts } from './texts.ts';
import { takeAttempt, throttleKeys } from './throttle.ts';
import { codePage } from './views.ts';

/**
 * The passkey and second-factor pages of the sign-in interaction (docs/identity.md "Second factor", "Passkeys",
 * "Losing every factor"): a passkey alone, the second step after the password (a code or a passkey), and the
 * start of a recovery from it.
 */
export function secondStepRoutes(app: FastifyInstance, kit: Kit) {
  const { o, rp, load, signIn, pendingOf, record, passkeyFor, refuse, login } = kit;
  const base = `${o.mountPath}/interaction/:uid`;

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
}
