import { type Locale, locales } from './config';

function isLocale(segment: string | undefined): segment is Locale {
  return (locales as readonly string[]).includes(segment ?? '');
}

/** The locale named by the first path segment, or null when the path carries no prefix. */
export function localeOf(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const locale = localeOf(pathname);
  if (!locale) return pathname || '/';
  return pathname.slice(locale.length + 1) || '/';
}

/** Prefixes an app path with a locale; a null locale leaves it unprefixed (the preference then decides). */
export function withLocale(path: string, locale: Locale | null): string {
  if (!locale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The URL of the same screen in another language: the first segment is replaced when it is a locale and
 * prefixed otherwise (docs/product.md §2), keeping the query string and hash.
 */
export function switchLocalePath(url: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  return withLocale(stripLocale(pathname), locale) + rest;
}
