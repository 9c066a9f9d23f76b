import type { BaseProfileUpdate } from '@tourtariff/shared';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { loadIdentity } from '../identity.ts';
import { findUser, listUsers, readProfile, updateUser, writeProfile } from '../repository/users.ts';
import type { listUsersBody, setUserBody } from '../schemas.ts';
import { holderKey } from './wallet.ts';

/** The subject a call is about: the caller's own unless another is named, which only an administrator may do. */
export function subjectOf(actor: Actor, requested: string | undefined): string {
  if (!requested || requested === actor.identity.sub) return actor.identity.sub;
  if (!actor.isAdmin) throw new AppError('acl.other_user', 'Only an administrator may act on another user');
  return requested;
}

/** The users row of a subject; the caller is always known (a bearer caller may not have a row yet). */
async function existingUser(ctx: RequestContext, actor: Actor, subject: string) {
  const user = await findUser(ctx.db, subject);
  if (user) return user;
  if (subject === actor.identity.sub) return { email: actor.identity.email, createdAt: new Date() };
  throw new AppError('record.not_found', `No user ${subject}`);
}

export async function userPage(ctx: RequestContext, body: z.infer<typeof listUsersBody>) {
  const page = await listUsers(ctx.db, body);
  const items = await Promise.all(page.items.map((row) => loadIdentity(ctx.db, ctx.config, row.sub)));
  return { items, next: page.next };
}

export async function userOf(ctx: RequestContext, actor: Actor, requested: string | undefined) {
  const subject = subjectOf(actor, requested);
  const user = await existingUser(ctx, actor, subject);
  return {
    ...(await loadIdentity(ctx.db, ctx.config, subject)),
    created_at: user.createdAt.toISOString(),
  };
}

export async function walletOf(ctx: RequestContext, actor: Actor, requested: string | undefined) {
  const subject = subjectOf(actor, requested);
  return { sub: subject, jwk: await holderKey(ctx.db, subject) };
}

export async function setUser(ctx: RequestContext, actor: Actor, body: z.infer<typeof setUserBody>) {
  await existingUser(ctx, actor, body.sub);
  await updateUser(ctx.db, body.sub, {
    ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
    ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
    ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
    ...(body.picture !== undefined ? { picture: body.picture } : {}),
  });
  return loadIdentity(ctx.db, ctx.config, body.sub);
}

export async function bioOf(ctx: RequestContext, actor: Actor, requested: string | undefined) {
  const subject = subjectOf(actor, requested);
  const user = await existingUser(ctx, actor, subject);
  return { bio: (await readProfile(ctx.db, subject, user.email)).bio };
}

export async function setBio(ctx: RequestContext, actor: Actor, bio: string) {
  await writeProfile(ctx.db, actor.identity.sub, { bio });
  return { bio };
}

export async function profileOf(ctx: RequestContext, actor: Actor, requested: string | undefined) {
  const subject = subjectOf(actor, requested);
  const user = await existingUser(ctx, actor, subject);
  const { bio: _bio, ...profile } = await readProfile(ctx.db, subject, user.email);
  return profile;
}

export async function updateProfile(ctx: RequestContext, actor: Actor, update: BaseProfileUpdate) {
  await writeProfile(ctx.db, actor.identity.sub, update);
  const { bio: _bio, ...profile } = await readProfile(ctx.db, actor.identity.sub, actor.identity.email);
  return profile;
}
