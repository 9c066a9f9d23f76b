import { availableActions, type TariffRoles } from '@tourtariff/shared';
import { AppError } from '../../errors.ts';
import type { Ctx } from './context.ts';
import type { Found, RevisionRow, TariffRow } from './repository.ts';

/** The caller's standing towards a tariff: a member of its supplier space, an administrator, or neither. */
export function rolesFor(ctx: Ctx, row: Pick<TariffRow, 'spaceKey'>): TariffRoles {
  return { supplier: ctx.supplierSpaces.has(row.spaceKey), admin: ctx.isAdmin };
}

/**
 * Who may read a tariff: its space's members and administrators always; anyone signed in once it is published
 * and public. `partners` tariffs stay with the owner and administrators until trading partners exist.
 */
export function canRead(ctx: Ctx, row: Pick<TariffRow, 'spaceKey' | 'state' | 'visibility'>): boolean {
  const roles = rolesFor(ctx, row);
  return roles.supplier || roles.admin || (row.state === 'published' && row.visibility === 'public');
}

/** A tariff the caller may read; one they may not read answers exactly like one that does not exist. */
export function assertReadable(ctx: Ctx, found: Found | undefined, key: string): Found {
  if (!found || !canRead(ctx, found.row)) throw new AppError('record.not_found', `No tariff ${key}`);
  return found;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function pendingView(revision: RevisionRow, withDoc: boolean) {
  return {
    version: revision.version,
    state: revision.state,
    note: revision.note,
    updatedAt: iso(revision.updatedAt),
    ...(withDoc ? { doc: revision.doc } : {}),
  };
}

/**
 * A tariff as the API answers it: the visible document, its state and version, and for members and
 * administrators the review note, the pending revision (its document too when `withPendingDoc`) and the
 * state actions open to the caller.
 */
export function tariffView(ctx: Ctx, found: Found, withPendingDoc = false) {
  const { row, revision } = found;
  const roles = rolesFor(ctx, row);
  const insider = roles.supplier || roles.admin;
  return {
    key: row.key,
    space: row.spaceKey,
    state: row.state,
    version: row.version,
    ...row.doc,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishedAt: iso(row.publishedAt),
    ...(insider
      ? {
          note: row.note,
          pending: revision ? pendingView(revision, withPendingDoc) : null,
          actions: availableActions({ state: row.state, revision: revision?.state ?? null }, roles),
        }
      : {}),
  };
}

export type TariffView = ReturnType<typeof tariffView>;
