import {
  defaultSpace,
  listSpaces,
  normalizeSelection,
  type RolesObject,
  type SpaceEntry,
  type SpaceSelection,
  type SpaceType,
} from '@tourtariff/shared';
import type { StoredSelection } from './current-space-store';

export type ListedSpace = ReturnType<typeof listSpaces>[number];

export interface CurrentSpace extends SpaceSelection {
  /** The space the selection names, once the roles object has loaded and lists it. */
  space: ListedSpace | null;
  /**
   * Whether the role is known: something is stored or the roles object has loaded. Until then the role is
   * `user` only as a placeholder, and the menu must not filter by it (it would hide a supplier's Tariff).
   */
  known: boolean;
}

const unknown: CurrentSpace = { key: null, type: null, role: 'user', space: null, known: false };

function find(spaces: ListedSpace[], selection: SpaceSelection): ListedSpace | null {
  if (!selection.key) return null;
  return spaces.find((space) => space.key === selection.key && space.type === selection.type) ?? null;
}

/**
 * docs/product.md §4 current space: the stored selection, with invalid role/type pairs turned into role user; when nothing
 * is stored, the default of the roles object. A stored key that no longer names one of the user's spaces (left,
 * deleted, or stored by another account in this tab) falls back to the default too.
 */
export function resolveCurrentSpace(
  stored: StoredSelection | null,
  roles: RolesObject | null | undefined,
): CurrentSpace {
  const spaces = listSpaces(roles);
  if (stored) {
    const selection = normalizeSelection(stored as Partial<SpaceSelection>);
    if (!roles) return { ...selection, space: null, known: true };
    const space = find(spaces, selection);
    if (!selection.key || space) return { ...selection, space, known: true };
  }
  if (!roles) return unknown;
  const fallback = defaultSpace(roles);
  return { ...fallback, space: find(spaces, fallback), known: true };
}

/** The selection choosing this space stores (docs/product.md §4): guide/guide, personal/supplier, corporate/its role, admin. */
export function selectionFor(space: Pick<SpaceEntry, 'key' | 'role'>, type: SpaceType): SpaceSelection {
  const role =
    type === 'guide' ? 'guide' : type === 'personal' ? 'supplier' : type === 'admin' ? 'admin' : space.role;
  return normalizeSelection({ key: space.key, type, role });
}
