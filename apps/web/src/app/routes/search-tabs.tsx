import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

export const searchTabs = ['tariffs', 'guides', 'jobs'] as const;
export type SearchTab = (typeof searchTabs)[number];

/** Which tabs a space has (issue 17): buyers and suppliers find guides; guides find jobs. */
export function tabsFor(role: string | null): SearchTab[] {
  if (role === 'buyer' || role === 'supplier') return ['tariffs', 'guides'];
  if (role === 'guide') return ['tariffs', 'jobs'];
  return ['tariffs'];
}

export const tabId = (tab: SearchTab) => `search-kind-tab-${tab}`;
export const panelId = 'search-tab-panel';

type Props = { tabs: SearchTab[]; current: SearchTab; onSelect: (tab: SearchTab) => void };

/**
 * The tab bar of /search (WAI-ARIA tabs: one tab stop, arrows move and select). Part of the first route, so it
 * holds nothing but buttons; what a tab shows loads on its own (search.tsx).
 */
export function SearchTabs({ tabs, current, onSelect }: Props) {
  const { t } = useTranslation('search');
  const bar = useRef<HTMLDivElement>(null);
  if (tabs.length < 2) return null;
  const keyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length] ?? current;
    onSelect(next);
    bar.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('tabs.label')} className="nav nav-tabs mb-3" ref={bar}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          className={`nav-link${tab === current ? ' active' : ''}`}
          onClick={() => onSelect(tab)}
          onKeyDown={keyDown}
          data-testid={`search-kind-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
