import type { EventDoc } from '@tourtariff/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { spaceNameSql } from '../../core/users/index.ts';
import type { Db } from '../../db/client.ts';
import { tariffEvents } from '../../db/schema/index.ts';

export type EventRow = typeof tariffEvents.$inferSelect;

/** The columns an event's document fills, so lists sort and filter without opening it. */
const columnsOf = (doc: EventDoc) => ({
  doc,
  published: doc.published,
  startsOn: doc.dates.from,
  endsOn: doc.dates.to,
});

export async function insertEvent(
  db: Db,
  values: { key: string; spaceKey: string; createdBy: string; doc: EventDoc },
  once = false,
): Promise<EventRow | undefined> {
  const insert = db.insert(tariffEvents).values({ ...values, ...columnsOf(values.doc) });
  const [row] = once ? await insert.onConflictDoNothing().returning() : await insert.returning();
  return row;
}

export async function findEvent(db: Db, key: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(tariffEvents).where(eq(tariffEvents.key, key));
  return row;
}

export async function updateEvent(db: Db, key: string, doc: EventDoc): Promise<EventRow | undefined> {
  const [row] = await db
    .update(tariffEvents)
    .set({ ...columnsOf(doc), updatedAt: sql`now()` })
    .where(eq(tariffEvents.key, key))
    .returning();
  return row;
}

export async function deleteEventRow(db: Db, key: string): Promise<void> {
  await db.delete(tariffEvents).where(eq(tariffEvents.key, key));
}

/** Events by start date, of one space or all; `publishedOnly` for callers who may not see drafts. */
export function listEventRows(
  db: Db,
  where: { space: string | undefined; publishedOnly: boolean },
  limit: number,
  offset: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(tariffEvents)
    .where(
      and(
        where.space ? eq(tariffEvents.spaceKey, where.space) : undefined,
        where.publishedOnly ? eq(tariffEvents.published, true) : undefined,
      ),
    )
    .orderBy(asc(tariffEvents.startsOn), asc(tariffEvents.key))
    .limit(limit)
    .offset(offset);
}

/** A published event with its supplier's name, for the shareable page. */
export async function findPublished(db: Db, key: string) {
  const [found] = await db
    .select({ event: tariffEvents, supplier: spaceNameSql(tariffEvents.spaceKey) })
    .from(tariffEvents)
    .where(and(eq(tariffEvents.key, key), eq(tariffEvents.published, true)));
  return found;
}
