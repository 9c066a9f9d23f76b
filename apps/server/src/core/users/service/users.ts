import type { BaseProfileUpdate } from '@tourtariff/shared';
import type { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { CoreContext } from '../../route.ts';
import { loadIdentity } from '../identity.ts';
import { findUser, listUsers, readProfile, updateUser, writeProfile } from '../repository/users.ts';
import type { listUsersBody, setUserBody } from '../schemas.ts';
import { holderKey } from './wallet.ts';

/** The subject a call is about: the caller's own unless another is named, which only an administrator may do. */
export function subjectOf(ctx: CoreContext, requested: string | undefined): string {
  if (!requested || requested === ctx.actor.identity.sub) return ctx.actor.identity.sub;
  if (!ctx.actor.isAdmin)
    throw new AppError('acl.other_user', 'Only an administrator may act on another user');
  return requested;
}

/** The users row of a subject; the caller is always known (a bearer caller may not have a row yet). */
async function existingUser(ctx: CoreContext, subject: string) {
  const user = await findUser(ctx.db, subject);
  if (user) return user;
  if (subject === ctx.actor.identity.sub) return { email: ctx.actor.identity.email, createdAt: new Date() };
  throw new AppError('record.not_found', `No user ${subject}`);
}

export async function userPage(ctx: CoreContext, body: z.infer<typeof listUsersBody>) {
  const page = await listUsers(ctx.db, body);
  const items = await Promise.all(page.items.map((row) => loadIdentity(ctx.db, ctx.config, row.sub)));
  return { items, next: page.next };
}

export async function userOf(ctx: CoreContext, requested: string | undefined) {
  const subject = subjectOf(ctx, requested);
  const user = await existingUser(ctx, subject);
  return {
    ...(await loadIdentity(ctx.db, ctx.config, subject)),
    created_at: user.createdAt.toISOString(),
  };
}

export async function walletOf(ctx: CoreContext, requested: string | undefined) {
  const subject = subjectOf(ctx, requested);
  return { sub: subject, jwk: await holderKey(ctx.db, subject) };
}

export async function setUser(ctx: CoreContext, body: z.infer<typeof setUserBody>) {
  await existingUser(ctx, body.sub);
  await updateUser(ctx.db, body.sub, {
    ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
    ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
    ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
    ...(body.picture !== undefined ? { picture: body.picture } : {}),
  });
  return loadIdentity(ctx.db, ctx.config, body.sub);
}

export async function bioOf(ctx: CoreContext, requested: string | undefined) {
  const subject = subjectOf(ctx, requested);
  const user = await existingUser(ctx, subject);
  return { bio: (await readProfile(ctx.db, subject, user.email)).bio };
}

export async function setBio(ctx: CoreContext, bio: string) {
  await writeProfile(ctx.db, ctx.actor.identity.sub, { bio });
  return { bio };
}

export async function profileOf(ctx: CoreContext, requested: string | undefined) {
  const subject = subjectOf(ctx, requested);
  const user = await existingUser(ctx, subject);
  const { bio: _bio, ...profile } = await readProfile(ctx.db, subject, user.email);
  return profile;
}

export async function updateProfile(ctx: CoreContext, update: BaseProfileUpdate) {
  await writeProfile(ctx.db, ctx.actor.identity.sub, update);
  const { bio: _bio, ...profile } = await readProfile(
    ctx.db,
    ctx.actor.identity.sub,
    ctx.actor.identity.email,
  );
  return profile;
}
