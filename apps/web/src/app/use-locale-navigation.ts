import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '../lib/config';
import { localeOf, switchLocalePath, withLocale } from '../lib/locale-path';

/** Builds links that keep the current URL's locale prefix (or its absence). */
export function useLocalizedPath(): (path: string) => string {
  const prefix = localeOf(useLocation().pathname);
  return useCallback((path: string) => withLocale(path, prefix), [prefix]);
}

/** Opens the same screen in another language; LocaleRoot then applies and remembers it. */
export function useSwitchLocale(): (locale: Locale) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: Locale) => {
      void navigate(switchLocalePath(`${pathname}${search}${hash}`, locale));
    },
    [navigate, pathname, search, hash],
  );
}
