import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import { registerPeopleReaders } from '../register.ts';
import {
  baseProfileResponse,
  baseProfileUpdate,
  bioResponse,
  identityResponse,
  listUsersBody,
  optionalSub,
  setBioBody,
  setUserBody,
  userPage,
  userResponse,
  walletResponse,
} from '../schemas.ts';
import * as users from '../service/users.ts';

/** The users group (docs/product-decisions.md §7): identities, the holder key, the bio and the base profile. */
export const usersCalls: FastifyPluginAsync = async (app) => {
  registerPeopleReaders();
  coreCall(app, {
    group: 'users',
    call: 'list',
    summary: 'A page of users (administrators only)',
    access: ['admin'],
    body: listUsersBody,
    response: userPage,
    handler: (ctx, _actor, body) => users.userPage(ctx, body),
  });

  coreCall(app, {
    group: 'users',
    call: 'get',
    summary: "A user's identity and access entries (own, or any for an administrator)",
    body: optionalSub,
    response: userResponse,
    handler: (ctx, actor, body) => users.userOf(ctx, actor, body.sub),
  });

  coreCall(app, {
    group: 'users',
    call: 'wallet',
    summary: "The user's holder key as a public JWK, generated on first use",
    body: optionalSub,
    response: walletResponse,
    handler: (ctx, actor, body) => users.walletOf(ctx, actor, body.sub),
  });

  coreCall(app, {
    group: 'users',
    call: 'set',
    summary:
      "Changes a user's display fields (administrators only; the provider's claims refresh them at sign-in)",
    access: ['admin'],
    body: setUserBody,
    response: identityResponse,
    handler: (ctx, actor, body) => users.setUser(ctx, actor, body),
  });

  coreCall(app, {
    group: 'users',
    call: 'getbio',
    summary: "A user's free-text bio",
    body: optionalSub,
    response: bioResponse,
    handler: (ctx, actor, body) => users.bioOf(ctx, actor, body.sub),
  });

  coreCall(app, {
    group: 'users',
    call: 'setbio',
    summary: 'Sets the caller’s bio (up to 2,000 characters)',
    body: setBioBody,
    response: bioResponse,
    handler: (ctx, actor, body) => users.setBio(ctx, actor, body.bio),
  });

  coreCall(app, {
    group: 'users',
    call: 'profile',
    summary: 'The base profile of docs/product.md §3 (contact email read-only, from the provider)',
    body: optionalSub,
    response: baseProfileResponse,
    handler: (ctx, actor, body) => users.profileOf(ctx, actor, body.sub),
  });

  coreCall(app, {
    group: 'users',
    call: 'profile-update',
    summary: 'Updates the caller’s base profile; only the fields given change',
    body: baseProfileUpdate,
    response: baseProfileResponse,
    handler: (ctx, actor, body) => users.updateProfile(ctx, actor, body),
  });
};
