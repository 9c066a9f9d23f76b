import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AlertKind, type AlertMode, notificationPrefs } from '../../../db/schema/index.ts';

export type PrefsRow = typeof notificationPrefs.$inferSelect;

export async function findPrefs(db: Db, sub: string): Promise<PrefsRow | undefined> {
  const [row] = await db.select().from(notificationPrefs).where(eq(notificationPrefs.sub, sub));
  return row;
}

/** The stored choices of some people (one statement); people who never chose have no row. */
export async function prefsOf(db: Db, subs: string[]): Promise<PrefsRow[]> {
  if (!subs.length) return [];
  return db.select().from(notificationPrefs).where(inArray(notificationPrefs.sub, subs));
}

/** Merges `modes` into what is stored (the kinds not named keep theirs); `lang` replaces when given. */
export async function mergePrefs(
  db: Db,
  sub: string,
  change: { lang?: 'jp' | 'en' | undefined; modes?: Partial<Record<AlertKind, AlertMode>> | undefined },
): Promise<PrefsRow> {
  const modes = change.modes ?? {};
  const [row] = await db
    .insert(notificationPrefs)
    .values({ sub, lang: change.lang ?? 'jp', modes })
    .onConflictDoUpdate({
      target: notificationPrefs.sub,
      set: {
        ...(change.lang ? { lang: change.lang } : {}),
        modes: sql`${notificationPrefs.modes} || ${JSON.stringify(modes)}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
