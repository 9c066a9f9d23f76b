import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { requireAccess } from '../../plugins/auth.ts';
import { eventStreamResponse } from '../../plugins/contract.ts';
import { createHub } from './hub.ts';
import { NOTIFY_CHANNEL, type NotificationEvent, STREAM_CHANNEL } from './service.ts';

export type EventStreamOptions = {
  /** A comment line this often keeps proxies from closing an idle stream and reveals dead sockets. */
  heartbeatMs?: number;
  /**
   * Streams end after this long; the browser reconnects on its own (after `retry`) and the access guard runs
   * again, so an expired or revoked session stops receiving within this time.
   */
  maxStreamMs?: number;
  maxStreamsPerUser?: number;
};

const RETRY_MS = 5_000;

const frame = (event: NotificationEvent) =>
  `event: notification\ndata: ${JSON.stringify({ key: event.key, kind: event.kind })}\n\n`;
// A browser's EventSource drops an event whose data is empty, so the resync carries an empty object.
const RESYNC_FRAME = 'event: resync\ndata: {}\n\n';
// A stopping process's goodbye: a short `retry`, spread so its streams do not all come back in the same
// instant, then `event: reconnect`; the browser's EventSource reconnects by itself once the stream ends.
const reconnectFrame = () =>
  `retry: ${250 + Math.floor(Math.random() * 1_750)}\nevent: reconnect\ndata: {}\n\n`;

/**
 * `GET /core/notify/events`: the caller's notification changes as server-sent events. It is the one streaming
 * exception to "every core call is POST" (docs/product-decisions.md §11), because a browser's EventSource can only GET. Each
 * process listens once on the channel and fans out in memory to its open streams; since every process hears
 * every NOTIFY, a notification created behind one process reaches a browser connected to another.
 *
 * Wire format: `event: notification` with `data: {"key", "kind"}` (kind: new, read, unread, drop); the data is
 * a hint to refetch, never the content, so nothing private rides the stream. `event: resync` (data `{}`) goes to
 * every open stream after the process's subscription was lost and restored (a database restart): events in
 * between were never heard, so the browser rereads its whole list. App events (`event: message | read |
 * inquiry`) reach the streams of every member of the spaces they name (publishStreamEvent).
 */
export const notifyEvents: FastifyPluginAsync<EventStreamOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxStreamMs = options.maxStreamMs ?? 15 * 60_000;
  const hub = createHub({ maxPerTarget: options.maxStreamsPerUser ?? 10 });

  const unlisten = await app.database.listen(NOTIFY_CHANNEL, hub.deliver, () => {
    app.log.info({ users: hub.size() }, 'notification subscription restored: asking open streams to resync');
    hub.resyncAll();
  });
  // Open streams never go idle, so close() would wait on them: end them first, each telling its browser to
  // reconnect shortly, which the proxy sends to another process during a rolling restart.
  // App events (the messenger's) ride the same streams, addressed to spaces rather than to one person.
  const unlistenApp = await app.database.listen(STREAM_CHANNEL, hub.deliverApp, () => hub.resyncAll());
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await unlisten().catch((error: unknown) => app.log.warn({ err: error }, 'notification UNLISTEN failed'));
    await unlistenApp().catch((error: unknown) => app.log.warn({ err: error }, 'stream UNLISTEN failed'));
  });

  app.get(
    '/core/notify/events',
    {
      onRequest: requireAccess(),
      schema: {
        tags: ['core: notify'],
        summary: "Server-sent events for the caller's notifications",
        response: { 200: eventStreamResponse("The caller's notification changes, as they happen") },
      },
    },
    async (request, reply) => {
      const actor = await request.actor();
      // Written by hand (hijacked) so that no compression or serializer buffers the stream; headers other
      // hooks set on the reply (CORS, for a core on another origin) are carried over.
      reply.hijack();
      const res: ServerResponse = reply.raw;
      reply.headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200);
      // Between end() and the 'close' event a write would be an error nobody listens to: skip it instead.
      const write = (text: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(text);
      };
      write(`retry: ${RETRY_MS}\n: connected\n\n`);

      const spaces = actor.memberships.map((membership) => membership.space);
      const unsubscribe = hub.subscribe(
        actor.identity.sub,
        {
          send: (event) => write(frame(event)),
          emit: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
          resync: () => write(RESYNC_FRAME),
          close: (how) => {
            if (how === 'destroy') return void res.destroy();
            if (how === 'reconnect') write(reconnectFrame());
            res.end();
          },
        },
        spaces,
      );
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      const lifetime = setTimeout(() => res.end(), maxStreamMs);
      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
      };
      res.on('close', cleanUp);
      // A client gone before the listener was attached has already had its 'close'.
      if (res.destroyed) cleanUp();
    },
  );
};
