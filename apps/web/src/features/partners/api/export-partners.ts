import { useMutation } from '@tanstack/react-query';
import type { Partnership } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { listSearch, type PartnershipListParams, type PartnershipPage } from './partnerships';

/** Enough for any real partner list, small enough that a runaway cursor cannot loop forever. */
const MAX_PAGES = 50;

/** Every partnership of a tab and search, page after page at the largest page size, for the CSV export. */
export function useAllPartnerships() {
  const client = useAppClient();
  return useMutation({
    mutationFn: async (params: Omit<PartnershipListParams, 'cursor'>): Promise<Partnership[]> => {
      const items: Partnership[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const search = listSearch({ ...params, cursor }, 100);
        const answer: PartnershipPage = dataOf(
          await client.requestDetailed<PartnershipPage>('GET', `/v1/Partner?${search}`),
          'GET partners',
        );
        items.push(...answer.items);
        cursor = answer.next;
        if (!cursor) break;
      }
      return items;
    },
  });
}
