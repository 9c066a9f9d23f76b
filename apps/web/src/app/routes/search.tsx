import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import type { SearchHit } from '../../features/tariffs/api/search';
import { parseSearch, type SearchState, searchParamsOf } from '../../features/tariffs/search/search-params';
import { SearchView } from '../../features/tariffs/search/search-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { localized, useLocale, useLocalizedPath } from '../../lib/locale';
import { savedOf, stateOf } from './saved-search';
import { type SearchTab, SearchTabs, tabsFor } from './search-tabs';
import { useWorkSpace } from './work-space';
// The heart's slot is sized before its code arrives (the placeholder below), so the card does not move (CLS).
import '../../features/workset/components/favourite-heart.css';
import './search.css';

// Shown only on request, so they are not part of the first route's download.
const FavouritesView = lazy(() =>
  import('../../features/workset/components/favourites-view').then((m) => ({ default: m.FavouritesView })),
);
const SavedSearches = lazy(() =>
  import('../../features/workset/components/saved-searches').then((m) => ({ default: m.SavedSearches })),
);
// The supplier's verified badge arrives after the results, outside the first route's download.
const VerifiedBadge = lazy(() => import('./search-people-door').then((door) => door.loadVerifiedBadge()));
const FavouriteHeart = lazy(() => import('./search-people-door').then((door) => door.loadFavouriteHeart()));

// The Guides and Jobs tabs: their own chunk, fetched when one is first opened.
const SearchPeople = lazy(() => import('./search-people-door').then((door) => door.loadSearchPeople()));

type View = 'results' | 'favourites';

/**
 * /search (docs/product.md §2; every access entry may search, docs/product.md §6). The address is the search: every change writes the
 * query string, so a search can be shared and back/forward walks through the searches made. The route adds the
 * space's working set: a heart on each card, the Favourites view and saved searches, opened from a
 * toolbar whose height is reserved, so nothing moves while its texts load (CLS).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { t: tw, ready } = useTranslation('workset', { useSuspense: false });
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const space = useWorkSpace();
  const [view, setView] = useState<View>('results');
  const [savedOpen, setSavedOpen] = useState(false);
  // Stable between renders of one address: the form, the pills and the cards below are memoised on them
  // (docs/performance.md "Web: what each route loads").
  const state = useMemo(() => parseSearch(params), [params]);
  const current = useCurrentSpace();
  const tabs = tabsFor(current.role);
  const asked = params.get('kind') as SearchTab;
  const tab = tabs.includes(asked) ? asked : 'tariffs';

  const change = useCallback((next: SearchState) => setParams(searchParamsOf(next)), [setParams]);
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const detail = useCallback((key: string) => localize(paths.tariffDetail.getHref(key)), [localize]);
  const hrefOf = useCallback((hit: SearchHit) => detail(hit.key), [detail]);
  const linkState = useMemo(() => ({ search }), [search]);
  // A component type rather than an element per card, so a card's props stay equal between renders.
  const CardExtra = useMemo(
    () =>
      function SearchCardExtra({ hit }: { hit: SearchHit }) {
        return (
          <>
            <Suspense fallback={null}>
              <VerifiedBadge space={hit.supplier.key} kind="business" />
            </Suspense>
            <Suspense fallback={<span className="favourite-heart" aria-hidden="true" />}>
              <FavouriteHeart space={space} tariff={hit.key} title={localized(hit.title, locale).text} />
            </Suspense>
          </>
        );
      },
    [space, locale],
  );

  const tariffs = (
    <>
      <div className="search-workset-bar mb-3">
        {space && ready && (
          <>
            <fieldset className="btn-group">
              <legend className="visually-hidden">{tw('tabs.label')}</legend>
              {(['results', 'favourites'] as const).map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`btn btn-sm ${view === name ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={view === name}
                  onClick={() => setView(name)}
                  data-testid={`search-tab-${name}`}
                >
                  {tw(`tabs.${name}`)}
                </button>
              ))}
            </fieldset>
            {view === 'results' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-expanded={savedOpen}
                onClick={() => setSavedOpen((open) => !open)}
                data-testid="saved-searches-toggle"
              >
                {tw('searches.title')}
              </button>
            )}
          </>
        )}
      </div>
      <Suspense fallback={null}>
        {view === 'favourites' ? (
          <FavouritesView space={space} hrefOf={detail} />
        ) : (
          savedOpen && (
            <SavedSearches space={space} current={savedOf(state)} onRun={(saved) => change(stateOf(saved))} />
          )
        )}
      </Suspense>
      {view === 'results' && (
        <SearchView
          state={state}
          stateKey={searchParamsOf(state).toString()}
          onChange={change}
          onClear={clear}
          hrefOf={hrefOf}
          linkState={linkState}
          CardExtra={CardExtra}
        />
      )}
    </>
  );

  return (
    <section data-testid="search-page">
      <h1 className="h3 mb-3">{t('pages.search.title')}</h1>
      <SearchTabs tabs={tabs} current={tab} />
      {tab !== 'tariffs' && space ? (
        <Suspense fallback={<BlockSpinner />}>
          <SearchPeople tab={tab} space={space} />
        </Suspense>
      ) : (
        tariffs
      )}
    </section>
  );
}
