import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '../lib/config';
import { switchLocalePath } from '../lib/locale-path';

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
