import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Partnership,
  type PartnershipDetail,
  type PartnershipTarget,
  type PartnerTab,
  partnershipCreate,
  partnershipTransitionBody,
} from '@tourtariff/shared';
import { apiStatusOf, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { partnerKeys } from './keys';

export type PartnershipPage = { items: Partnership[]; next: string | null };

export type PartnershipListParams = {
  space: string;
  tab: PartnerTab;
  q?: string | undefined;
  cursor?: string | null | undefined;
};

export const PARTNER_PAGE_SIZE = 20;
const partnerPath = '/v1/Partner';
export const partnershipPath = (key: string) => `${partnerPath}/${encodeURIComponent(key)}`;

/** The query string of one page of a tab; `limit` may be raised for the CSV export. */
export function listSearch(params: PartnershipListParams, limit = PARTNER_PAGE_SIZE): URLSearchParams {
  const search = new URLSearchParams({ space: params.space, tab: params.tab, limit: String(limit) });
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.cursor) search.set('cursor', params.cursor);
  return search;
}

/** One page of a space's partnerships in one tab (GET /api/v1/Partner?space=&tab=&q=&cursor=). */
export function usePartnerships(params: PartnershipListParams) {
  const client = useAppClient();
  return useQuery({
    queryKey: partnerKeys.list(params),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<PartnershipPage>('GET', `${partnerPath}?${listSearch(params)}`),
        'GET partners',
      ),
    // The cards stay while another page, tab or search loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** One partnership with its history (GET /api/v1/Partner/{key}); 404 when the caller may not read it. */
export function usePartnership(key: string | undefined) {
  const client = useAppClient();
  return useQuery({
    queryKey: partnerKeys.detail(key ?? ''),
    enabled: Boolean(key),
    retry: (failures, error) => failures < 1 && (apiStatusOf(error) ?? 500) >= 500,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<PartnershipDetail>('GET', partnershipPath(key ?? '')),
        'GET partner',
      ),
  });
}

/**
 * Accept, decline, withdraw or end (PATCH /api/v1/Partner/{key}/{state}). A partnership changes what a buyer
 * may see and pay, so tariffs are refetched too: ending one hides partner-only tariffs on the next request.
 */
export function useChangePartnership() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { key: string; state: PartnershipTarget; reason?: string }) =>
      dataOf(
        await client.send<Partnership, typeof partnershipTransitionBody>(
          partnershipTransitionBody,
          'PATCH',
          `${partnershipPath(change.key)}/${change.state}`,
          change.reason?.trim() ? { reason: change.reason.trim() } : {},
        ),
        'PATCH partner',
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['tariffs'] }),
      ]),
  });
}

/** Sends a partnership request from the caller's space (POST /api/v1/Partner). */
export function useRequestPartnership() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { space: string; partner: string; message: string }) =>
      dataOf(
        await client.send<Partnership, typeof partnershipCreate>(
          partnershipCreate,
          'POST',
          partnerPath,
          body,
        ),
        'POST partner',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
