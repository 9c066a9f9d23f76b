import { get, type IncomingMessage } from 'node:http';

export type SseEvent = { id?: string; event: string; data: string };

/**
 * A server-sent event stream over a real socket, keeping each event's `id:` (what a browser would send back as
 * Last-Event-ID); `headers` adds request headers such as `last-event-id`.
 */
export async function openStream(url: string, headers: Record<string, string>) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('error', () => {});
  let buffer = '';
  const events: SseEvent[] = [];
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = field('event');
      const id = field('id');
      if (event) events.push({ ...(id ? { id } : {}), event, data: field('data') ?? '' });
    }
  });

  /** Waits until `count` events match, at most `timeoutMs`, and returns them in order. */
  async function waitFor(matches: (event: SseEvent) => boolean, count = 1, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.filter(matches);
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`${found.length}/${count} events in time; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { status: response.statusCode, events, waitFor, close: () => response.destroy() };
}
