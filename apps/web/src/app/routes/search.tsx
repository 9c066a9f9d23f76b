import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import type { SearchHit } from '../../features/tariffs/api/search';
import { parseSearch, type SearchState, searchParamsOf } from '../../features/tariffs/search/search-params';
import { SearchView } from '../../features/tariffs/search/search-view';
import { FavouriteHeart } from '../../features/workset/components/favourite-heart';
import { FavouritesView } from '../../features/workset/components/favourites-view';
import { SavedSearches } from '../../features/workset/components/saved-searches';
import { localized, useLocale, useLocalizedPath } from '../../lib/locale';
import { savedOf, stateOf } from './saved-search';

/**
 * /search (SPEC §2; every access entry may search, SPEC §6). The address is the search: every change writes the
 * query string, so a search can be shared and back/forward walks through the searches made. The route adds the
 * space's working set (issue 16): a heart on each card, the Favourites view and saved searches.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { t: tw, ready } = useTranslation('workset', { useSuspense: false });
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const space = useCurrentSpace().key;
  const [view, setView] = useState<'results' | 'favourites'>('results');
  const state = parseSearch(params);

  const change = (next: SearchState) => setParams(searchParamsOf(next));
  const clear = () => setParams(new URLSearchParams());
  const detail = (key: string) => localize(paths.tariffDetail.getHref(key));

  return (
    <section data-testid="search-page">
      <h1 className="h3 mb-3">{t('pages.search.title')}</h1>
      {space && ready && (
        <fieldset className="btn-group mb-3">
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
      )}
      {view === 'favourites' ? (
        <FavouritesView space={space} hrefOf={detail} />
      ) : (
        <>
          <SavedSearches space={space} current={savedOf(state)} onRun={(saved) => change(stateOf(saved))} />
          <SearchView
            state={state}
            stateKey={searchParamsOf(state).toString()}
            onChange={change}
            onClear={clear}
            hrefOf={(hit: SearchHit) => detail(hit.key)}
            linkStateOf={() => ({ search })}
            cardExtra={(hit) => (
              <FavouriteHeart space={space} tariff={hit.key} title={localized(hit.title, locale).text} />
            )}
          />
        </>
      )}
    </section>
  );
}
