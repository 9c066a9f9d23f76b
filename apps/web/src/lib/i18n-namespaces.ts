// A module of its own, importing nothing: bench/web-sizes.ts reads `upfrontNamespaces` to count the
// texts the first route downloads.
export const namespaces = [
  'common',
  'business',
  'tariffs',
  'catalogue',
  'admin',
  'search',
  'events',
  'errors',
  'apikeys',
  'partners',
  'messenger',
  'profiles',
  'reviews',
  'workset',
  'credentials',
  'guides',
  'jobs',
  'alerts',
  'bookings',
  'statements',
] as const; // lib/i18n.ts fails to compile when one is not a file of locales/jp (`LocaleResources[Namespace]`)
export type Namespace = (typeof namespaces)[number];

/**
 * The namespaces fetched before the first render: the shell's (`common`, `business`) and the
 * search page's, the buyer's landing screen. Every other namespace is its own chunk per language, fetched when
 * a screen first asks for it (`useTranslation` suspends that screen, whose lazy boundary shows a spinner).
 */
export const upfrontNamespaces = ['common', 'business', 'search', 'tariffs'] as const satisfies Namespace[];
