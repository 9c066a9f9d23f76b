import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Confirmation,
  type Inquiry,
  type InquiryAction,
  type InquiryCreateBody,
  type InquiryPage,
  type InquiryState,
  inquiryCreateBody,
} from '@tourtariff/shared';
import { apiStatusOf, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { inquiryPath, messengerKeys, messengerPath } from './keys';

const noRetryOn4xx = (failures: number, error: unknown) => failures < 1 && (apiStatusOf(error) ?? 500) >= 500;

/** One inquiry card (GET /api/messenger/inquiries/{key}). */
export function useInquiry(key: string | null | undefined) {
  const client = useAppClient();
  return useQuery({
    queryKey: messengerKeys.inquiry(key ?? ''),
    enabled: Boolean(key),
    retry: noRetryOn4xx,
    queryFn: async () =>
      dataOf(await client.requestDetailed<Inquiry>('GET', inquiryPath(key ?? '')), 'GET inquiry'),
  });
}

/** The space's inquiries, newest first, optionally in one state (GET /api/messenger/inquiries). */
export function useInquiries(space: string, state: InquiryState | null, cursor: string | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: messengerKeys.inquiries({ space, state, cursor }),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const search = new URLSearchParams({ space });
      if (state) search.set('state', state);
      if (cursor) search.set('cursor', cursor);
      return dataOf(
        await client.requestDetailed<InquiryPage>('GET', `${messengerPath}/inquiries?${search}`),
        'GET inquiries',
      );
    },
  });
}

/** A buyer asks about a tariff (POST /api/messenger/inquiries); the card lands in the conversation. */
export function useCreateInquiry() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InquiryCreateBody) =>
      dataOf(
        await client.send<Inquiry, typeof inquiryCreateBody>(
          inquiryCreateBody,
          'POST',
          `${messengerPath}/inquiries`,
          body,
        ),
        'POST inquiry',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all }),
  });
}

/** Any move on a card (PATCH /api/messenger/inquiries/{key}/{action}); the body is the action's own. */
export function useInquiryAction(key: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: { action: InquiryAction; body: object }) =>
      dataOf(
        await client.requestDetailed<Inquiry>('PATCH', `${inquiryPath(key)}/${action}`, body),
        `PATCH inquiry ${action}`,
      ),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(messengerKeys.inquiry(key), inquiry);
      return queryClient.invalidateQueries({ queryKey: messengerKeys.all });
    },
  });
}

/** The printable confirmation of an accepted inquiry (GET …/inquiries/{key}/confirmation). */
export function useConfirmation(key: string | undefined) {
  const client = useAppClient();
  return useQuery({
    queryKey: messengerKeys.confirmation(key ?? ''),
    enabled: Boolean(key),
    retry: noRetryOn4xx,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<Confirmation>('GET', `${inquiryPath(key ?? '')}/confirmation`),
        'GET confirmation',
      ),
  });
}
