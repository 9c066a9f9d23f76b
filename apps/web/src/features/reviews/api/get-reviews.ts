import { useQuery } from '@tanstack/react-query';
import type { ReviewState, ReviewStats, ReviewView } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { reviewKeys } from './keys';

export type ReviewPage = { items: ReviewView[]; next: string | null };
export type ReviewListParams = { tariff?: string; state?: ReviewState; limit?: number };

/** Readable reviews (GET /api/v1/Review): of a tariff (published ones and the caller's own), or in a state. */
export function useReviews(params: ReviewListParams) {
  const client = useAppClient();
  const search = new URLSearchParams({ limit: String(params.limit ?? 50) });
  if (params.tariff) search.set('tariff', params.tariff);
  if (params.state) search.set('state', params.state);
  return useQuery({
    queryKey: reviewKeys.list(params),
    queryFn: async () =>
      dataOf(await client.requestDetailed<ReviewPage>('GET', `/v1/Review?${search}`), 'GET reviews'),
  });
}

/** count, average and distribution of the published reviews of a tariff or supplier space. */
export function useReviewStats(id: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: reviewKeys.stats(id),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<ReviewStats>('GET', `/v1/Review/stats/${encodeURIComponent(id)}`),
        'GET review stats',
      ),
  });
}

export type Eligibility = { spaces: { space: string; review: string | null }[] };

/** The caller's buyer spaces that may review this tariff, each with the review it wrote (or null). */
export function useReviewEligibility(tariff: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: reviewKeys.eligibility(tariff),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<Eligibility>(
          'GET',
          `/v1/Review/eligibility/${encodeURIComponent(tariff)}`,
        ),
        'GET review eligibility',
      ),
  });
}
