import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import type { SearchHit } from '../../features/tariffs/api/search';
import { parseSearch, type SearchState, searchParamsOf } from '../../features/tariffs/search/search-params';
import { SearchView } from '../../features/tariffs/search/search-view';
import { useLocalizedPath } from '../../lib/locale';

/**
 * /search (SPEC §2; every access entry may search, SPEC §6). The address is the search: every change writes the
 * query string, so a search can be shared and back/forward walks through the searches made.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const localize = useLocalizedPath();
  const state = parseSearch(params);

  const change = (next: SearchState) => setParams(searchParamsOf(next));
  const clear = () => setParams(new URLSearchParams());

  return (
    <section data-testid="search-page">
      <h1 className="h3 mb-3">{t('pages.search.title')}</h1>
      <SearchView
        state={state}
        stateKey={searchParamsOf(state).toString()}
        onChange={change}
        onClear={clear}
        hrefOf={(hit: SearchHit) => localize(paths.tariffDetail.getHref(hit.key))}
        linkStateOf={() => ({ search })}
      />
    </section>
  );
}
