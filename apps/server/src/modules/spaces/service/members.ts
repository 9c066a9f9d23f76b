import { type MemberRole, personName } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { changeMemberRole, membershipAudit, removeMember } from '../../../core/users/index.ts';
import { AppError } from '../../../errors.ts';
import { subsWithFactor } from '../../../idp/index.ts';
import { membersOf, writeSecondFactorRule } from '../repository/spaces.ts';
import type { Ctx } from './ctx.ts';
import { manageableSpace, readableSpace } from './spaces.ts';

/*
 * A company's members. Who may manage the company is this module's rule; what may happen to owners (only an
 * owner makes or removes one, the last one stays) is the core users group's, with the audit and the notices.
 */

export async function listMembers(ctx: Ctx, actor: Actor, key: string) {
  await readableSpace(ctx, actor, key, 'corporate');
  const rows = await membersOf(ctx.db, key);
  // Factors of the embedded provider; with an external one nobody has one here (docs/identity.md "Second factor").
  const withFactor = await subsWithFactor(
    ctx.db,
    rows.map((row) => row.sub),
  );
  const items = rows.map(({ profileName, furigana, joinedAt, lastSignInAt, ...row }) => ({
    ...row,
    person: personName(profileName, furigana),
    joinedAt: joinedAt.toISOString(),
    secondFactor: withFactor.has(row.sub),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  }));
  return { items, next: null };
}

/** The company's sign-in rule, for its members. */
export async function securityOf(ctx: Ctx, actor: Actor, key: string) {
  const { row } = await readableSpace(ctx, actor, key, 'corporate');
  return { requireSecondFactor: row.requireSecondFactor };
}

/**
 * Only an owner decides whether members need a second factor: it can shut colleagues out of the company's data
 * until they enrol, which is an owner's call, not an admin's (docs/identity.md "Second factor").
 */
export async function changeSecurity(
  ctx: Ctx,
  actor: Actor,
  key: string,
  input: { requireSecondFactor?: boolean | undefined },
) {
  const { row, memberRole } = await readableSpace(ctx, actor, key, 'corporate');
  if (memberRole !== 'owner')
    throw new AppError('space.manage_forbidden', 'Only owners may change the sign-in rule of this space');
  if (input.requireSecondFactor === undefined || input.requireSecondFactor === row.requireSecondFactor)
    return { requireSecondFactor: row.requireSecondFactor };
  // An owner requires only what they use themselves: enabling it from a password-only sign-in would shut them
  // out of the company the moment it took effect.
  if (input.requireSecondFactor && !actor.secondFactor)
    throw new AppError('mfa.required', 'Sign in with a second factor before requiring one', {
      params: { space: key },
    });
  const updated = await writeSecondFactorRule(ctx.db, key, input.requireSecondFactor);
  if (!updated) throw new AppError('record.not_found', `No space ${key}`);
  return { requireSecondFactor: updated.requireSecondFactor };
}

export async function changeRole(ctx: Ctx, actor: Actor, key: string, sub: string, role: MemberRole) {
  await manageableSpace(ctx, actor, key, 'corporate');
  return changeMemberRole(ctx, actor, { space: key, sub, role });
}

/** Anyone may leave; removing someone else takes an owner or admin of the company. */
export async function removeFromSpace(ctx: Ctx, actor: Actor, key: string, sub: string) {
  if (sub === actor.identity.sub) await readableSpace(ctx, actor, key, 'corporate');
  else await manageableSpace(ctx, actor, key, 'corporate');
  return removeMember(ctx, actor, { space: key, sub });
}

/** Who joined, left, was invited or changed role, for the company's owners and admins. */
export async function auditOf(
  ctx: Ctx,
  actor: Actor,
  key: string,
  page: { limit: number; cursor?: string | undefined },
) {
  await manageableSpace(ctx, actor, key, 'corporate');
  return membershipAudit(ctx.db, key, page.limit, page.cursor);
}
