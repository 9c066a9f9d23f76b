import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '../../../lib/config';
import { storeLocale } from '../../../lib/i18n';
import { switchLocalePath } from '../../../lib/locale-path';

/**
 * Applies an account language: remembers it (docs/product.md §3 "the preferred language is stored locally") and opens the
 * same screen under that locale's prefix; the locale root then switches the interface (the URL decides it).
 */
export function useApplyLocale(): (locale: Locale) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: Locale) => {
      storeLocale(locale);
      void navigate(switchLocalePath(`${pathname}${search}${hash}`, locale));
    },
    [navigate, pathname, search, hash],
  );
}
