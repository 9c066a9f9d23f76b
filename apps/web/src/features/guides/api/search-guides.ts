import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type GuideCard, type GuideSearchBody, guideSearchBody } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { guideKeys } from './keys';

export type GuidePage = { items: GuideCard[]; next: string | null };

/** The directory (POST /api/v1/Guide/search), page after page; the body is the filters already cleaned. */
export function useGuideSearch(body: GuideSearchBody) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: guideKeys.search(body),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await client.send<GuidePage, typeof guideSearchBody>(guideSearchBody, 'POST', '/v1/Guide/search', {
          ...body,
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
        'POST guide search',
      ),
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type GuideCountField = 'language' | 'prefecture';
type AggregateAnswer = { items: { group: Record<string, string | number | null>; count?: number }[] };

/** Guides per language or prefecture (POST /api/guide/aggregate), for the counts beside the filters. */
export function useGuideCounts(field: GuideCountField) {
  const client = useAppClient();
  return useQuery({
    queryKey: guideKeys.aggregate({ field }),
    queryFn: async () => {
      const answer = dataOf(
        await client.requestDetailed<AggregateAnswer>('POST', '/guide/aggregate', {
          groupBy: [field],
          metrics: [{ op: 'count' }],
        }),
        'POST guide aggregate',
      );
      const counts = new Map<string, number>();
      for (const item of answer.items) {
        const value = item.group[field];
        if (value !== null && value !== undefined) counts.set(String(value), Number(item.count ?? 0));
      }
      return counts;
    },
    staleTime: 60_000,
  });
}
