import { get, type IncomingMessage } from 'node:http';

export type StreamEvent = { event: string; data: string };

/**
 * A server-sent event stream read over a real socket (`app.inject` waits for an end a stream never reaches),
 * without an agent so no spare pooled socket keeps the server's close() waiting.
 */
export async function openEventStream(url: string, cookie: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers: { cookie }, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  let buffer = '';
  let raw = '';
  const events: StreamEvent[] = [];
  const ended = new Promise<void>((resolve) => response.on('end', resolve));
  response.on('data', (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = field('event');
      if (event) events.push({ event, data: field('data') ?? '' });
    }
  });
  /** The whole body of a response that ends (a refusal rather than a stream). */
  const body = async () => {
    await ended;
    return raw;
  };

  /** Waits for the first event (comments skipped) that `matches`, at most `timeoutMs`. */
  async function waitFor(matches: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event in time; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    waitFor,
    body,
    close: () => response.destroy(),
  };
}
