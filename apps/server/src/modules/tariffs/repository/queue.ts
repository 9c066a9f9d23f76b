import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../../kit/index.ts';

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(tf_[\w-]{1,60})$/;

export type QueueEntry = { key: string; kind: 'tariff' | 'revision'; at: string };

/*
 * The review queue, oldest submission first: new tariffs waiting for their first publication and revisions of
 * published ones. Pages run on (submitted time, key) so items leaving the queue while an administrator pages
 * through it never make another item skip a page. Times carry microseconds as UTC text: a JavaScript Date would
 * round them to milliseconds and repeat or skip rows submitted within the same millisecond.
 */
export async function queuePage(db: Db, limit: number, cursor: string | undefined) {
  let after = sql`true`;
  if (cursor) {
    const match = decodeCursor(cursor, CURSOR, 'querystring.cursor');
    after = sql`(q.at, q.key) > (${match[1]}::timestamptz, ${match[2]})`;
  }
  const rows = await queryRows<QueueEntry>(
    db,
    sql`select q.key, q.kind, to_char(q.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from (select key, 'tariff' as kind, updated_at as at from tariffs where state = 'submitted'
              union all
              select tariff_key, 'revision', updated_at from tariff_revisions where state = 'submitted') q
        where ${after} order by q.at, q.key limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page,
    next: rows.length > limit && last ? encodeCursor(`${last.at}|${last.key}`) : null,
  };
}

/** How many tariffs and revisions wait in the review queue, for the home page (docs/product-decisions.md §15). */
export async function queueCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from tariffs where state = 'submitted')
      + (select count(*) from tariff_revisions where state = 'submitted') as n`,
  );
  return Number(row?.n ?? 0);
}
