import type { SpaceUpdate } from '@tourtariff/shared';
import { and, eq } from 'drizzle-orm';
import { businesses, spaceMembers, spaces } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordChange } from './audit.ts';
import type { Actor } from './context.ts';
import { storeImageInput } from './image-input.ts';
import { businessesOf, findSpace, membership, newKey, type SpaceRow } from './repository.ts';

export type SpaceKind = SpaceRow['kind'];

/** What a member sees of a space. */
export function spaceView(row: SpaceRow, memberRole: string | undefined) {
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

/** The user's own business (SPEC §3): the named one if it is theirs, else their first, else a new one. */
export async function ensureBusiness(
  actor: Actor,
  requested: string | undefined,
  nameHint: string,
): Promise<string> {
  const own = await businessesOf(actor.db, actor.identity.sub);
  if (requested) {
    if (!own.some((b) => b.key === requested))
      throw new AppError('access.forbidden', `Business ${requested} is not yours`);
    return requested;
  }
  if (own[0]) return own[0].key;
  const key = newKey('bz');
  await actor.db.insert(businesses).values({ key, sub: actor.identity.sub, name: nameHint });
  return key;
}

type NewSpace = {
  kind: SpaceKind;
  role: SpaceRow['role'];
  category: string;
  industry: SpaceRow['industry'];
  name: string;
  business?: string | undefined;
};

/** Creates a space with its creator as owner, in one transaction; a second guide space is a conflict. */
export async function createSpace(actor: Actor, input: NewSpace) {
  const sub = actor.identity.sub;
  if (input.kind === 'guide' && (await guideSpaceOf(actor))) {
    throw new AppError('record.conflict', 'A user has at most one guide space');
  }
  const businessKey = await ensureBusiness(actor, input.business, actor.identity.nickname || input.name);
  const key = newKey('sp');
  try {
    const row = await actor.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(spaces)
        .values({
          key,
          kind: input.kind,
          role: input.role,
          category: input.category,
          industry: input.industry,
          name: input.name,
          businessKey,
          createdBy: sub,
        })
        .returning();
      await tx.insert(spaceMembers).values({ spaceKey: key, sub, role: 'owner' });
      await recordChange(tx, {
        spaceKey: key,
        action: 'join',
        actorSub: sub,
        targetSub: sub,
        toRole: 'owner',
      });
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
      throw new AppError('record.conflict', 'A user has at most one guide space');
    }
    throw error;
  }
}

async function guideSpaceOf(actor: Actor) {
  const [row] = await actor.db
    .select({ key: spaces.key })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceKey, spaces.key))
    .where(and(eq(spaceMembers.sub, actor.identity.sub), eq(spaces.kind, 'guide')));
  return row;
}

/**
 * A space of the expected kind that the actor may read: members, and administrators. To anyone else it does
 * not exist: a different answer for "not yours" would tell a stranger which keys are real.
 */
export async function readableSpace(actor: Actor, key: string, kind: SpaceKind) {
  const row = await findSpace(actor.db, key);
  const member = row ? await membership(actor.db, key, actor.identity.sub) : undefined;
  if (!row || row.kind !== kind || (!member && !actor.isAdmin)) {
    throw new AppError('record.not_found', `No ${kind} space ${key}`);
  }
  return { row, memberRole: member?.role };
}

/** Owners and admins of the space (and administrators) may change it. */
export async function manageableSpace(actor: Actor, key: string, kind: SpaceKind) {
  const found = await readableSpace(actor, key, kind);
  if (!actor.isAdmin && found.memberRole !== 'owner' && found.memberRole !== 'admin') {
    throw new AppError('access.forbidden', 'Only owners and admins may change this space');
  }
  return found;
}

export async function updateSpace(actor: Actor, key: string, kind: SpaceKind, input: SpaceUpdate) {
  const { row, memberRole } = await manageableSpace(actor, key, kind);
  const imageCtx = { storage: actor.server.storage, sub: actor.identity.sub };
  const avatar = await storeImageInput(input.avatar, 'body.avatar', imageCtx);
  const logo = input.details?.logo
    ? await storeImageInput(input.details.logo, 'body.details.logo', imageCtx)
    : undefined;
  const details = input.details
    ? { ...row.details, ...input.details, ...(logo ? { logo } : {}) }
    : row.details;
  const [updated] = await actor.db
    .update(spaces)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(avatar !== undefined ? { avatar } : {}),
      details,
      updatedAt: new Date(),
    })
    .where(eq(spaces.key, key))
    .returning();
  if (!updated) throw new AppError('record.not_found', `No space ${key}`);
  return spaceView(updated, memberRole);
}
