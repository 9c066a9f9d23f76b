import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRouteOptions } from './account-routes.ts';
import { noticePage } from './account-views.ts';
import { acceptFormsOnly, type Form, sendFailure, sendHtml } from './http.ts';
import { peekLink } from './mail-links.ts';
import { letter } from './mails.ts';
import { cancelRecoveryByLink, startRecovery, whenText } from './recovery.ts';
import { cancelPage, recoverPage } from './recovery-views.ts';
import { pickLang, texts } from './texts.ts';

type Req = FastifyRequest<{ Querystring: { lang?: string; token?: string }; Body: Form | undefined }>;

/**
 * The mailed links of account recovery (docs/identity.md "Losing every factor"), usable without a pending
 * sign-in: the one starting the 24-hour wait, and the owner's cancel link. Each link works once.
 */
export async function recoveryRoutes(
  app: FastifyInstance,
  o: Pick<AccountRouteOptions, 'db' | 'mountPath' | 'issuer' | 'productName' | 'homeUrl' | 'notices' | 'now'>,
) {
  acceptFormsOnly(app);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) =>
    sendFailure(error, request, reply, o.productName),
  );
  const start = `${o.mountPath}/account/recover`;
  const cancel = `${start}/cancel`;
  const at = (request: Req) => {
    const lang = pickLang(request.body?.lang ?? request.query.lang, undefined);
    return { lang, t: texts[lang], p: { lang, product: o.productName } };
  };
  const token = (request: Req) => String(request.body?.token ?? request.query.token ?? '').slice(0, 200);
  const invalid = (request: Req, reply: FastifyReply) => {
    const { t, p } = at(request);
    return sendHtml(reply, 400, noticePage({ ...p, title: t.errorTitle, message: t.linkInvalid }));
  };

  app.get(start, async (request: Req, reply) => {
    const { p } = at(request);
    if (!(await peekLink(o.db, token(request), 'recover', o.now()))) return invalid(request, reply);
    return sendHtml(reply, 200, recoverPage({ ...p, action: start, token: token(request) }));
  });

  app.post(start, async (request: Req, reply) => {
    const { lang, t, p } = at(request);
    const started = await startRecovery(o.db, token(request), o.now());
    if (!started) return invalid(request, reply);
    const when = whenText(lang, started.readyAt);
    if (started.cancelToken) {
      const link = `${o.issuer}/account/recover/cancel?${new URLSearchParams({ token: started.cancelToken, lang })}`;
      // The wait has started and is recorded either way; a lost mail is logged, as the owner can still see the
      // recovery in the account's history.
      await o.notices
        .send(
          letter('recoverStarted', lang, {
            product: o.productName,
            email: started.email,
            link,
            detail: when,
          }),
        )
        .catch((error: unknown) => request.log.error({ err: error }, 'recovery cancel mail not sent'));
    }
    const link = { href: o.homeUrl, label: t.goToApp(o.productName) };
    return sendHtml(
      reply,
      200,
      noticePage({ ...p, title: t.lostTitle, message: t.recoverStarted(when), link }),
    );
  });

  app.get(cancel, async (request: Req, reply) => {
    const { p } = at(request);
    if (!(await peekLink(o.db, token(request), 'recover_cancel', o.now()))) return invalid(request, reply);
    return sendHtml(reply, 200, cancelPage({ ...p, action: cancel, token: token(request) }));
  });

  app.post(cancel, async (request: Req, reply) => {
    const { t, p } = at(request);
    if (!(await cancelRecoveryByLink(o.db, token(request), o.now()))) return invalid(request, reply);
    return sendHtml(reply, 200, noticePage({ ...p, title: t.cancelTitle, message: t.recoveryCancelled }));
  });
}
