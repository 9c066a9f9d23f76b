import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from './client.ts';
import { liveEvents } from './schema/index.ts';

/** One published live event (`Database.publish` stores and announces it): its id orders events and is what a stream sends as the SSE `id:`. */
export type LiveEvent = { id: string; channel: string; payload: string };

/**
 * How long published events are kept for streams to resume from (docs/operations.md "Live events"). A
 * browser reconnects within seconds; one away for longer rereads everything anyway (`resync`).
 */
export const KEEP_EVENTS_MS = 60 * 60_000;

const ID = /^[1-9]\d{0,17}$/;

/**
 * Subscribes to the events published on `channel`, delivered with their ids in the order they were announced.
 * Announcements that arrive while rows are being read are read together in one statement afterwards (a booking
 * announces several at its one commit; docs/performance.md "Bookings"). `onResync` as for `Database.listen`.
 */
export function listenEvents(
  database: Database,
  channel: string,
  handler: (event: LiveEvent) => void,
  onResync?: () => void,
): Promise<() => Promise<void>> {
  let pending: string[] = [];
  let reading = false;
  const drain = async () => {
    reading = true;
    while (pending.length) {
      const ids = pending;
      pending = [];
      try {
        const list = sql.join(
          ids.map((id) => sql`${id}::bigint`),
          sql`, `,
        );
        const rows = await queryRows<{ id: string; payload: string }>(
          database.db,
          sql`select id::text as id, payload from ${liveEvents} where channel = ${channel} and id in (${list})`,
        );
        const payloads = new Map(rows.map((row) => [row.id, row.payload]));
        for (const id of ids) {
          const payload = payloads.get(id);
          if (payload !== undefined) handler({ id, channel, payload });
        }
      } catch {
        // Rows that cannot be read now (database away) are the resync's business: the listener will tell.
      }
    }
    reading = false;
  };
  const announced = (id: string) => {
    if (!ID.test(id)) return;
    pending.push(id);
    if (!reading) void drain();
  };
  return database.listen(channel, announced, onResync);
}

/**
 * The events of `channels` published after `afterId`, oldest first; `null` when they cannot all be given: the
 * event `afterId` itself is no longer kept (what came between is unknown) or more than `limit` followed it.
 * The caller then tells its client to read afresh (`resync`).
 */
export async function eventsAfter(
  db: Db,
  channels: string[],
  afterId: string,
  limit: number,
): Promise<LiveEvent[] | null> {
  if (!ID.test(afterId)) return null;
  const list = sql.join(
    channels.map((channel) => sql`${channel}`),
    sql`, `,
  );
  const rows = await queryRows<LiveEvent & { anchor: boolean }>(
    db,
    sql`select id::text as id, channel, payload, anchor from (
          select id, channel, payload, false as anchor from ${liveEvents}
            where id > ${afterId}::bigint and channel in (${list})
          union all
          select id, channel, '', true from ${liveEvents} where id = ${afterId}::bigint
        ) as found
        order by found.id
        limit ${limit + 2}`,
  );
  const events = rows.filter((row) => !row.anchor);
  if (!rows.some((row) => row.anchor) || events.length > limit) return null;
  return events.map(({ id, channel, payload }) => ({ id, channel, payload }));
}

/** Deletes events older than `keepMs`. */
export async function sweepEvents(db: Db, keepMs = KEEP_EVENTS_MS): Promise<void> {
  await db.execute(
    sql`delete from ${liveEvents} where created_at < now() - make_interval(secs => ${keepMs / 1000})`,
  );
}
