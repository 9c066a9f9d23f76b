import { availableActions } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { ViewRow } from '../repository/detail.ts';
import type { RevisionRow } from '../repository/tariffs.ts';
import { rolesFor } from './caller.ts';

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
export function tariffView(
  actor: Actor,
  found: { row: ViewRow; revision: RevisionRow | null },
  withPendingDoc = false,
) {
  const { row, revision } = found;
  const roles = rolesFor(actor, row);
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
