import { stripLocale } from './locale-path';

/** docs/product.md §3: the browser session storage key holding the return URL, base64-encoded. */
export const redirectStorageKey = 'redirect';

export type AddressParts = Pick<Location, 'pathname' | 'search' | 'hash'>;

export function addressOf({ pathname, search, hash }: AddressParts): string {
  return `${pathname}${search}${hash}`;
}

/** The home screen in any language (`/`, `/en`, `/jp`); docs/product.md §2 stores no return address there. */
export function isRootPath(pathname: string): boolean {
  return stripLocale(pathname.replace(/\/+$/, '') || '/') === '/';
}

/** btoa only takes Latin-1, and paths carry Japanese (space names, search terms), so encode UTF-8 bytes first. */
export function encodeAddress(address: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(address)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The stored value decoded, or null when it is not base64 of UTF-8 or not a path on this origin: storage is
 * writable by any script on the page, so it must never become an open redirect.
 */
export function decodeAddress(value: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    const address = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isSameOriginPath(address) ? address : null;
  } catch {
    return null;
  }
}

function isSameOriginPath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !address.includes('\\');
}

/** Storage can be disabled (privacy mode); sign-in must still work, it just returns home afterwards. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §4: remembers where to come back to, unless at the root. Returns the address sign-in should return to
 * (`/` at the root).
 */
export function rememberReturnAddress(location: AddressParts): string {
  if (isRootPath(location.pathname)) return '/';
  const address = addressOf(location);
  try {
    storage()?.setItem(redirectStorageKey, encodeAddress(address));
  } catch {
    // quota or privacy mode: the sign-in callback address still brings the user back
  }
  return address;
}

export function readReturnAddress(): string | null {
  const value = storage()?.getItem(redirectStorageKey);
  return value ? decodeAddress(value) : null;
}

export function forgetReturnAddress(): void {
  storage()?.removeItem(redirectStorageKey);
}

/** docs/product.md §4 sign-out: everything the session left in session storage goes, except the return address. */
export function clearSessionStorageExceptReturnAddress(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key !== null && key !== redirectStorageKey) store.removeItem(key);
}

/** Reads and removes the return address in one step, so it is followed once. */
export function takeReturnAddress(): string | null {
  const address = readReturnAddress();
  forgetReturnAddress();
  return address;
}
