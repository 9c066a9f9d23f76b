import type { MemberRole, SpaceUpdate } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import { joinSpace } from '../../../core/users/index.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import { findSpace, insertSpace, type SpaceRow, spacesByKeys, writeSpace } from '../repository/spaces.ts';
import { nextProfileDetails } from './business-profile.ts';
import { ensureBusiness } from './businesses.ts';
import type { Ctx } from './ctx.ts';
import { storeImageInput } from './images.ts';

export type SpaceKind = SpaceRow['kind'];

/** What a member sees of a space. */
export function spaceView(row: SpaceRow, memberRole: MemberRole | undefined) {
  return {
    key: row.key,
    kind: row.kind,
    name: row.name,
    avatar: row.avatar,
    role: row.role,
    category: row.category,
    industry: row.industry,
    business: row.businessKey,
    details: row.details,
    memberRole: memberRole ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's spaces with their role in each, oldest first; the memberships were loaded with the caller. */
export async function spacesOfActor(ctx: Ctx, actor: Actor) {
  const rows = await spacesByKeys(
    ctx.db,
    actor.memberships.map((m) => m.space),
  );
  return rows.map((space) => ({ space, memberRole: membershipOf(actor, space.key)?.memberRole ?? 'member' }));
}

export async function spaceList(ctx: Ctx, actor: Actor, kind: SpaceKind) {
  const rows = await spacesOfActor(ctx, actor);
  const items = rows.filter((row) => row.space.kind === kind).map((r) => spaceView(r.space, r.memberRole));
  return { items, next: null };
}

type NewSpace = {
  /** docs/product.md §3: a create payload may name the user, but only themselves. */
  sub?: string | undefined;
  kind: SpaceKind;
  role: SpaceRow['role'];
  category: string;
  industry: SpaceRow['industry'];
  name: string;
  business?: string | undefined;
};

const oneGuide = () => new AppError('space.guide_exists', 'A user has at most one guide space');

/** Creates a space with its creator as owner, in one transaction; a second guide space is a conflict. */
export async function createSpace(ctx: Ctx, actor: Actor, input: NewSpace) {
  const sub = actor.identity.sub;
  if (input.sub && input.sub !== sub) {
    throw new AppError('space.only_for_yourself', 'A space can only be created for yourself');
  }
  if (input.kind === 'guide' && actor.memberships.some((m) => m.kind === 'guide')) throw oneGuide();
  const businessKey = await ensureBusiness(ctx, actor, input.business, actor.identity.nickname || input.name);
  const key = newKey('sp');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertSpace(tx, {
        key,
        kind: input.kind,
        role: input.role,
        category: input.category,
        industry: input.industry,
        name: input.name,
        businessKey,
        createdBy: sub,
      });
      await joinSpace(tx, { spaceKey: key, sub, role: 'owner', actorSub: sub });
      return created;
    });
    if (!row) throw new Error('space insert returned nothing');
    return spaceView(row, 'owner');
  } catch (error) {
    // The partial unique index settles a race between two guide creations.
    if (
      (error as { code?: string }).code === '23505' ||
      String((error as { cause?: unknown }).cause).includes('spaces_one_guide_idx')
    ) {
      throw oneGuide();
    }
    throw error;
  }
}

/**
 * A space of the expected kind that the actor may read: members, and administrators. To anyone else it does
 * not exist: a different answer for "not yours" would tell a stranger which keys are real.
 */
export async function readableSpace(ctx: Ctx, actor: Actor, key: string, kind: SpaceKind) {
  const member = membershipOf(actor, key);
  const row = member || actor.isAdmin ? await findSpace(ctx.db, key) : undefined;
  if (!row || row.kind !== kind) throw new AppError('record.not_found', `No ${kind} space ${key}`);
  return { row, memberRole: member?.memberRole };
}

/** Owners and admins of the space (and administrators) may change it. */
export async function manageableSpace(ctx: Ctx, actor: Actor, key: string, kind: SpaceKind) {
  const found = await readableSpace(ctx, actor, key, kind);
  if (!actor.isAdmin && found.memberRole !== 'owner' && found.memberRole !== 'admin') {
    throw new AppError('space.manage_forbidden', 'Only owners and admins may change this space');
  }
  return found;
}

export async function readSpace(ctx: Ctx, actor: Actor, key: string, kind: SpaceKind) {
  const { row, memberRole } = await readableSpace(ctx, actor, key, kind);
  return spaceView(row, memberRole);
}

export async function updateSpace(
  ctx: Ctx,
  actor: Actor,
  target: { key: string; kind: SpaceKind },
  input: SpaceUpdate,
) {
  const { row, memberRole } = await manageableSpace(ctx, actor, target.key, target.kind);
  // The business profile has one writer, shared with /api/v1/Creator and /api/v1/Arranger (same rules, same logo).
  const details = input.details
    ? await nextProfileDetails(ctx, actor, row, input.details, { mode: 'merge', prefix: 'body.details' })
    : row.details;
  const avatar = await storeImageInput(input.avatar, 'body.avatar', {
    storage: ctx.storage,
    sub: actor.identity.sub,
  });
  const updated = await writeSpace(ctx.db, target.key, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(avatar !== undefined ? { avatar } : {}),
    details,
  });
  if (!updated) throw new AppError('record.not_found', `No space ${target.key}`);
  return spaceView(updated, memberRole);
}
