import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { MessengerEventName } from '@tourtariff/shared';
import { useEffect, useRef, useState } from 'react';
import { coreApiBase } from '../../../lib/api/core-client';
import { subscribeEvents } from '../../../lib/event-stream';
import { messengerKeys } from './keys';

/** While the stream is refused (signed out, database outage) the envelope polls, and tries the stream again. */
export const LIVE_RETRY_MS = 60_000;

type Hint = { conversation?: string; inquiry?: string };

function parseHint(data: unknown): Hint {
  try {
    const value = JSON.parse(String(data)) as unknown;
    return typeof value === 'object' && value !== null ? (value as Hint) : {};
  } catch {
    return {};
  }
}

/**
 * What one event makes stale. Events are hints, never content (the contract says so): the pages refetch what
 * the caller may read, so an event can never show anything the API would not.
 */
export function staleKeysOf(name: MessengerEventName, hint: Hint): (readonly unknown[])[] {
  const thread = hint.conversation ? [messengerKeys.thread(hint.conversation)] : [];
  if (name === 'read') return thread;
  const shared = [messengerKeys.lists(), [...messengerKeys.all, 'unread'], ...thread];
  if (name === 'message') return shared;
  return [
    ...shared,
    [...messengerKeys.all, 'inquiries'],
    ...(hint.inquiry ? [messengerKeys.inquiry(hint.inquiry)] : []),
  ];
}

function invalidate(queryClient: QueryClient, keys: (readonly unknown[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps the envelope, the list and the open thread current without reload, over the core's event stream (the
 * one the bell uses): `message`, `read` and `inquiry` events refetch what they touch; after a reconnect, or a
 * `resync` (the server may have missed events), everything of the messenger is refetched once. Returns whether
 * the stream is open, so the caller polls when it is not.
 */
export function useLiveMessenger(enabled: boolean): { live: boolean } {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const [open, setOpen] = useState(false);
  const openedBefore = useRef(false);
  const active = enabled && !refused && typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!active) return;
    const url = `${coreApiBase.replace(/\/+$/, '')}/notify/events`;
    const withCredentials = new URL(url, window.location.href).origin !== window.location.origin;
    const everything = () => void queryClient.invalidateQueries({ queryKey: messengerKeys.all });
    const hint = (name: MessengerEventName) => (event: Event) =>
      invalidate(queryClient, staleKeysOf(name, parseHint((event as MessageEvent).data)));
    // The page's one stream, shared with the bell (lib/event-stream.ts).
    const { source, unsubscribe } = subscribeEvents(url, withCredentials, {
      message: hint('message'),
      read: hint('read'),
      inquiry: hint('inquiry'),
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
