import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import {
  anyBusinesses,
  type BusinessRow,
  businessesOf,
  deleteBusiness,
  findBusiness,
  insertBusiness,
  renameBusiness,
  spacesOfBusiness,
} from '../repository/businesses.ts';
import { aggregateBusinesses, queryBusinesses } from '../repository/profiles.ts';
import type { Ctx } from './ctx.ts';

/** docs/product.md §3 Business: the account-level record of a user (key, name); one per user in practice. */
const view = (row: BusinessRow) => ({ key: row.key, name: row.name, sub: row.sub });

/** The user's own business (docs/product.md §3): the named one if it is theirs, else their first, else a new one. */
export async function ensureBusiness(
  ctx: Ctx,
  actor: Actor,
  requested: string | undefined,
  nameHint: string,
): Promise<string> {
  const own = await businessesOf(ctx.db, actor.identity.sub);
  if (requested) {
    if (!own.some((b) => b.key === requested)) {
      throw new AppError('space.business_not_yours', `Business ${requested} is not yours`, {
        params: { business: requested },
      });
    }
    return requested;
  }
  if (own[0]) return own[0].key;
  return (await insertBusiness(ctx.db, { key: newKey('bz'), sub: actor.identity.sub, name: nameHint })).key;
}

/** The actor's own business (any, for an administrator); someone else's answers exactly like a missing key. */
async function ownBusiness(ctx: Ctx, actor: Actor, key: string) {
  const row = await findBusiness(ctx.db, key);
  if (!row || (row.sub !== actor.identity.sub && !actor.isAdmin)) {
    throw new AppError('record.not_found', `No business ${key}`);
  }
  return row;
}

export async function createBusiness(ctx: Ctx, actor: Actor, name: string) {
  return view(await insertBusiness(ctx.db, { key: newKey('bz'), sub: actor.identity.sub, name }));
}

export async function listBusinesses(ctx: Ctx, actor: Actor) {
  const rows = actor.isAdmin ? await anyBusinesses(ctx.db) : await businessesOf(ctx.db, actor.identity.sub);
  return { items: rows.map(view), next: null };
}

export async function readBusiness(ctx: Ctx, actor: Actor, key: string) {
  return view(await ownBusiness(ctx, actor, key));
}

/** `name` undefined: a PATCH that sent no field, which changes nothing (the caller must still own the business). */
export async function updateBusiness(ctx: Ctx, actor: Actor, key: string, name: string | undefined) {
  const row = await ownBusiness(ctx, actor, key);
  if (name === undefined) return view(row);
  return view((await renameBusiness(ctx.db, row.key, name)) ?? row);
}

/** A business with spaces stays: the spaces name it as their account. */
export async function removeBusiness(ctx: Ctx, actor: Actor, key: string) {
  const row = await ownBusiness(ctx, actor, key);
  const used = await spacesOfBusiness(ctx.db, row.key);
  if (used > 0) {
    throw new AppError('space.business_in_use', 'This business still has spaces', {
      params: { count: used },
    });
  }
  await deleteBusiness(ctx.db, row.key);
  return { key: row.key };
}

export async function businessesOfUser(ctx: Ctx, actor: Actor, sub: string) {
  if (sub !== actor.identity.sub && !actor.isAdmin) {
    throw new AppError('space.business_not_yours', 'Only your own businesses', { params: { business: sub } });
  }
  return (await businessesOf(ctx.db, sub)).map(view);
}

/** `POST /api/v1/Business/query` (docs/product-decisions.md §11): the caller's businesses, every one for an administrator. */
export async function queryBusinessesFor(ctx: Ctx, actor: Actor, body: QueryBody) {
  const { rows, next } = await queryBusinesses(ctx.db, actor.isAdmin ? null : actor.identity.sub, body);
  return { items: rows.map(view), next };
}

export function aggregateBusinessesFor(ctx: Ctx, actor: Actor, body: AggregateBody) {
  return aggregateBusinesses(ctx.db, actor.isAdmin ? null : actor.identity.sub, body);
}
