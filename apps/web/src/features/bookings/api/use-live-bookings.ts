import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { BOOKING_STREAM_EVENT } from '@tourtariff/shared';
import { useEffect, useRef, useState } from 'react';
import { coreApiBase } from '../../../lib/api/core-client';
import { subscribeEvents } from '../../../lib/event-stream';
import { bookingKeys } from './bookings';

/** While the stream is refused (signed out, database outage) the pages poll, and the stream is tried again. */
export const LIVE_RETRY_MS = 60_000;

function bookingOf(data: unknown): string | null {
  try {
    const value = JSON.parse(String(data)) as { booking?: unknown };
    return typeof value?.booking === 'string' ? value.booking : null;
  } catch {
    return null;
  }
}

/**
 * What one `booking` event makes stale: that booking (its page and fee preview), every list and the calendars
 * (units moved). The event is a hint, never content: the pages refetch what the caller may read.
 */
export function staleBookingKeys(key: string | null): (readonly unknown[])[] {
  if (!key) return [bookingKeys.all];
  return [bookingKeys.one(key), bookingKeys.preview(key), ['bookings', 'list'], ['bookings', 'availability']];
}

function invalidate(queryClient: QueryClient, keys: (readonly unknown[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps the booking pages and lists current without reload over the core's event stream (the page's one stream,
 * shared with the bell and the messenger, lib/event-stream.ts): each `booking` event refetches what it touches;
 * after a reconnect or a `resync` everything of bookings is refetched once. Returns whether the stream is open,
 * so a page polls only while it is not (docs/ARCHITECTURE.md "Bookings (live, previews)").
 */
export function useLiveBookings(): { live: boolean } {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const [open, setOpen] = useState(false);
  const openedBefore = useRef(false);
  const active = !refused && typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!active) return;
    const url = `${coreApiBase.replace(/\/+$/, '')}/notify/events`;
    const withCredentials = new URL(url, window.location.href).origin !== window.location.origin;
    const everything = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    const { source, unsubscribe } = subscribeEvents(url, withCredentials, {
      [BOOKING_STREAM_EVENT]: (event) =>
        invalidate(queryClient, staleBookingKeys(bookingOf((event as MessageEvent).data))),
      resync: everything,
      open: () => {
        setOpen(true);
        if (openedBefore.current) everything();
        openedBefore.current = true;
      },
      error: () => {
        setOpen(false);
        if (source.readyState === EventSource.CLOSED) setRefused(true);
      },
    });
    return () => {
      unsubscribe();
      setOpen(false);
    };
  }, [active, queryClient]);

  useEffect(() => {
    if (!refused) return;
    const timer = setTimeout(() => setRefused(false), LIVE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [refused]);

  return { live: active && open };
}
