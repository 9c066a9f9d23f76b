import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeOf, withLocale } from '../../../lib/locale-path';

/**
 * Links that keep the URL's locale prefix, from inside the feature: the app layer has the same hook, but
 * features do not import from app (the route modules compose features, not the other way round).
 */
export function useLocalized(): (path: string) => string {
  const prefix = localeOf(useLocation().pathname);
  return useCallback((path: string) => withLocale(path, prefix), [prefix]);
}
