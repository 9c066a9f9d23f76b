import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { coreApiBase, isCoreSuccess } from '../../../lib/api/core-client';
import { useCoreClient } from '../../../lib/api/use-clients';
import { subscribeEvents } from '../../../lib/event-stream';
import { isVersionAbove } from '../lib/version';
import { notificationKeys, serverStatusKey } from './keys';

/** Cores up to this version have no event stream (docs/product.md §4 server version flag); the bell polls them. */
export const STREAMING_SINCE = '0.2';

/**
 * A refused stream is tried again after this long (the bell polls meanwhile): a core that answered 503 while
 * its database restarted streams again once it is back.
 */
export const REOPEN_AFTER_MS = 60_000;

/** The core's event stream; cross-origin (a separate core service) needs cookies sent explicitly. */
export function eventsUrl(base: string = coreApiBase): { url: string; withCredentials: boolean } {
  const url = `${base.replace(/\/+$/, '')}/notify/events`;
  return { url, withCredentials: new URL(url, window.location.href).origin !== window.location.origin };
}

/**
 * Keeps the bell current without reload: when the core is new enough and the browser has EventSource, each
 * event refetches the list, and so does `resync`, which the core sends when it may have missed events (its
 * database restarted). Returns whether the stream is in use, so the caller polls when it is not (older core, no
 * EventSource, or a stream the server refused, such as after the session ended or during a database outage).
 */
export function useLiveNotifications(target: string | undefined): { live: boolean } {
  const core = useCoreClient();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  // Survives a reopened stream: any open after the first may follow a gap in which events were missed.
  const openedBefore = useRef(false);
  const status = useQuery({
    queryKey: serverStatusKey,
    queryFn: async () => {
      const result = await core.serverStatus();
      if (!isCoreSuccess(result)) throw new Error('core server/status failed');
      return result.data;
    },
    enabled: Boolean(target),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const version = status.data?.version;
  const live =
    Boolean(target) &&
    !refused &&
    version !== undefined &&
    isVersionAbove(version, STREAMING_SINCE) &&
    typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!live) return;
    const { url, withCredentials } = eventsUrl();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    // The page's one stream, shared with the messenger (lib/event-stream.ts).
    const { source, unsubscribe } = subscribeEvents(url, withCredentials, {
      notification: refresh,
      resync: refresh,
      // After a reconnect, events sent while the stream was down are lost: catch up once.
      open: () => {
        if (openedBefore.current) refresh();
        openedBefore.current = true;
      },
      // EventSource retries on its own after a network error; CLOSED means the server refused (401 and the like).
      error: () => {
        if (source.readyState === EventSource.CLOSED) setRefused(true);
      },
    });
    return unsubscribe;
  }, [live, queryClient]);

  useEffect(() => {
    if (!refused) return;
    const timer = setTimeout(() => setRefused(false), REOPEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [refused]);

  return { live };
}
