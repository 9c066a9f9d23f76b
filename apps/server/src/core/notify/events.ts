import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { eventsAfter, listenEvents, sweepEvents } from '../../db/live-events.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { eventStreamResponse } from '../../plugins/contract.ts';
import { createHub, replayTo, type Stream } from './hub.ts';
import { holdLive } from './resume.ts';
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

// `id:` is the live event's id: the browser sends the last one back as Last-Event-ID when it reconnects.
const idLine = (id: string | undefined) => (id ? `id: ${id}\n` : '');
const frame = (event: NotificationEvent, id?: string) =>
  `${idLine(id)}event: notification\ndata: ${JSON.stringify({ key: event.key, kind: event.kind })}\n\n`;
/** At most this many missed events are replayed to a resuming stream; beyond, it is told to resync. */
const REPLAY_LIMIT = 500;
const SWEEP_EVENTS_MS = 10 * 60_000;
const LAST_EVENT_ID = /^[1-9]\d{0,17}$/;
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
 * between were never heard, so the browser rereads its whole list. App events (the messenger's `event: message | read |
 * inquiry`, the bookings' `event: booking`) reach the streams of every member of the spaces they name (publishStreamEvent).
 */
export const notifyEvents: FastifyPluginAsync<EventStreamOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxStreamMs = options.maxStreamMs ?? 15 * 60_000;
  const hub = createHub({ maxPerTarget: options.maxStreamsPerUser ?? 10 });
  app.metrics.gauge('live_streams', 'Open live event streams of this process.', () => hub.streams());

  // Events are announced by id and read from their row (db/live-events.ts), so they may be of any size.
  const unlisten = await listenEvents(
    app.database,
    NOTIFY_CHANNEL,
    (event) => hub.deliver(event.payload, event.id),
    () => {
      app.log.info(
        { users: hub.size() },
        'notification subscription restored: asking open streams to resync',
      );
      hub.resyncAll();
    },
  );
  // Open streams never go idle, so close() would wait on them: end them first, each telling its browser to
  // reconnect shortly, which the proxy sends to another process during a rolling restart.
  // App events (the messenger's) ride the same streams, addressed to spaces rather than to one person.
  const unlistenApp = await listenEvents(
    app.database,
    STREAM_CHANNEL,
    (event) => hub.deliverApp(event.payload, event.id),
    () => hub.resyncAll(),
  );
  // Every process sweeps; the deletes are idempotent, so several processes doing it cost nothing more.
  const sweep = setInterval(() => {
    sweepEvents(app.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'live event sweep failed'),
    );
  }, SWEEP_EVENTS_MS);
  sweep.unref();
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    clearInterval(sweep);
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
      const sse: Stream = {
        send: (event, id) => write(frame(event, id)),
        emit: (name, data, id) => write(`${idLine(id)}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
        resync: () => write(RESYNC_FRAME),
        close: (how) => {
          if (how === 'destroy') return void res.destroy();
          if (how === 'reconnect') write(reconnectFrame());
          res.end();
        },
      };
      const lastEventId = request.headers['last-event-id'];
      const resumeFrom =
        typeof lastEventId === 'string' && LAST_EVENT_ID.test(lastEventId) ? lastEventId : null;
      const resuming = resumeFrom ? holdLive(sse) : null;
      const unsubscribe = hub.subscribe(actor.identity.sub, resuming?.stream ?? sse, spaces);
      if (resumeFrom && resuming) {
        // Subscribed first, then the missed events read: nothing published in between falls through the gap,
        // and what arrives live meanwhile waits, so each event is written once.
        const missed = await eventsAfter(
          app.database.db,
          [NOTIFY_CHANNEL, STREAM_CHANNEL],
          resumeFrom,
          REPLAY_LIMIT,
        ).catch(() => null);
        if (missed)
          replayTo(
            sse,
            { target: actor.identity.sub, spaces },
            missed.map((event) => ({
              ...event,
              kind: event.channel === NOTIFY_CHANNEL ? 'notification' : 'app',
            })),
          );
        else write(RESYNC_FRAME);
        resuming.release(new Set(missed?.map((event) => event.id)));
      }
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
