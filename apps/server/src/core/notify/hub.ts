import { z } from 'zod';
import type { NotificationEvent } from './service.ts';

/**
 * `resync` tells the browser that events may have been missed, so it reads its list afresh. `end` finishes a
 * stream politely (the connection may be reused); `reconnect` finishes it telling the browser to come back soon,
 * to whichever process the proxy picks (shutdown, docs/operations.md "Shutdown"); `destroy` drops its socket.
 */
export type Stream = {
  /** `id`: the live event's id (db/live-events.ts), which the stream passes on for `Last-Event-ID`. */
  send(event: NotificationEvent, id?: string): void;
  /** An app event (the messenger's `message`, `read`, `inquiry`): a named hint with small JSON data. */
  emit(name: string, data: Record<string, unknown>, id?: string): void;
  resync(): void;
  close(how: 'end' | 'reconnect' | 'destroy'): void;
};

const eventSchema = z.object({
  key: z.string(),
  target: z.string(),
  kind: z.enum(['new', 'read', 'unread', 'drop']),
});

/** What travels on STREAM_CHANNEL: an app event for every open stream of the members of some spaces. */
const appEventSchema = z.object({
  event: z.string().regex(/^[a-z][a-z_-]{0,30}$/),
  spaces: z.array(z.string()).max(100),
  data: z.record(z.string(), z.unknown()),
});

function parseNotification(payload: string): NotificationEvent | null {
  try {
    return eventSchema.parse(JSON.parse(payload));
  } catch {
    return null;
  }
}

function parseAppEvent(payload: string): z.infer<typeof appEventSchema> | null {
  try {
    return appEventSchema.parse(JSON.parse(payload));
  } catch {
    return null;
  }
}

/**
 * Gives one stream, of `target` and member of `spaces`, the events among `events` that were meant for it:
 * what a stream resuming with `Last-Event-ID` missed (docs/operations.md "Live events").
 */
export function replayTo(
  stream: Stream,
  who: { target: string; spaces: readonly string[] },
  events: { kind: 'notification' | 'app'; id: string; payload: string }[],
): void {
  for (const { kind, id, payload } of events) {
    if (kind === 'notification') {
      const event = parseNotification(payload);
      if (event?.target === who.target) stream.send(event, id);
    } else {
      const event = parseAppEvent(payload);
      if (event?.spaces.some((space) => who.spaces.includes(space))) stream.emit(event.event, event.data, id);
    }
  }
}

/**
 * In-memory fan-out, by target, from the process's one LISTEN subscription to its open event streams. A user
 * with more than `maxPerTarget` streams (tabs, or a client that never closes) loses the oldest one, so one
 * account cannot pile up sockets on a server.
 */
export function createHub(options: { maxPerTarget: number }) {
  const byTarget = new Map<string, Set<Stream>>();
  // The spaces a stream's user belonged to when it opened; streams end after a while, so this stays fresh.
  const bySpace = new Map<string, Set<Stream>>();

  function joinSpaces(stream: Stream, spaces: readonly string[]): () => void {
    for (const space of spaces) {
      const set = bySpace.get(space) ?? new Set<Stream>();
      bySpace.set(space, set);
      set.add(stream);
    }
    return () => {
      for (const space of spaces) {
        const set = bySpace.get(space);
        set?.delete(stream);
        if (set?.size === 0) bySpace.delete(space);
      }
    };
  }

  function subscribe(target: string, stream: Stream, spaces: readonly string[] = []): () => void {
    const leave = joinSpaces(stream, spaces);
    const streams = byTarget.get(target) ?? new Set<Stream>();
    byTarget.set(target, streams);
    streams.add(stream);
    if (streams.size > options.maxPerTarget) {
      const [oldest] = streams;
      if (oldest) {
        streams.delete(oldest);
        oldest.close('end');
      }
    }
    return () => {
      leave();
      streams.delete(stream);
      if (streams.size === 0 && byTarget.get(target) === streams) byTarget.delete(target);
    };
  }

  /** Routes one app event to every stream of the members of its spaces, each stream once. */
  function deliverApp(payload: string, id?: string): void {
    const parsed = parseAppEvent(payload);
    if (!parsed) return;
    const streams = new Set<Stream>();
    for (const space of parsed.spaces) for (const stream of bySpace.get(space) ?? []) streams.add(stream);
    for (const stream of streams) stream.emit(parsed.event, parsed.data, id);
  }

  /** Routes one channel payload; anything that is not our event shape (another writer's mistake) is ignored. */
  function deliver(payload: string, id?: string): void {
    const event = parseNotification(payload);
    if (!event) return;
    for (const stream of byTarget.get(event.target) ?? []) stream.send(event, id);
  }

  /** Every open stream, whoever it belongs to: a lost subscription may have missed anybody's events. */
  function resyncAll(): void {
    for (const streams of byTarget.values()) for (const stream of streams) stream.resync();
  }

  /** Ends every open stream asking its browser to reconnect (to another process, while this one stops). */
  function closeAll(): void {
    for (const streams of byTarget.values()) for (const stream of [...streams]) stream.close('reconnect');
  }

  /** Open streams, all targets together (the live-connections metric). */
  function streams(): number {
    let count = 0;
    for (const set of byTarget.values()) count += set.size;
    return count;
  }

  return { subscribe, deliver, deliverApp, resyncAll, closeAll, size: () => byTarget.size, streams };
}
