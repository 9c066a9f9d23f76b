import type { BaseProfileUpdate } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { readProfile, writeProfile } from '../../../core/users/index.ts';
import { AppError } from '../../../errors.ts';
import type { Ctx } from './ctx.ts';
import { storeImageInput } from './images.ts';
import { spacesOfActor } from './spaces.ts';

/**
 * GET /api/profile: the roles object of docs/product.md §3 — the guide space, personal and corporate spaces, the admin space
 * (every holder of tourtariff:admin has it; it is not stored) and the base profile.
 */
export async function rolesObject(ctx: Ctx, actor: Actor) {
  // Spaces withheld for want of a second factor stay listed, so the web can take the person to enrolment
  // (docs/identity.md "Second factor"); `secondFactorNeeded` names them.
  const withheld = actor.withheld ?? [];
  const rows = await spacesOfActor(ctx, { ...actor, memberships: [...actor.memberships, ...withheld] });
  const entry = ({ space, memberRole }: (typeof rows)[number]) => ({
    key: space.key,
    name: space.name,
    avatar: space.avatar,
    role: space.role,
    category: space.category,
    industry: space.industry,
    memberRole,
  });
  const guide = rows.find((row) => row.space.kind === 'guide');
  const { bio: _bio, ...baseprofile } = await readProfile(ctx.db, actor.identity.sub, actor.identity.email);
  return {
    guide: guide ? entry(guide) : null,
    personal: rows.filter((row) => row.space.kind === 'personal').map(entry),
    corporate: rows.filter((row) => row.space.kind === 'corporate').map(entry),
    admin: actor.isAdmin
      ? {
          key: 'admin' as const,
          name: 'Administration',
          avatar: null,
          role: 'admin' as const,
          category: 'admin' as const,
          industry: 'admin' as const,
        }
      : null,
    baseprofile: { key: actor.identity.sub, ...baseprofile },
    secondFactorNeeded: withheld.map((m) => m.space),
  };
}

/** docs/product.md §7 profile update: the base profile, addressed by its key (the user's sub); only one's own. */
export async function updateOwnProfile(ctx: Ctx, actor: Actor, key: string, body: BaseProfileUpdate) {
  if (key !== actor.identity.sub) {
    throw new AppError('profile.not_own', 'Only your own profile can be changed');
  }
  const avatar = await storeImageInput(body.avatar, 'body.avatar', {
    storage: ctx.storage,
    sub: actor.identity.sub,
  });
  await writeProfile(ctx.db, actor.identity.sub, { ...body, ...(avatar !== undefined ? { avatar } : {}) });
  const { bio: _bio, ...profile } = await readProfile(ctx.db, actor.identity.sub, actor.identity.email);
  return { key, ...profile };
}
