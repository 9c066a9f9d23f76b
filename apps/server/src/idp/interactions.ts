import type { FastifyInstance } from 'fastify';
import { findAccountByEmail, verifyPassword } from './accounts.ts';
import { hasSecondFactor } from './factors.ts';
import { acceptFormsOnly, sendFailure, sendHtml } from './http.ts';
import { secondStepRoutes } from './interaction-factors.ts';
import { type InteractionOptions, interactionKit, type Req } from './interaction-kit.ts';
import { signupRoutes } from './interaction-signup.ts';
import { completeReadyRecovery } from './recovery.ts';
import { pickLang, texts } from './texts.ts';
import { forgive, purgeOldRuns, takeAttempt, throttleKeys } from './throttle.ts';
import { messagePage } from './views.ts';

export type { InteractionOptions };

/**
 * Login and sign-up pages of the provider's interactions, under `<mount>/interaction/:uid`: the sign-in page and
 * its password here, the second step and passkeys in interaction-factors.ts, sign-up in interaction-signup.ts.
 */
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

  const kit = interactionKit(o);
  const { load, signIn, record, refuse, login } = kit;

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

  secondStepRoutes(app, kit);
  signupRoutes(app, kit);
}
