import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { resolveLocale } from '../lib/i18n';
import { useTranslation } from '../lib/i18n/use-translation';
import { SessionGate } from './session-gate';
import { useDocumentTitle } from './use-document-title';

/**
 * The URL is the single source of the language: every navigation (the language switch included) resolves the
 * locale here. A layout effect applies it before paint, so a prefixed URL never flashes the other language.
 */
export function LocaleRoot() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();

  useLayoutEffect(() => {
    const locale = resolveLocale(pathname);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, pathname]);

  useDocumentTitle();
  // Inside the router so the gate can read the matched route's handle (public page, access rules).
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}
