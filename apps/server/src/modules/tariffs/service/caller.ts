import type { TariffRoles } from '@tourtariff/shared';
import type { FastifyInstance } from 'fastify';
import { type Actor, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import type { TariffRow } from '../repository/tariffs.ts';

/** What the services need of the app: the database, the log, and (through them) the notify service. */
export type Deps = Pick<FastifyInstance, 'database' | 'log' | 'config' | 'reads'>;

/** Who reads what: the query and search repositories take this rather than the whole caller. */
export type Reader = { isAdmin: boolean; suppliers: string[] };

/**
 * Supplier spaces the caller is a member of, in any member role (DESIGN §4: they edit those tariffs). Read from
 * the caller resolved once per request, so no second membership query.
 */
export const supplierSpaces = (actor: Actor): string[] =>
  actor.memberships.filter((m) => m.role === 'supplier').map((m) => m.space);

export const isSupplierOf = (actor: Actor, space: string) => membershipOf(actor, space)?.role === 'supplier';

export const readerOf = (actor: Actor): Reader => ({
  isAdmin: actor.isAdmin,
  suppliers: supplierSpaces(actor),
});

/** The caller's standing towards a tariff: a member of its supplier space, an administrator, or neither. */
export function rolesFor(actor: Actor, row: Pick<TariffRow, 'spaceKey'>): TariffRoles {
  return { supplier: isSupplierOf(actor, row.spaceKey), admin: actor.isAdmin };
}

type ReadableRow = Pick<TariffRow, 'spaceKey' | 'state' | 'visibility'>;

/**
 * Who may read a tariff: its space's members and administrators always; anyone signed in once it is published
 * and public. `partners` tariffs stay with the owner and administrators until trading partners exist.
 */
export function canRead(actor: Actor, row: ReadableRow): boolean {
  const roles = rolesFor(actor, row);
  return roles.supplier || roles.admin || (row.state === 'published' && row.visibility === 'public');
}

/** A tariff the caller may read; one they may not read answers exactly like one that does not exist. */
export function assertReadable<F extends { row: ReadableRow }>(
  actor: Actor,
  found: F | undefined,
  key: string,
): F {
  if (!found || !canRead(actor, found.row)) throw new AppError('record.not_found', `No tariff ${key}`);
  return found;
}

/**
 * Refuses unless the caller is a member of this supplier space. A space of their own that sells nothing is named
 * as such; any other space reads as absent, whether or not it exists, so its key reveals nothing.
 */
export function requireSupplierMember(actor: Actor, space: string, field = 'body.space'): void {
  const membership = membershipOf(actor, space);
  if (membership?.role === 'supplier') return;
  if (membership) {
    throw new AppError('tariff.not_supplier_space', `${field}: ${space} is not a supplier space`, {
      fields: [{ field, rule: 'supplier_space', message: 'must be a supplier space', params: { space } }],
      params: { space },
    });
  }
  throw new AppError('record.not_found', `No supplier space ${space} of yours`);
}
