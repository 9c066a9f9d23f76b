import type { Actor } from '../../actor.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  confirmTotp,
  factorAuditOf,
  factorStatus,
  listPasskeys,
  recoveryOf,
  regenerateRecoveryCodes,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  removeTotp,
  resetFactors,
  signInHistory,
  startTotp,
} from '../../idp/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import { markSecondFactor } from './sessions.ts';

/*
 * The account's second factors as the app offers them (docs/identity.md "Second factor"): the embedded
 * provider's tables keep them, for its own accounts and for people an external provider signs in alike
 * ("Step-up"); this module hands it the signed-in person and, after an enrolment, opens the spaces that require
 * a factor to the very session that proved one.
 */

type Ctx = Pick<RequestContext, 'db' | 'config'>;

/** People manage their own factors; an API key is no person. */
function person(actor: Actor): string {
  if (actor.apiKey) throw new AppError('apikey.not_allowed', 'API keys have no second factors');
  return actor.identity.sub;
}

export async function statusOf(ctx: Ctx & Pick<RequestContext, 'clock'>, actor: Actor) {
  const sub = person(actor);
  const [status, history, recovery] = await Promise.all([
    factorStatus(ctx.db, sub),
    factorAuditOf(ctx.db, sub),
    recoveryOf(ctx.db, sub, ctx.clock()),
  ]);
  return {
    ...status,
    recovery: recovery ? { readyAt: recovery.readyAt.toISOString() } : null,
    history: history.map((entry) => ({
      action: entry.action,
      byOwner: entry.actorSub === sub,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * How the authenticator names the account: its address. Passed for every provider, so a person an external
 * provider signed in gets app-held factors too (docs/identity.md "Step-up").
 */
const labelOf = (actor: Actor) => actor.identity.email || actor.identity.nickname || actor.identity.sub;

export function start(ctx: Ctx, actor: Actor) {
  return startTotp(ctx.db, person(actor), ctx.config.productName, labelOf(actor));
}

export async function confirm(ctx: Ctx, auth: Auth, code: string, ip: string) {
  const result = await confirmTotp(ctx.db, person(auth.actor), code, ip, new Date());
  if (auth.via === 'session') await markSecondFactor(ctx.db, auth.sessionId);
  return result;
}

export function regenerate(ctx: Ctx, actor: Actor, code: string, ip: string) {
  return regenerateRecoveryCodes(ctx.db, person(actor), code, ip, new Date());
}

export async function remove(
  ctx: Ctx,
  actor: Actor,
  proof: { password?: string | undefined; code?: string | undefined },
  ip: string,
) {
  await removeTotp(ctx.db, person(actor), proof, ip, new Date());
}

/** An administrator resets someone's factors (they lost them all); the reset is recorded with who did it. */
export async function reset(ctx: Ctx, actor: Actor, sub: string) {
  await resetFactors(ctx.db, sub, actor.identity.sub);
}

/** The relying party of passkeys: PUBLIC_URL's host and origin (docs/identity.md "Passkeys"). */
const rpOf = (ctx: Ctx) => relyingParty(ctx.config.publicUrl, ctx.config.productName);

export async function passkeysOf(ctx: Ctx, actor: Actor) {
  return { passkeys: await listPasskeys(ctx.db, person(actor)) };
}

export async function passkeyOptions(ctx: Ctx, actor: Actor) {
  const options = await registrationOptions(ctx.db, rpOf(ctx), person(actor), new Date(), labelOf(actor));
  return { ...options, rp: { ...options.rp } };
}

export function addPasskey(
  ctx: Ctx,
  actor: Actor,
  body: { name: string; response: Parameters<typeof registerPasskey>[3]['response'] },
) {
  return registerPasskey(ctx.db, rpOf(ctx), person(actor), body, new Date());
}

export async function deletePasskey(ctx: Ctx, actor: Actor, id: string) {
  await removePasskey(ctx.db, person(actor), id);
}

/** The caller's sign-in history at the embedded provider (docs/identity.md "Sessions"). */
export async function signInsOf(ctx: Ctx, actor: Actor) {
  return { signIns: await signInHistory(ctx.db, person(actor)) };
}
