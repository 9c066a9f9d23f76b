import { Suspense } from 'react';
import { paths } from '../../config/paths';
import { config, type Locale, locales } from '../../lib/config';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useLoadedAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useSwitchLocale } from '../use-locale-navigation';
import { Logo } from './logo';
import { SidebarMenu } from './sidebar-menu';
import { SpaceSwitcherFace } from './space-switcher-face';

// A dropdown the first paint does not need, loaded once it is painted (see topbar.tsx); its closed face paints
// with the shell meanwhile.
const loadSwitcher = () => import('./space-switcher').then((module) => module.SpaceSwitcher);

export function Sidebar() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const switchLocale = useSwitchLocale();
  const SpaceSwitcher = useLoadedAfterFirstPaint(loadSwitcher);

  return (
    <aside className="tt-sidebar border-end bg-body-tertiary d-flex flex-column" data-testid="sidebar">
      <div className="px-3 py-3 border-bottom">
        <Logo to={localize(paths.home.getHref())} label={t('nav.home', { product: config.productName })} />
      </div>
      <div className="flex-grow-1 overflow-y-auto py-2">
        <SidebarMenu />
      </div>
      <div className="tt-switcher-slot">
        <Suspense fallback={<SpaceSwitcherFace />}>
          {SpaceSwitcher ? <SpaceSwitcher /> : <SpaceSwitcherFace />}
        </Suspense>
      </div>
      {/* docs/product.md §2: the sidebar's language dropdown and copyright exist but are hidden; the top bar switches. */}
      <div hidden>
        <select
          aria-label={t('language.label')}
          data-testid="sidebar-language"
          value={i18n.language}
          onChange={(event) => switchLocale(event.target.value as Locale)}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {t(`language.${locale}`)}
            </option>
          ))}
        </select>
        <p data-testid="sidebar-copyright">{t('app.copyright')}</p>
      </div>
    </aside>
  );
}
