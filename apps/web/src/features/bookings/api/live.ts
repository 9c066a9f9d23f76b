import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coreApiBase } from '../../../lib/api/core-client';
import { subscribeEvents } from '../../../lib/event-stream';
import { bookingKeys } from './bookings';

/** The core's event stream at the URL the bell opens, so the page keeps one stream (lib/event-stream.ts). */
function eventsUrl() {
  const url = `${coreApiBase.replace(/\/+$/, '')}/notify/events`;
  return { url, withCredentials: new URL(url, window.location.href).origin !== window.location.origin };
}

/**
 * Keeps the bookings list current without reload: every booking change the other side makes (on the web or
 * through OCTO, docs/octo.md) notifies this space's members, and each notice or `resync` on the page's one event
 * stream refetches the list. Without EventSource the list stays as loaded, as before.
 */
export function useLiveBookings(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const { url, withCredentials } = eventsUrl();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'list'] });
    const { unsubscribe } = subscribeEvents(url, withCredentials, { notification: refresh, resync: refresh });
    return unsubscribe;
  }, [queryClient]);
}
