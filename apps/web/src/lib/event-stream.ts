/**
 * One EventSource per page for the core's event stream (`/core/notify/events`), shared by every feature that
 * listens (the bell, the messenger). Over HTTP/1.1 a browser allows six connections per host across its tabs,
 * and an open stream holds one for as long as the page lives: a stream per feature would let three tabs starve
 * the app of connections.
 */
export type StreamHandlers = Record<string, (event: Event) => void>;

type Shared = { source: EventSource; subscribers: Set<StreamHandlers> };

// EventSource's readyState values, spelled out so a stand-in without the static constants works the same.
const OPEN = 1;
const CLOSED = 2;

const streams = new Map<string, Shared>();

/**
 * Listens to `url` with `handlers` (by event name: `open`, `error`, `notification`, `message` …), opening the
 * page's stream if none is open; `unsubscribe` closes it once nobody listens. A subscriber joining a stream that
 * is already open gets an `open` at once, as if it had opened it. A refused (CLOSED) stream is replaced on the
 * next subscription.
 */
export function subscribeEvents(
  url: string,
  withCredentials: boolean,
  handlers: StreamHandlers,
): { source: EventSource; unsubscribe: () => void } {
  let shared = streams.get(url);
  const joined = shared !== undefined && shared.source.readyState !== CLOSED;
  if (!shared || !joined) {
    shared = { source: new EventSource(url, { withCredentials }), subscribers: new Set() };
    streams.set(url, shared);
  }
  const { source, subscribers } = shared;
  for (const [name, handler] of Object.entries(handlers)) source.addEventListener(name, handler);
  subscribers.add(handlers);
  if (joined && source.readyState === OPEN) queueMicrotask(() => handlers.open?.(new Event('open')));

  return {
    source,
    unsubscribe: () => {
      for (const [name, handler] of Object.entries(handlers)) source.removeEventListener(name, handler);
      subscribers.delete(handlers);
      if (subscribers.size > 0) return;
      source.close();
      if (streams.get(url)?.source === source) streams.delete(url);
    },
  };
}
