import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  authenticationOptions,
  hasTotp,
  letter,
  listPasskeys,
  relyingParty,
  secondStep,
  verifyPasskey,
} from '../../idp/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Auth } from '../../plugins/auth.ts';
import { markSecondFactor } from './sessions.ts';

/*
 * Step-up (docs/identity.md "Step-up"): a browser session whose sign-in named no second factor in its `amr` —
 * an external provider's password-only sign-in, or an embedded one older than the factor — proves a factor the
 * app holds for the person (an authenticator code, a recovery code or a passkey), and the spaces requiring one
 * open to that session. The proof is checked and throttled exactly as the embedded provider's second step.
 */

type Ctx = Pick<RequestContext, 'db' | 'config'>;

/** The session to step up: a person's browser sign-in. A bearer token carries its own `amr`; a key is no person. */
function sessionOf(auth: Auth): { sub: string; sessionId: string } {
  if (auth.actor.apiKey) throw new AppError('apikey.not_allowed', 'API keys have no second factors');
  if (auth.via !== 'session')
    throw new AppError(
      'auth.session_only',
      'Step-up applies to a browser sign-in; a token keeps its own amr',
    );
  return { sub: auth.actor.identity.sub, sessionId: auth.sessionId };
}

const badCode = () =>
  new AppError('mfa.invalid_code', 'The code is wrong, expired or already used', [
    { field: 'code', rule: 'mfa', message: 'The code is wrong, expired or already used' },
  ]);

/** An authenticator code (each step once) or a recovery code (used up), counted in the sign-in throttle. */
export async function stepUpWithCode(ctx: Ctx, auth: Auth, code: string, ip: string) {
  const { sub, sessionId } = sessionOf(auth);
  if (!(await hasTotp(ctx.db, sub)))
    throw new AppError('mfa.not_enrolled', 'No authenticator app is set up: set one up instead');
  const outcome = await secondStep(ctx.db, sub, code, ip, new Date());
  if ('wait' in outcome)
    throw new AppError('mfa.throttled', `Too many wrong codes; wait ${outcome.wait} s`, {
      params: { seconds: outcome.wait },
    });
  if ('wrong' in outcome) throw badCode();
  await markSecondFactor(ctx.db, sessionId);
}

const rpOf = (ctx: Ctx) => relyingParty(ctx.config.publicUrl, ctx.config.productName);

async function needPasskey(ctx: Ctx, sub: string) {
  if ((await listPasskeys(ctx.db, sub)).length === 0)
    throw new AppError('mfa.not_enrolled', 'No passkey is registered: register one instead');
}

/** Request options naming the person's own passkeys, with a single-use challenge for them (5 minutes). */
export async function stepUpPasskeyOptions(ctx: Ctx, auth: Auth) {
  const { sub } = sessionOf(auth);
  await needPasskey(ctx, sub);
  const options = await authenticationOptions(ctx.db, rpOf(ctx), sub, new Date());
  return { ...options };
}

/**
 * The browser's assertion for those options. A cloned authenticator is refused and its owner told by mail
 * through the outbox, as at the embedded sign-in (docs/identity.md "Passkeys").
 */
export async function stepUpWithPasskey(
  ctx: Ctx,
  auth: Auth,
  response: Parameters<typeof verifyPasskey>[2],
  request: { ip: string; lang: 'jp' | 'en'; notices: Mailer },
) {
  const { sub, sessionId } = sessionOf(auth);
  await needPasskey(ctx, sub);
  await verifyPasskey(ctx.db, rpOf(ctx), response, {
    ip: request.ip,
    now: new Date(),
    sub,
    onCloned: async () => {
      const email = auth.actor.identity.email;
      if (!email) return;
      const link = `${ctx.config.publicUrl}/${request.lang}/profile/setting`;
      await request.notices.send(
        letter('passkeyCloned', request.lang, { product: ctx.config.productName, email, link }),
      );
    },
  });
  await markSecondFactor(ctx.db, sessionId);
}
