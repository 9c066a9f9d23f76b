import { baseProfileUpdate } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type CoreContext, coreCall } from '../route.ts';
import { loadIdentity } from './identity.ts';
import { findUser, listUsers, readProfile, updateUser, writeProfile } from './repository.ts';
import { holderKey } from './wallet.ts';

const sub = z.string().trim().min(1).max(200);
const optionalSub = z.object({ sub: sub.optional() }).strict();

/** The subject a call is about: the caller's own unless another is named, which only an administrator may do. */
export function subjectOf(ctx: CoreContext, requested: string | undefined): string {
  if (!requested || requested === ctx.identity.sub) return ctx.identity.sub;
  if (!ctx.isAdmin) throw new AppError('access.forbidden', 'Only an administrator may act on another user');
  return requested;
}

/** The users row of a subject; the caller is always known (a bearer caller may not have a row yet). */
async function existingUser(ctx: CoreContext, subject: string) {
  const user = await findUser(ctx.db, subject);
  if (user) return user;
  if (subject === ctx.identity.sub) return { email: ctx.identity.email, createdAt: new Date() };
  throw new AppError('record.not_found', `No user ${subject}`);
}

export const usersCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'users',
    call: 'list',
    summary: 'A page of users (administrators only)',
    access: ['admin'],
    body: z
      .object({
        limit: z.number().int().min(1).max(100).default(50),
        cursor: z.string().max(200).optional(),
        q: z.string().trim().max(100).optional(),
      })
      .strict(),
    handler: async (ctx, body) => {
      const page = await listUsers(ctx.db, body);
      const items = await Promise.all(page.items.map((row) => loadIdentity(ctx.db, ctx.config, row.sub)));
      return { items, next: page.next };
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'get',
    summary: "A user's identity and access entries (own, or any for an administrator)",
    body: optionalSub,
    handler: async (ctx, body) => {
      const subject = subjectOf(ctx, body.sub);
      const user = await existingUser(ctx, subject);
      return {
        ...(await loadIdentity(ctx.db, ctx.config, subject)),
        created_at: user.createdAt.toISOString(),
      };
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'wallet',
    summary: "The user's holder key as a public JWK, generated on first use",
    body: optionalSub,
    handler: async (ctx, body) => {
      const subject = subjectOf(ctx, body.sub);
      return { sub: subject, jwk: await holderKey(ctx.db, subject) };
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'set',
    summary:
      "Changes a user's display fields (administrators only; the provider's claims refresh them at sign-in)",
    access: ['admin'],
    body: z
      .object({
        sub,
        nickname: z.string().trim().min(1).max(100).optional(),
        first_name: z.string().trim().max(100).optional(),
        last_name: z.string().trim().max(100).optional(),
        picture: z.string().trim().max(2000).nullable().optional(),
      })
      .strict(),
    handler: async (ctx, body) => {
      await existingUser(ctx, body.sub);
      await updateUser(ctx.db, body.sub, {
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
        ...(body.picture !== undefined ? { picture: body.picture } : {}),
      });
      return loadIdentity(ctx.db, ctx.config, body.sub);
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'getbio',
    summary: "A user's free-text bio",
    body: optionalSub,
    handler: async (ctx, body) => {
      const subject = subjectOf(ctx, body.sub);
      const user = await existingUser(ctx, subject);
      return { bio: (await readProfile(ctx.db, subject, user.email)).bio };
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'setbio',
    summary: 'Sets the caller’s bio (up to 2,000 characters)',
    body: z.object({ bio: z.string().max(2000) }).strict(),
    handler: async (ctx, body) => {
      await writeProfile(ctx.db, ctx.identity.sub, { bio: body.bio });
      return { bio: body.bio };
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'profile',
    summary: 'The base profile of SPEC §3 (contact email read-only, from the provider)',
    body: optionalSub,
    handler: async (ctx, body) => {
      const subject = subjectOf(ctx, body.sub);
      const user = await existingUser(ctx, subject);
      const { bio: _bio, ...profile } = await readProfile(ctx.db, subject, user.email);
      return profile;
    },
  });

  coreCall(app, {
    group: 'users',
    call: 'profile-update',
    summary: 'Updates the caller’s base profile; only the fields given change',
    body: baseProfileUpdate,
    handler: async (ctx, body) => {
      await writeProfile(ctx.db, ctx.identity.sub, body);
      const { bio: _bio, ...profile } = await readProfile(ctx.db, ctx.identity.sub, ctx.identity.email);
      return profile;
    },
  });
};
