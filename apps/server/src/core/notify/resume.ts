import type { Stream } from './hub.ts';

type Held =
  | { kind: 'send'; args: Parameters<Stream['send']> }
  | { kind: 'emit'; args: Parameters<Stream['emit']> };

/**
 * Wraps a stream that is about to be given the events it missed (docs/operations.md "Live events"): live
 * events meanwhile are held, and `release(replayed)` writes those not among the replayed ids, then lets the
 * rest through. Resync and close pass at once.
 */
export function holdLive(stream: Stream): { stream: Stream; release(replayed: Set<string>): void } {
  let held: Held[] | null = [];
  let replayed = new Set<string>();
  const fresh = (id: string | undefined) => id === undefined || !replayed.has(id);
  const wrapped: Stream = {
    send: (...args) => {
      if (held) held.push({ kind: 'send', args });
      else if (fresh(args[1])) stream.send(...args);
    },
    emit: (...args) => {
      if (held) held.push({ kind: 'emit', args });
      else if (fresh(args[2])) stream.emit(...args);
    },
    resync: () => stream.resync(),
    close: (how) => stream.close(how),
  };
  return {
    stream: wrapped,
    release(ids) {
      replayed = ids;
      const pending = held ?? [];
      held = null;
      for (const item of pending) {
        if (item.kind === 'send' && fresh(item.args[1])) stream.send(...item.args);
        if (item.kind === 'emit' && fresh(item.args[2])) stream.emit(...item.args);
      }
    },
  };
}
