import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AmendPreview,
  type AvailabilityAnswer,
  type Booking,
  type BookingCreate,
  type BookingMove,
  bookingCreate,
  type CancellationPreview,
  type InventoryBody,
  inventoryBody,
} from '@tourtariff/shared';
import { apiStatusOf, dataOf } from '../../../lib/api/api-error';
import { createAppClient } from '../../../lib/api/app-client';
import { useAppClient } from '../../../lib/api/use-clients';
import { useSession } from '../../../lib/session';
import { type BookingListParams, type BookingSide, queryOf } from '../lib/booking-list';

const bookingPath = '/v1/Booking';
const one = (key: string) => `${bookingPath}/${encodeURIComponent(key)}`;
const tariffPath = (key: string) => `/v1/Tariff/${encodeURIComponent(key)}`;

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (params: BookingListParams) => ['bookings', 'list', params] as const,
  one: (key: string) => ['bookings', 'one', key] as const,
  preview: (key: string) => ['bookings', 'preview', key] as const,
  amendPreview: (key: string, body: string) => ['bookings', 'amend-preview', key, body] as const,
  availability: (tariff: string, from: string, to: string) =>
    ['bookings', 'availability', tariff, from, to] as const,
};

const noRetryOn4xx = (failures: number, error: unknown) => failures < 1 && (apiStatusOf(error) ?? 500) >= 500;

/** A booking as a list item: `fields` is never sent, so each item is whole. */
export type BookingPage = { items: Booking[]; next: string | null };

/** One page of the space's bookings on its side (POST /api/v1/Booking/query). */
export function useBookings(params: BookingListParams) {
  const client = useAppClient();
  return useQuery({
    queryKey: bookingKeys.list(params),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<BookingPage>('POST', `${bookingPath}/query`, queryOf(params)),
        'query bookings',
      ),
  });
}

/** A tariff the side has bookings of, for the list's tariff filter. */
export type BookedTariff = { key: string; name: { jp: string; en: string } };

/**
 * The tariffs the space has bookings of on its side (the aggregate grouped by tariff), each named from one of
 * its bookings (the query with `fields`, page after page until every one is named): what the filter offers.
 */
export function useBookedTariffs(space: string, side: BookingSide) {
  const client = useAppClient();
  return useQuery({
    queryKey: ['bookings', 'tariffs-booked', space, side] as const,
    staleTime: 60_000,
    queryFn: async (): Promise<BookedTariff[]> => {
      const own = { [side]: space };
      const groups = dataOf(
        await client.requestDetailed<{ items: { group: { tariff?: unknown } }[] }>(
          'POST',
          `${bookingPath}/aggregate`,
          { filter: own, groupBy: ['tariff'], limit: 100 },
        ),
        'aggregate bookings',
      );
      const keys = groups.items.map((item) => String(item.group.tariff ?? '')).filter(Boolean);
      const names = new Map<string, BookedTariff['name']>();
      let cursor: string | null = null;
      for (let page = 0; page < 10 && keys.length > 0 && names.size < keys.length; page++) {
        const answer: { items: Pick<Booking, 'tariff' | 'tariffName'>[]; next: string | null } = dataOf(
          await client.requestDetailed('POST', `${bookingPath}/query`, {
            filter: { ...own, tariff: { $in: keys } },
            fields: ['tariff', 'tariffName'],
            limit: 100,
            ...(cursor ? { cursor } : {}),
          }),
          'query bookings',
        );
        for (const item of answer.items) names.set(item.tariff, item.tariffName);
        cursor = answer.next;
        if (!cursor) break;
      }
      return keys.map((key) => ({ key, name: names.get(key) ?? { jp: key, en: key } }));
    },
  });
}

/** Enough for any real export, small enough that a runaway cursor cannot loop forever. */
const MAX_PAGES = 50;

/** Every booking of the filters, page after page at the largest page size, for the CSV export. */
export function useAllBookings() {
  const client = useAppClient();
  return useMutation({
    mutationFn: async (params: Omit<BookingListParams, 'cursor'>): Promise<Booking[]> => {
      const items: Booking[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer: BookingPage = dataOf(
          await client.requestDetailed<BookingPage>(
            'POST',
            `${bookingPath}/query`,
            queryOf({ ...params, cursor }, 100),
          ),
          'query bookings',
        );
        items.push(...answer.items);
        cursor = answer.next;
        if (!cursor) break;
      }
      return items;
    },
  });
}

/** How often a held or pending booking is read again while the event stream is down (the fallback). */
export const FALLBACK_POLL_MS = 15_000;

/**
 * One booking with its history (GET /api/v1/Booking/{key}). The event stream refetches it when it moves
 * (use-live-bookings.ts); only while the stream is down (`poll`) is a held or pending one read every 15 s.
 */
export function useBooking(key: string, poll = false) {
  const client = useAppClient();
  return useQuery({
    queryKey: bookingKeys.one(key),
    retry: noRetryOn4xx,
    queryFn: async () => dataOf(await client.requestDetailed<Booking>('GET', one(key)), 'GET booking'),
    refetchInterval: (query) =>
      poll && query.state.data && ['held', 'pending'].includes(query.state.data.state)
        ? FALLBACK_POLL_MS
        : false,
  });
}

/** What cancelling now would cost (GET /api/v1/Booking/{key}/cancellation), asked when the dialog opens. */
export function useCancellationPreview(key: string, enabled: boolean) {
  const client = useAppClient();
  return useQuery({
    queryKey: bookingKeys.preview(key),
    enabled,
    retry: noRetryOn4xx,
    staleTime: 0,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<CancellationPreview>('GET', `${one(key)}/cancellation`),
        'GET fee preview',
      ),
  });
}

/**
 * What the amendment typed so far would cost and whether its dates have the units (POST
 * /api/v1/Booking/{key}/amend-preview, read-only): `body` is the amend body as JSON, `{}` for the booking as is.
 */
export function useAmendPreview(key: string, body: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: bookingKeys.amendPreview(key, body),
    retry: noRetryOn4xx,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<AmendPreview>('POST', `${one(key)}/amend-preview`, JSON.parse(body)),
        'POST amend preview',
      ),
  });
}

/**
 * A hold or a request (POST /api/v1/Booking). The caller names one `Idempotency-Key` per attempt (the book
 * button makes it when pressed), so the same request sent again answers the first booking instead of a second.
 */
export function useCreateBooking() {
  const { status, valid } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, attempt }: { body: BookingCreate; attempt: string }) => {
      const client = createAppClient({
        session: { status, valid },
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...(init.headers as object), 'Idempotency-Key': attempt } }),
      });
      return dataOf(
        await client.send<Booking, typeof bookingCreate>(bookingCreate, 'POST', bookingPath, body),
        'POST booking',
      );
    },
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.one(booking.key), booking);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** A move on a booking (POST /api/v1/Booking/{key}/{move}); the body is the move's own, `{}` when it has none. */
export function useBookingMove() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, move, body = {} }: { key: string; move: BookingMove; body?: object }) =>
      dataOf(
        await client.requestDetailed<Booking>('POST', `${one(key)}/${move}`, body),
        `POST booking ${move}`,
      ),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.one(booking.key), booking);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** The caller's availability calendar of a tariff (GET /api/v1/Tariff/{key}/availability?from&to). */
export function useAvailability(tariff: string, from: string, to: string, enabled = true) {
  const client = useAppClient();
  return useQuery({
    queryKey: bookingKeys.availability(tariff, from, to),
    enabled,
    retry: noRetryOn4xx,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const search = new URLSearchParams({ from, to });
      return dataOf(
        await client.requestDetailed<AvailabilityAnswer>(
          'GET',
          `${tariffPath(tariff)}/availability?${search}`,
        ),
        'GET availability',
      );
    },
  });
}

/** The supplier sets capacity or stop-sell for dates (PUT /api/v1/Tariff/{key}/inventory). */
export function useSetInventory() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tariff, body }: { tariff: string; body: InventoryBody }) =>
      dataOf(
        await client.send<{ tariff: string; dates: number }, typeof inventoryBody>(
          inventoryBody,
          'PUT',
          `${tariffPath(tariff)}/inventory`,
          body,
        ),
        'PUT inventory',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** A supplier's tariff as the calendar lists it. */
export type CalendarTariff = { key: string; title: { jp: string; en: string }; state: string };

/** The supplier space's published tariffs, for the rows of its booking calendar (GET /api/v1/Tariff?space=). */
export function useSupplierTariffs(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: ['bookings', 'tariffs', space] as const,
    queryFn: async () => {
      const search = new URLSearchParams({ space, state: 'published', limit: '50' });
      const page = dataOf(
        await client.requestDetailed<{ items: CalendarTariff[] }>('GET', `/v1/Tariff?${search}`),
        'GET tariffs',
      );
      return page.items;
    },
  });
}
