import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';

export type SearchTab = 'tariffs' | 'guides' | 'jobs';

/** Which tabs a space has: buyers and suppliers find guides; guides find jobs. */
export function tabsFor(role: string | null): SearchTab[] {
  if (role === 'buyer' || role === 'supplier') return ['tariffs', 'guides'];
  return role === 'guide' ? ['tariffs', 'jobs'] : ['tariffs'];
}

/**
 * What /search looks for, as links (`?kind=guides`): each tab is an address, so back and forward and a shared
 * link keep it, and the keyboard needs nothing of its own. Part of the first route, so it holds only links; what
 * a tab shows loads on its own (search.tsx).
 */
export function SearchTabs({ tabs, current }: { tabs: SearchTab[]; current: SearchTab }) {
  const { t } = useTranslation('search');
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={t('tabs.label')} className="nav nav-tabs mb-3">
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={tab === 'tariffs' ? '?' : `?kind=${tab}`}
          aria-current={tab === current ? 'page' : undefined}
          className={`nav-link${tab === current ? ' active' : ''}`}
          data-testid={`search-kind-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
