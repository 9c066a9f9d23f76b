import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  SearchBody,
  TariffCategory,
  TariffDoc,
  tariffSearchBody,
  tariffSearchOut,
} from '@tourtariff/shared';
import type { z } from 'zod';
import type { Narrowed } from '../../../lib/api/answers';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffKeys } from './keys';

/** What the page asks: the search body without the paging fields, which the hook adds itself. */
export type SearchRequest = Partial<Omit<SearchBody, 'limit' | 'cursor'>>;

type SearchOut = z.output<typeof tariffSearchOut>;

/**
 * One hit of POST /api/v1/Tariff/search (`tariffSearchOut`): the fields a result card needs; `priceFrom` is the
 * lowest adult price of any rate (minor units, null without rates), `price` the lowest total for the adults asked
 * (null when no rate admits them). The category is read as the contract's union, a narrowing of the schema.
 */
export type SearchHit = Narrowed<SearchOut['items'][number], Pick<TariffDoc, 'category'>>;

/** A page of hits; `counts` are per category over the same query ignoring the category filter. */
export type SearchPage = Narrowed<
  SearchOut,
  { items: SearchHit[]; counts: Partial<Record<TariffCategory, number>> }
>;

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
    queryFn: async ({ pageParam }) => {
      // Typed by the contract without importing it: its value would bring zod into the first route, and the contract is only a type witness on the web anyway (app-client.ts `send`).
      const body: z.input<typeof tariffSearchBody> = {
        ...request,
        limit: SEARCH_PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      };
      return dataOf(
        await client.requestDetailed<SearchPage>('POST', '/v1/Tariff/search', body),
        'POST tariff search',
      );
    },
    getNextPageParam: (last) => last.next ?? undefined,
    // A refused search (4xx) would be refused again; a server or network failure is worth a second try.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
  });
}
