import { and, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { guideDays } from '../../../db/schema/index.ts';

export type DayRow = { day: string; jobKey: string | null };

/** A guide's blocked days within a window, in order. */
export async function daysBetween(db: Db, guide: string, from: string, to: string): Promise<DayRow[]> {
  return db
    .select({ day: guideDays.day, jobKey: guideDays.jobKey })
    .from(guideDays)
    .where(and(eq(guideDays.guideKey, guide), gte(guideDays.day, from), lte(guideDays.day, to)))
    .orderBy(guideDays.day);
}

/** Within the window, exactly `unavailable` is marked unavailable; days held by jobs are left alone. */
export async function replaceUnavailable(
  db: Db,
  guide: string,
  from: string,
  to: string,
  unavailable: string[],
) {
  await db
    .delete(guideDays)
    .where(
      and(
        eq(guideDays.guideKey, guide),
        gte(guideDays.day, from),
        lte(guideDays.day, to),
        isNull(guideDays.jobKey),
      ),
    );
  if (unavailable.length)
    await db
      .insert(guideDays)
      .values([...new Set(unavailable)].map((day) => ({ guideKey: guide, day, jobKey: null })))
      .onConflictDoNothing();
}

/**
 * Holds the job's days for the guide inside the accepting transaction. The primary key (guide, day) refuses a
 * day already held: a concurrent acceptance waits for the other to commit and then finds the day taken. The
 * answer is the first clash (the day, and the job holding it or null for a day marked unavailable), or null.
 */
export async function holdDays(db: Db, guide: string, job: string, days: string[]) {
  const inserted = await db
    .insert(guideDays)
    .values(days.map((day) => ({ guideKey: guide, day, jobKey: job })))
    .onConflictDoNothing()
    .returning({ day: guideDays.day });
  if (inserted.length === days.length) return null;
  const held = new Set(inserted.map((r) => r.day));
  const missing = days.filter((day) => !held.has(day));
  const [clash] = await db
    .select({ day: guideDays.day, job: guideDays.jobKey })
    .from(guideDays)
    .where(
      and(
        eq(guideDays.guideKey, guide),
        inArray(guideDays.day, missing),
        or(isNull(guideDays.jobKey), ne(guideDays.jobKey, job)),
      ),
    )
    .orderBy(guideDays.day)
    .limit(1);
  // A clash whose holder vanished meanwhile still refused this attempt: name its day.
  return clash ?? { day: missing[0] as string, job: null };
}

/** The first of these days the guide already holds (the job holding it, or null when marked unavailable). */
export async function firstHeldDay(db: Db, guide: string, days: string[]) {
  if (!days.length) return null;
  const [held] = await db
    .select({ day: guideDays.day, job: guideDays.jobKey })
    .from(guideDays)
    .where(and(eq(guideDays.guideKey, guide), inArray(guideDays.day, days)))
    .orderBy(guideDays.day)
    .limit(1);
  return held ?? null;
}

/** Frees the days a job held (cancelled): the guide is available again. */
export async function releaseDays(db: Db, job: string) {
  await db.delete(guideDays).where(eq(guideDays.jobKey, job));
}
