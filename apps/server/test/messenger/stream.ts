import { get, type IncomingMessage } from 'node:http';
import type { TestUser } from '../sessions.ts';

export type SseEvent = { event: string; data: string };

/**
 * Reads `/core/notify/events` over a real socket (inject waits for an end a stream never has), one socket per
 * stream, as test/core/notify-events.test.ts does.
 */
export async function openStream(baseUrl: string, user: TestUser) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${baseUrl}/core/notify/events`,
      { headers: { cookie: `tt_session=${user.cookie}` }, agent: false },
      resolve,
    ).on('error', reject);
  });
  response.setEncoding('utf8');
  let buffer = '';
  let wake: (() => void) | undefined;
  response.on('data', (chunk: string) => {
    buffer += chunk;
    wake?.();
  });

  /** The next event named `name` (others and comments skipped), or a rejection after `timeoutMs`. */
  async function next(name: string, timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (f: string) =>
          lines.find((line) => line.startsWith(`${f}: `))?.slice(f.length + 2) ?? '';
        if (field('event') === name) return { event: name, data: field('data') };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} event in time`);
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, left);
      });
      clearTimeout(timer);
    }
  }
  /** True when no `name` event arrives within `ms`. */
  const quietFor = (name: string, ms: number) =>
    next(name, ms).then(
      () => false,
      () => true,
    );
  return { response, next, quietFor, close: () => response.destroy() };
}
