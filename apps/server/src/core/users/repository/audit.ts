import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { spaceAudit, users } from '../../../db/schema/index.ts';

export type AuditInsert = typeof spaceAudit.$inferInsert;

/** Written inside the caller's transaction, so a change and its record commit (or fail) together. */
export async function insertChange(tx: Db, change: AuditInsert): Promise<void> {
  await tx.insert(spaceAudit).values({
    ...change,
    // Wall-clock time, not the transaction's start: several entries of one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/*
 * Pages run newest first on (created_at, id). The cursor keeps the time with its microseconds as UTC text: a
 * JavaScript Date would round them to milliseconds and repeat or skip entries written within one millisecond.
 */
const cursorTime = sql<string>`to_char(${spaceAudit.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type AuditCursor = { time: string; id: string };

const actorUser = alias(users, 'actor_user');
const targetUser = alias(users, 'target_user');

/** `limit + 1` entries of a space's history from `after` on, newest first, with the names people have now. */
export function listChanges(db: Db, spaceKey: string, limit: number, after: AuditCursor | undefined) {
  return db
    .select({
      entry: getTableColumns(spaceAudit),
      cursorTime,
      actor: { nickname: actorUser.nickname, email: actorUser.email },
      target: { nickname: targetUser.nickname, email: targetUser.email },
    })
    .from(spaceAudit)
    .leftJoin(actorUser, eq(actorUser.sub, spaceAudit.actorSub))
    .leftJoin(targetUser, eq(targetUser.sub, spaceAudit.targetSub))
    .where(
      and(
        eq(spaceAudit.spaceKey, spaceKey),
        after
          ? sql`(${spaceAudit.createdAt}, ${spaceAudit.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(spaceAudit.createdAt), desc(spaceAudit.id))
    .limit(limit + 1);
}
