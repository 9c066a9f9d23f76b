import { useInfiniteQuery } from '@tanstack/react-query';
import type { PartnerDirectoryEntry, TariffCategory } from '@tourtariff/shared';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { partnerKeys } from './keys';

export type DirectoryFilters = {
  q: string;
  prefecture: string;
  category: TariffCategory | '';
};

export type DirectoryPage = { items: PartnerDirectoryEntry[]; next: string | null };

export const DIRECTORY_PAGE_SIZE = 20;

/** The query string of a directory search; empty filters are left out (the server refuses an empty code). */
export function directorySearch(space: string, filters: DirectoryFilters, cursor?: string) {
  const search = new URLSearchParams({ space, limit: String(DIRECTORY_PAGE_SIZE) });
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.prefecture) search.set('prefecture', filters.prefecture);
  if (filters.category) search.set('category', filters.category);
  if (cursor) search.set('cursor', cursor);
  return search;
}

/** Spaces the current space could partner with (GET /api/v1/Partner/directory), page after page. */
export function useDirectory(space: string, filters: DirectoryFilters) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: partnerKeys.directory({ space, ...filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await client.requestDetailed<DirectoryPage>(
          'GET',
          `/v1/Partner/directory?${directorySearch(space, filters, pageParam)}`,
        ),
        'GET partner directory',
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
  });
}
