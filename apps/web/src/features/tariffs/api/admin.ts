import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TariffPatch,
  type tariffAuditOut,
  tariffCorrection,
  type tariffQueueOut,
} from '@tourtariff/shared';
import type { z } from 'zod';
import type { Narrowed } from '../../../lib/api/answers';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffKeys } from './keys';
import type { TariffListPage, TariffView } from './types';

/** Page size of the administrators' lists; the server allows up to 100. */
export const ADMIN_PAGE_SIZE = 20;

type QueueOut = z.output<typeof tariffQueueOut>;
type AuditOut = z.output<typeof tariffAuditOut>;

/**
 * One entry of GET /api/tariff/admin/queue (`tariffQueueOut`): a first submission, or a revision of a published
 * tariff; `diff` is published → submitted revision, empty for a first submission.
 */
export type QueueItem = Narrowed<QueueOut['items'][number], { tariff: TariffView }>;

export type QueuePage = Narrowed<QueueOut, { items: QueueItem[] }>;

/** One entry of GET /api/tariff/{id}/audit (`tariffAuditOut`): a state change, an edit or a correction. */
export type AuditItem = AuditOut['items'][number];

type AuditPage = AuditOut;

/** `?limit=…&cursor=…` with the cursor left out on the first page (the server refuses an empty one). */
function pageQuery(cursor: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...extra, limit: String(ADMIN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The review queue, oldest submission first, one page per cursor. */
export function useReviewQueue(cursor: string | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: tariffKeys.queue({ cursor }),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<QueuePage>('GET', `/tariff/admin/queue?${pageQuery(cursor)}`),
        'GET review queue',
      ),
  });
}

export type ListedState = 'published' | 'suspended';

/** Tariffs in one state across every space (an administrator's GET /api/v1/Tariff sees them all). */
export function useTariffsInState(state: ListedState, cursor: string | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: tariffKeys.list({ scope: 'admin', state, cursor }),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<TariffListPage>('GET', `/v1/Tariff?${pageQuery(cursor, { state })}`),
        'GET tariffs',
      ),
  });
}

/** A tariff's audit trail, oldest first; further pages are fetched on demand. */
export function useTariffAudit(key: string) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: tariffKeys.audit(key),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AuditPage) => last.next,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await client.requestDetailed<AuditPage>(
          'GET',
          `/tariff/${encodeURIComponent(key)}/audit?${pageQuery(pageParam)}`,
        ),
        'GET audit',
      ),
  });
}

export type CorrectionInput = { key: string; changes: TariffPatch; note?: string };

/**
 * PATCH /api/tariff/admin/{id}: corrects the submitted revision when one waits, else the tariff itself. A
 * refusal names each field as `body.changes.<path>`.
 */
export function useCorrectTariff() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, changes, note }: CorrectionInput) =>
      dataOf(
        await client.send<TariffView, typeof tariffCorrection>(
          tariffCorrection,
          'PATCH',
          `/tariff/admin/${encodeURIComponent(key)}`,
          { changes, ...(note ? { note } : {}) },
        ),
        'PATCH tariff correction',
      ),
    // The sheet, the queue's diff and the audit trail all show the corrected fields.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}
