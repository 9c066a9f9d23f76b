import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { forgotPage, noticePage, resetPage, verifyPage } from './account-views.ts';
import { findAccountByEmail, markVerified, setPassword } from './accounts.ts';
import { forgetAccountState } from './adapter.ts';
import { acceptFormsOnly, EMAIL, type Form, passwordProblem, sendFailure, sendHtml } from './http.ts';
import { dropLinks, issueLink, peekLink, useLink } from './mail-links.ts';
import { letter } from './mails.ts';
import { pickLang, texts } from './texts.ts';
import { type Clock, takeAttempt, throttleKeys } from './throttle.ts';

export type AccountRouteOptions = {
  db: Db;
  mountPath: string;
  issuer: string;
  productName: string;
  /** Where "continue" links lead once a link has done its work: the app that signs people in here. */
  homeUrl: string;
  mailer: Mailer;
  /** The owner notices that may wait (index.ts `notices`): recovery's mails. */
  notices: Mailer;
  now: Clock;
  /** Ends the account's sessions in the relying party too, after its password changed. */
  onPasswordReset?: (sub: string) => Promise<void>;
  /** Lets the relying party trust the address at once, instead of at the owner's next sign-in. */
  onEmailVerified?: (sub: string, email: string) => Promise<void>;
};

type Req = FastifyRequest<{ Querystring: { lang?: string; token?: string }; Body: Form | undefined }>;

/**
 * The mailed links of the embedded provider, usable without a pending sign-in (a mail is often opened later, in
 * another browser): forgot password → reset, and e-mail confirmation. Pages that change something take a POST.
 */
export async function accountRoutes(app: FastifyInstance, o: AccountRouteOptions) {
  acceptFormsOnly(app);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) =>
    sendFailure(error, request, reply, o.productName),
  );
  const base = `${o.mountPath}/account`;
  const at = (request: Req) => {
    const lang = pickLang(request.body?.lang ?? request.query.lang, undefined);
    return { lang, t: texts[lang], p: { lang, product: o.productName } };
  };
  const token = (request: Req) => String(request.body?.token ?? request.query.token ?? '').slice(0, 200);
  const invalid = (request: Req, reply: FastifyReply) => {
    const { t, p } = at(request);
    return sendHtml(reply, 400, noticePage({ ...p, title: t.errorTitle, message: t.linkInvalid }));
  };
  const toApp = (request: Req) => ({ href: o.homeUrl, label: at(request).t.goToApp(o.productName) });

  app.get(`${base}/forgot`, async (request: Req, reply) => {
    const { p } = at(request);
    return sendHtml(reply, 200, forgotPage({ ...p, action: `${base}/forgot` }));
  });

  app.post(`${base}/forgot`, async (request: Req, reply) => {
    const { lang, t, p } = at(request);
    const email = request.body?.email?.trim() ?? '';
    const action = `${base}/forgot`;
    if (!EMAIL.test(email) || email.length > 254) {
      const errors = { email: email ? t.invalidEmail : t.required };
      return sendHtml(reply, 400, forgotPage({ ...p, action, email, errors }));
    }
    const now = o.now();
    // Never forgiven: each request sends a mail, and one address must not be able to flood someone's inbox.
    const wait = await takeAttempt(o.db, throttleKeys(request.ip, email), now);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return sendHtml(reply, 429, forgotPage({ ...p, action, email, message: t.throttled(wait) }));
    }
    const account = await findAccountByEmail(o.db, email);
    if (account) {
      const link = await issueLink(o.db, { sub: account.sub, email: account.email, purpose: 'reset' }, now);
      const href = `${o.issuer}/account/reset?${new URLSearchParams({ token: link, lang })}`;
      try {
        await o.mailer.send(
          letter('reset', lang, { product: o.productName, email: account.email, link: href }),
        );
      } catch (error) {
        request.log.error({ err: error }, 'password reset mail not sent');
        return sendHtml(reply, 503, forgotPage({ ...p, action, email, message: t.failed }));
      }
    }
    // The same answer whether or not the address has an account.
    const body = noticePage({ ...p, title: t.checkMailTitle, message: t.forgotSent(email) });
    return sendHtml(reply, 200, body);
  });

  app.get(`${base}/reset`, async (request: Req, reply) => {
    const { p } = at(request);
    if (!(await peekLink(o.db, token(request), 'reset', o.now()))) return invalid(request, reply);
    return sendHtml(reply, 200, resetPage({ ...p, action: `${base}/reset`, token: token(request) }));
  });

  app.post(`${base}/reset`, async (request: Req, reply) => {
    const { t, p } = at(request);
    const password = request.body?.password ?? '';
    const problem = passwordProblem(password);
    if (problem) {
      const errors = { password: problem === 'short' ? t.shortPassword : t.tooLong };
      const page = resetPage({ ...p, action: `${base}/reset`, token: token(request), errors });
      return sendHtml(reply, 400, page);
    }
    const used = await useLink(o.db, token(request), 'reset', o.now());
    if (!used) return invalid(request, reply);
    await setPassword(o.db, used.sub, password);
    // The link reached the mailbox, which is all that confirming the address asks for.
    await markVerified(o.db, used.sub, used.email);
    await o.onEmailVerified?.(used.sub, used.email);
    await dropLinks(o.db, used.sub, 'reset');
    await forgetAccountState(o.db, used.sub);
    await o.onPasswordReset?.(used.sub);
    const body = noticePage({ ...p, title: t.resetTitle, message: t.passwordChanged, link: toApp(request) });
    return sendHtml(reply, 200, body);
  });

  app.get(`${base}/verify`, async (request: Req, reply) => {
    const { p } = at(request);
    const live = await peekLink(o.db, token(request), 'verify', o.now());
    if (!live) return invalid(request, reply);
    const page = verifyPage({ ...p, action: `${base}/verify`, token: token(request), email: live.email });
    return sendHtml(reply, 200, page);
  });

  app.post(`${base}/verify`, async (request: Req, reply) => {
    const { t, p } = at(request);
    const used = await useLink(o.db, token(request), 'verify', o.now());
    if (!used) return invalid(request, reply);
    await markVerified(o.db, used.sub, used.email);
    await o.onEmailVerified?.(used.sub, used.email);
    const body = noticePage({ ...p, title: t.verifyTitle, message: t.verified, link: toApp(request) });
    return sendHtml(reply, 200, body);
  });
}
