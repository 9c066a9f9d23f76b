import type { SpaceSelection } from '@tourtariff/shared';
import { useSyncExternalStore } from 'react';

/** docs/product.md §3 browser session storage keys of the current space. */
export const currentSpaceStorageKeys = {
  key: 'current_profile_key',
  type: 'current_profile_type',
  role: 'current_profile_role',
} as const;

/** The raw stored values: anything may be there (an older build, another tab's script), so nothing is trusted. */
export type StoredSelection = { key: string | null; type: string | null; role: string | null };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): the default space is used instead
  }
}

function read(): StoredSelection | null {
  const store = storage();
  const value = {
    key: store?.getItem(currentSpaceStorageKeys.key) ?? null,
    type: store?.getItem(currentSpaceStorageKeys.type) ?? null,
    role: store?.getItem(currentSpaceStorageKeys.role) ?? null,
  };
  return value.key === null && value.type === null && value.role === null ? null : value;
}

function same(a: StoredSelection | null, b: StoredSelection | null): boolean {
  return a === b || (a !== null && b !== null && a.key === b.key && a.type === b.type && a.role === b.role);
}

// useSyncExternalStore needs the same object while nothing changed, or it re-renders forever.
let snapshot: StoredSelection | null = null;
const listeners = new Set<() => void>();

/** The stored selection, or null when nothing is stored. Read afresh each time: sign-out clears storage directly. */
export function readStoredSelection(): StoredSelection | null {
  const next = read();
  if (!same(next, snapshot)) snapshot = next;
  return snapshot;
}

function put(store: Storage, name: string, value: string | null): void {
  if (value === null) store.removeItem(name);
  else store.setItem(name, value);
}

/**
 * Stores the selection and tells every subscriber: sessionStorage fires no event in the tab that wrote it, so
 * this store is the only way components learn of a switch.
 */
export function storeSelection(selection: SpaceSelection): void {
  const store = storage();
  if (store) {
    try {
      put(store, currentSpaceStorageKeys.key, selection.key);
      put(store, currentSpaceStorageKeys.type, selection.type);
      put(store, currentSpaceStorageKeys.role, selection.role);
    } catch {
      // quota exceeded: the switch still happens for this page, it is just not remembered
    }
  }
  for (const listener of listeners) listener();
}

export function subscribeToSelection(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored selection as React state: components re-render when it changes. */
export function useStoredSelection(): StoredSelection | null {
  return useSyncExternalStore(subscribeToSelection, readStoredSelection, () => null);
}
