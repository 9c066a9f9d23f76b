import { useQuery } from '@tanstack/react-query';
import { appApiBase } from '../../../lib/api/app-client';
import { eventKeys } from './keys';
import type { PublicEvent } from './types';

/**
 * GET /api/v1/Event/public/:key with plain fetch, on purpose: the app clients (lib/api/request.ts `send`) answer
 * a local "no session" result without sending anything when nobody is signed in, yet this page is meant for
 * people without an account. The endpoint is public on the server and, being a GET, needs no client header;
 * a signed-in viewer's cookie goes along but changes nothing. Null: no such published event.
 */
/** A linked tariff's picture, served to anyone by the event's own route (plain /api/ipfs needs a session). */
export const publicEventImageUrl = (eventKey: string, hash: string) =>
  `${appApiBase}/v1/Event/public/${encodeURIComponent(eventKey)}/image/${encodeURIComponent(hash)}`;

export async function fetchPublicEvent(
  key: string,
  doFetch: typeof fetch = fetch,
): Promise<PublicEvent | null> {
  const response = await doFetch(`${appApiBase}/v1/Event/public/${encodeURIComponent(key)}`, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  // 404 (docs/product.md §8 "invalid record"): unknown, unpublished or deleted; the server does not say which.
  if (response.status === 404) return null;
  if (response.status !== 200) throw new Error(`GET public event failed: HTTP ${response.status}`);
  return (await response.json()) as PublicEvent;
}

export function usePublicEvent(key: string) {
  return useQuery({
    queryKey: eventKeys.public(key),
    queryFn: () => fetchPublicEvent(key),
  });
}
