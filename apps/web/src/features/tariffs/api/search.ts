import { useInfiniteQuery } from '@tanstack/react-query';
import { type SearchBody, type TariffCategory, type TariffDoc, tariffSearchBody } from '@tourtariff/shared';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffKeys } from './keys';

/** What the page asks: the search body without the paging fields, which the hook adds itself. */
export type SearchRequest = Partial<Omit<SearchBody, 'limit' | 'cursor'>>;

/** One hit of POST /api/v1/Tariff/search: the fields a result card needs, and the price for the adults asked. */
export type SearchHit = Pick<
  TariffDoc,
  | 'title'
  | 'summary'
  | 'category'
  | 'prefecture'
  | 'area'
  | 'tags'
  | 'visibility'
  | 'validity'
  | 'currency'
  | 'tax'
> & {
  key: string;
  space: string;
  supplier: { key: string; name: string };
  image: string | null;
  /** The lowest adult price of any rate, whatever the pax tier (minor units); null without rates. */
  priceFrom: number | null;
  /** The lowest total for `adults` adults among the rates that admit them; null when none does. */
  price: { amount: number; adults: number } | null;
  version: number;
  publishedAt: string | null;
};

/** A page of hits; `counts` are per category over the same query ignoring the category filter. */
export type SearchPage = {
  items: SearchHit[];
  next: string | null;
  total: number;
  counts: Partial<Record<TariffCategory, number>>;
};

export const SEARCH_PAGE_SIZE = 20;

/**
 * Published tariffs matching a search, page after page ("load more"). The facet counts come with every page
 * from the same query, so they always agree with the results (an aggregate call cannot see the text match).
 */
export function useTariffSearch(request: SearchRequest) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: tariffKeys.search(request),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await client.send<SearchPage, typeof tariffSearchBody>(
          tariffSearchBody,
          'POST',
          '/v1/Tariff/search',
          {
            ...request,
            limit: SEARCH_PAGE_SIZE,
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        ),
        'POST tariff search',
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    // A refused search (4xx) would be refused again; a server or network failure is worth a second try.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
  });
}
