import { impliedSpace } from '../../../acting.ts';
import type { Actor } from '../../../actor.ts';
import type { Config } from '../../../config.ts';
import type { RequestContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { spacesByKey } from '../repository/spaces.ts';

/**
 * What the credentials services pick of the request context (docs/ARCHITECTURE.md "Request context"): the
 * database and the configuration (origin, status TTL).
 */
export type Ctx = Pick<RequestContext, 'db' | 'config'>;

/** The administrators' space: not stored, held by every holder of tourtariff:admin, the seeded issuer. */
export const ADMIN_SPACE = 'admin';
const ADMIN_NAME = 'TourTariff';

export const notFound = (what: string) => new AppError('credentials.not_found', `No ${what}`);

/** The type's full vct from its stored name: the configured public origin plus `/vct/<name>`. */
export const vctOf = (config: Config, name: string) => `${config.publicUrl}/vct/${name}`;

/** The stored name of a vct of this service, or null for any other (a foreign type is unknown here). */
export function nameOfVct(config: Config, vct: string): string | null {
  const prefix = `${config.publicUrl}/vct/`;
  if (vct.startsWith(prefix)) {
    const name = vct.slice(prefix.length);
    return /^[a-z0-9][a-z0-9-]{0,62}$/.test(name) ? name : null;
  }
  // A bare name is accepted too, so callers inside the server need not know the origin.
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(vct) ? vct : null;
}

/** The verifier audience of a space (the KB-JWT `aud` of presentations made to it). */
export const audienceOf = (config: Config, space: string) => `${config.publicUrl}/core/verifier/${space}`;

export type Acting = { space: string; manages: boolean };

/**
 * The space the caller acts for (`X-TourTariff-Space`, an API key's space), else their only one, the admin space
 * counting for an administrator (a read answers for it first); a `write` by a caller of several naming none is
 * refused (acting.ts). `manages`: owners and admins of the space, and administrators for the admin space,
 * decide for it; plain members read.
 */
export function actingSpace(actor: Actor, write: boolean): Acting {
  const space = impliedSpace(actor, write, ADMIN_SPACE);
  if (!space)
    throw new AppError('credentials.no_space', 'This call acts for a space and the caller has none');
  if (space === ADMIN_SPACE) return { space, manages: true };
  const membership = actor.memberships.find((m) => m.space === space) as (typeof actor.memberships)[number];
  const writes = actor.apiKey?.scope !== 'read';
  return { space, manages: writes && membership.memberRole !== 'member' };
}

/**
 * The caller's standing in a given space, whichever space they act for: members read, owners and admins (and
 * administrators for the admin space) decide; null when the space is not theirs.
 */
export function standingIn(actor: Actor, space: string): Acting | null {
  if (space === ADMIN_SPACE) return actor.isAdmin ? { space, manages: true } : null;
  const membership = actor.memberships.find((m) => m.space === space);
  if (!membership) return null;
  return { space, manages: actor.apiKey?.scope !== 'read' && membership.memberRole !== 'member' };
}

/** The issuer space the caller may act for among `issuers`: the acting one first, else any they stand in. */
export function issuerStanding(actor: Actor, issuers: string[]): Acting | null {
  const named = actor.space?.space ?? (actor.isAdmin ? ADMIN_SPACE : undefined);
  const order = named && issuers.includes(named) ? [named, ...issuers] : issuers;
  for (const space of order) {
    const standing = standingIn(actor, space);
    if (standing) return standing;
  }
  return null;
}

export function assertManages(acting: Acting) {
  if (!acting.manages)
    throw new AppError('access.forbidden', `Only owners and admins of ${acting.space} may do this`);
}

export type SpaceRef = { space: string; name: string };

/** `{space, name}` for each key; unknown spaces keep their key as the name. */
export async function spaceRefs(db: Db, keys: string[]): Promise<Map<string, SpaceRef>> {
  const unique = [...new Set(keys)];
  const rows = await spacesByKey(
    db,
    unique.filter((key) => key !== ADMIN_SPACE),
  );
  const refs = new Map<string, SpaceRef>(unique.map((key) => [key, { space: key, name: key }]));
  refs.set(ADMIN_SPACE, { space: ADMIN_SPACE, name: ADMIN_NAME });
  for (const row of rows) refs.set(row.key, { space: row.key, name: row.name });
  return refs;
}

export async function spaceRef(db: Db, key: string): Promise<SpaceRef> {
  return (await spaceRefs(db, [key])).get(key) ?? { space: key, name: key };
}

export async function spaceExists(db: Db, key: string): Promise<boolean> {
  return key === ADMIN_SPACE || (await spacesByKey(db, [key])).length > 0;
}
