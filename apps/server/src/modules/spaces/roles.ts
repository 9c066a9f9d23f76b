import { readProfile } from '../../core/users/index.ts';
import type { Actor } from './context.ts';
import { spacesOf } from './repository.ts';

/**
 * GET /api/profile: the roles object of SPEC §3 — the guide space, personal and corporate spaces, the admin space
 * (every holder of tourtariff:admin has it; it is not stored) and the base profile.
 */
export async function rolesObject(actor: Actor) {
  const rows = await spacesOf(actor.db, actor.identity.sub);
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
  const { bio: _bio, ...baseprofile } = await readProfile(actor.db, actor.identity.sub, actor.identity.email);
  return {
    guide: guide ? entry(guide) : null,
    personal: rows.filter((row) => row.space.kind === 'personal').map(entry),
    corporate: rows.filter((row) => row.space.kind === 'corporate').map(entry),
    admin: actor.isAdmin
      ? {
          key: 'admin',
          name: 'Administration',
          avatar: null,
          role: 'admin',
          category: 'admin',
          industry: 'admin',
        }
      : null,
    baseprofile: { key: actor.identity.sub, ...baseprofile },
  };
}
