import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { cursorText, encodeCursor } from '../../kit/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type NewRow = Pick<NotificationRow, 'target' | 'subject' | 'body' | 'link' | 'createdBy'>;

/** Many notifications in one statement, in the order given. */
export async function insertNotifications(db: Db, values: NewRow[]): Promise<NotificationRow[]> {
  if (!values.length) return [];
  return db.insert(notifications).values(values).returning();
}

export async function insertNotification(db: Db, values: NewRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findNotification(db: Db, key: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.key, key));
  return row;
}

/** `owner` narrows a write to one target's notifications, so "not yours" and "not there" are one answer. */
const scoped = (key: string, owner: string | undefined) =>
  and(eq(notifications.key, key), owner === undefined ? undefined : eq(notifications.target, owner));

export async function setRead(db: Db, key: string, read: boolean, owner?: string) {
  const [row] = await db
    .update(notifications)
    .set({ read, readAt: read ? sql`now()` : null })
    .where(scoped(key, owner))
    .returning();
  return row;
}

export async function deleteNotification(db: Db, key: string, owner?: string) {
  const [row] = await db.delete(notifications).where(scoped(key, owner)).returning();
  return row;
}

export async function countUnread(db: Db, target: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.target, target), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

/*
 * Pages run newest first on (created_at, key). The cursor carries the last row's time with its microseconds, as
 * ISO text in UTC: a JavaScript Date keeps only milliseconds and would skip or repeat rows created in the same
 * millisecond, and a fixed format reads back the same whatever the server's DateStyle.
 */
const cursorTime = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

/** Where a page starts after; parsed by `parseCursor` from what an earlier page handed out. */
export type Cursor = { at: string; key: string };

export function parseCursor(cursor: string): Cursor | null {
  const match = CURSOR.exec(cursorText(cursor));
  return match?.[1] && match[2] ? { at: match[1], key: match[2] } : null;
}

// The kit's cursor codec (kit/cursor.ts); the refusal stays this service's own `notify.bad_cursor`.
const cursorAt = (at: string, key: string) => encodeCursor(`${at}|${key}`);

const after = (cursor: Cursor): SQL =>
  sql`(${notifications.createdAt}, ${notifications.key}) < (${cursor.at}::timestamptz, ${cursor.key}::uuid)`;

/** A page of notifications, newest first: one target's, or everybody's when `target` is undefined. */
export async function pageNotifications(
  db: Db,
  options: { target?: string | undefined; limit: number; cursor?: Cursor | undefined },
) {
  const rows = await db
    .select({ ...getTableColumns(notifications), cursorTime })
    .from(notifications)
    .where(
      and(
        options.target === undefined ? undefined : eq(notifications.target, options.target),
        options.cursor ? after(options.cursor) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.key))
    .limit(options.limit + 1);
  const items = rows.slice(0, options.limit);
  const last = items.at(-1);
  const next = rows.length > options.limit && last ? cursorAt(last.cursorTime, last.key) : null;
  return { items, next };
}
