import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpSignInEvents } from '../../db/schema/index.ts';

export type SignInEvent = typeof idpSignInEvents.$inferInsert;

export async function insertSignInEvent(db: Db, event: SignInEvent): Promise<void> {
  await db.insert(idpSignInEvents).values({ ...event, createdAt: sql`clock_timestamp()` });
}

export async function signInsOf(db: Db, sub: string, limit: number) {
  return db
    .select({
      ok: idpSignInEvents.ok,
      method: idpSignInEvents.method,
      ip: idpSignInEvents.ip,
      userAgent: idpSignInEvents.userAgent,
      createdAt: idpSignInEvents.createdAt,
    })
    .from(idpSignInEvents)
    .where(eq(idpSignInEvents.sub, sub))
    .orderBy(desc(idpSignInEvents.createdAt))
    .limit(limit);
}

/** Whether the account signed in before at all, and from a browser with this User-Agent. */
export async function knownDevice(db: Db, sub: string, userAgent: string | null) {
  const [row] = await db
    .select({
      any: sql<number>`count(*)::int`,
      same: sql<number>`count(*) filter (where ${idpSignInEvents.userAgent} is not distinct from ${userAgent})::int`,
    })
    .from(idpSignInEvents)
    .where(and(eq(idpSignInEvents.sub, sub), eq(idpSignInEvents.ok, true)));
  return { before: Number(row?.any ?? 0) > 0, same: Number(row?.same ?? 0) > 0 };
}
