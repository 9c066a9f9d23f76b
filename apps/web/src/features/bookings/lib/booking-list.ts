import { type BookingState, bookingStates } from '@tourtariff/shared';

/** Which side of its bookings a space sees: what it bought, or what it sells. */
export type BookingSide = 'buyer' | 'supplier';

/** The list's filters, as the page keeps them. */
export type BookingListParams = {
  space: string;
  side: BookingSide;
  /** One state, or null for every state. */
  state: BookingState | null;
  /** Service dates from / to (YYYY-MM-DD), either open. */
  from: string;
  to: string;
  /** One tariff's bookings, or '' for every tariff. */
  tariff: string;
  cursor: string | null;
};

/** The filters a page address keeps (`?state=&from=&to=&tariff=`), so a filtered list can be shared or reloaded. */
export type BookingFilters = Pick<BookingListParams, 'state' | 'from' | 'to' | 'tariff'>;

/** The filters of an address; no `state` opens a side on what waits for it (a supplier its requests). */
export function filtersOf(search: URLSearchParams, side: BookingSide): BookingFilters {
  const state = search.get('state');
  const known = (bookingStates as readonly string[]).includes(state ?? '');
  return {
    state: known ? (state as BookingState) : state === 'all' ? null : side === 'supplier' ? 'pending' : null,
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    tariff: search.get('tariff') ?? '',
  };
}

/** The address's query for `filters`: what equals a side's opening view is left out. */
export function searchOf(filters: BookingFilters, side: BookingSide): URLSearchParams {
  const search = new URLSearchParams();
  const opening = side === 'supplier' ? 'pending' : null;
  if (filters.state !== opening) search.set('state', filters.state ?? 'all');
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.tariff) search.set('tariff', filters.tariff);
  return search;
}

/** The states each side looks at first: what waits for it. */
export const stateTabs: Record<BookingSide, readonly (BookingState | null)[]> = {
  buyer: [null, 'held', 'pending', 'confirmed', 'cancelled', 'completed', 'expired', 'rejected', 'no_show'],
  supplier: [
    null,
    'pending',
    'held',
    'confirmed',
    'cancelled',
    'completed',
    'no_show',
    'rejected',
    'expired',
  ],
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The query-language body (docs/product-decisions.md §11) of one page: the space's own side, the state, the
 * tariff and the service-date range. A buyer reads newest bookings first; a supplier its incoming ones by date, soonest first.
 */
export function queryOf(params: Omit<BookingListParams, 'cursor'> & { cursor?: string | null }, limit = 20) {
  const filter: Record<string, unknown> = { [params.side]: params.space };
  if (params.state) filter.state = params.state;
  if (params.tariff) filter.tariff = params.tariff;
  const date: Record<string, string> = {};
  if (isDate(params.from)) date.$gte = params.from;
  if (isDate(params.to)) date.$lte = params.to;
  if (Object.keys(date).length > 0) filter.date = date;
  const sort =
    params.side === 'supplier'
      ? [{ field: 'date', order: 'asc' as const }]
      : [{ field: 'createdAt', order: 'desc' as const }];
  return { filter, sort, limit, ...(params.cursor ? { cursor: params.cursor } : {}) };
}
