import { z } from 'zod';
import type { NotificationEvent } from './service.ts';

/**
 * `resync` tells the browser that events may have been missed, so it reads its list afresh. `end` finishes a
 * stream politely (the connection may be reused); `destroy` drops its socket (shutdown).
 */
export type Stream = {
  send(event: NotificationEvent): void;
  resync(): void;
  close(how: 'end' | 'destroy'): void;
};

const eventSchema = z.object({
  key: z.string(),
  target: z.string(),
  kind: z.enum(['new', 'read', 'unread', 'drop']),
});

/**
 * In-memory fan-out, by target, from the process's one LISTEN subscription to its open event streams. A user
 * with more than `maxPerTarget` streams (tabs, or a client that never closes) loses the oldest one, so one
 * account cannot pile up sockets on a server.
 */
export function createHub(options: { maxPerTarget: number }) {
  const byTarget = new Map<string, Set<Stream>>();

  function subscribe(target: string, stream: Stream): () => void {
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
      streams.delete(stream);
      if (streams.size === 0 && byTarget.get(target) === streams) byTarget.delete(target);
    };
  }

  /** Routes one channel payload; anything that is not our event shape (another writer's mistake) is ignored. */
  function deliver(payload: string): void {
    let event: NotificationEvent;
    try {
      event = eventSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    for (const stream of byTarget.get(event.target) ?? []) stream.send(event);
  }

  /** Every open stream, whoever it belongs to: a lost subscription may have missed anybody's events. */
  function resyncAll(): void {
    for (const streams of byTarget.values()) for (const stream of streams) stream.resync();
  }

  function closeAll(): void {
    for (const streams of byTarget.values()) for (const stream of streams) stream.close('destroy');
  }

  return { subscribe, deliver, resyncAll, closeAll, size: () => byTarget.size };
}
