import { useQuery } from '@tanstack/react-query';
import { type GuideProfileView, REFERENCE_RATES } from '@tourtariff/shared';
import { useAppClient } from '../../../lib/api/use-clients';
import { jobKeys } from './keys';

/**
 * The applying guide's own rates, to prefill the fee and price overtime in the total: read from the guide's
 * profile (the API, not the guides feature); the reference rates while it loads or when there is none.
 */
export function useGuideRates(guide: string) {
  const client = useAppClient();
  const query = useQuery({
    queryKey: [...jobKeys.all, 'guide-rates', guide],
    queryFn: async () => {
      const answer = await client.requestDetailed<GuideProfileView>(
        'GET',
        `/v1/Guide/${encodeURIComponent(guide)}/profile`,
      );
      return answer.ok ? answer.data.rates : null;
    },
  });
  return query.data ?? REFERENCE_RATES;
}
