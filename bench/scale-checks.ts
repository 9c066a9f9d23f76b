import http from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import type { Acknowledged, Client } from './scale-workload.ts';

/**
 * The scale benchmark's verdict on durability (docs/performance.md "Scale"): every write a client was told
 * succeeded (a 2xx) must be in the database afterwards — a killed process may drop requests, never an
 * acknowledged one — and every message's attachment must read back from the bucket with its bytes.
 */
export async function checkWrites(url: string, base: string, clients: Client[], phases: Acknowledged[]) {
  const failures: string[] = [];
  const bookings = phases.flatMap((p) => p.bookings);
  const messages = phases.flatMap((p) => p.messages);
  const notifications = phases.flatMap((p) => p.notifications);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const keys = (list: { key: string }[]) =>
      sql`(${sql.join(
        [...new Set(list.map((item) => item.key)), ''].map((key) => sql`${key}`),
        sql`, `,
      )})`;
    const states = new Map(
      (
        await queryRows<{ key: string; state: string }>(
          database.db,
          sql`select key, state from bookings where key in ${keys(bookings)}`,
        )
      ).map((row) => [row.key, row.state]),
    );
    for (const booking of bookings) {
      const state = states.get(booking.key);
      if (!state) failures.push(`booking ${booking.key} acknowledged (${booking.state}) but not stored`);
      else if (booking.state === 'confirmed' && state !== 'confirmed')
        failures.push(`booking ${booking.key} acknowledged confirmed but ${state}`);
    }
    const stored = new Set(
      (
        await queryRows<{ key: string }>(
          database.db,
          sql`select m.key from messages m
              where m.key in ${keys(messages)}
                and exists (select 1 from message_attachments a where a.message_id = m.id)`,
        )
      ).map((row) => row.key),
    );
    for (const message of messages)
      if (!stored.has(message.key))
        failures.push(`message ${message.key} acknowledged but not stored with its file`);
    const told = new Set(
      (
        await queryRows<{ key: string }>(
          database.db,
          sql`select key::text as key from notifications where key::text in ${keys(notifications)}`,
        )
      ).map((row) => row.key),
    );
    for (const notification of notifications)
      if (!told.has(notification.key))
        failures.push(`notification ${notification.key} acknowledged but not stored`);
  } finally {
    await database.close();
  }
  // Each attachment's bytes from the bucket, through a server, as a participant reads them.
  const cookies = new Map(clients.map((client) => [client.conversation, client.cookie]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  for (const message of messages) {
    const answer = await fetchBytes(
      agent,
      `${base}/api/messenger/${message.conversation}/attachments/${message.attachment}`,
      cookies.get(message.conversation) ?? '',
    );
    if (answer.status !== 200 || answer.bytes !== message.bytes)
      failures.push(
        `attachment ${message.attachment}: ${answer.status}, ${answer.bytes} bytes of ${message.bytes}`,
      );
  }
  agent.destroy();
  return {
    failures,
    counts: {
      bookings: new Set(bookings.map((b) => b.key)).size,
      confirmed: bookings.filter((b) => b.state === 'confirmed').length,
      messages: messages.length,
      notifications: notifications.length,
    },
  };
}

function fetchBytes(
  agent: http.Agent,
  url: string,
  cookie: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { cookie, 'x-tourtariff-client': 'web' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', () => resolve({ status: 0, bytes }));
    });
    request.on('error', () => resolve({ status: 0, bytes: 0 }));
  });
}

/** Units held, requested or confirmed on each of the limited tariff's dates, against its capacity. */
export async function oversold(url: string, tariff: string, dates: string[]) {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const rows = await queryRows<{ date: string; capacity: number; used: number }>(
      database.db,
      sql`select i.date::text as date, i.capacity,
            coalesce((select sum(b.units)::int from bookings b where b.tariff_key = i.tariff_key
              and i.date between b.first_date and b.last_date
              and b.state in ('held', 'pending', 'confirmed')), 0) as used
          from booking_inventory i
          where i.tariff_key = ${tariff} and i.date in (${sql.join(
            dates.map((d) => sql`${d}::date`),
            sql`, `,
          )})
          order by i.date`,
    );
    return { dates: rows };
  } finally {
    await database.close();
  }
}
