import type { MemberRole } from '@tourtariff/shared';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { spaceAudit, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export type MembershipChange = {
  spaceKey: string;
  action: (typeof spaceAudit.$inferInsert)['action'];
  actorSub: string;
  targetSub?: string | null;
  targetEmail?: string | null;
  fromRole?: MemberRole | null;
  toRole?: MemberRole | null;
};

/** Written inside the caller's transaction, so a change and its record commit (or fail) together. */
export async function recordChange(tx: Db, change: MembershipChange): Promise<void> {
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
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

function after(cursor: string): SQL {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) {
    throw new AppError(
      'request.invalid',
      'Invalid request: querystring.cursor: not a cursor from this list',
      [{ field: 'querystring.cursor', rule: 'cursor', message: 'not a cursor from this list' }],
    );
  }
  return sql`(${spaceAudit.createdAt}, ${spaceAudit.id}) < (${match[1]}::timestamptz, ${match[2]}::uuid)`;
}

const actorUser = alias(users, 'actor_user');
const targetUser = alias(users, 'target_user');
const nameOf = (user: { nickname: string; email: string } | null) =>
  user ? user.nickname || user.email : null;

/** A company's membership history, newest first, with the names people have now. */
export async function listChanges(db: Db, spaceKey: string, limit: number, cursor: string | undefined) {
  const rows = await db
    .select({
      entry: getTableColumns(spaceAudit),
      cursorTime,
      actor: { nickname: actorUser.nickname, email: actorUser.email },
      target: { nickname: targetUser.nickname, email: targetUser.email },
    })
    .from(spaceAudit)
    .leftJoin(actorUser, eq(actorUser.sub, spaceAudit.actorSub))
    .leftJoin(targetUser, eq(targetUser.sub, spaceAudit.targetSub))
    .where(and(eq(spaceAudit.spaceKey, spaceKey), cursor ? after(cursor) : undefined))
    .orderBy(desc(spaceAudit.createdAt), desc(spaceAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ entry, actor, target }) => ({
      id: entry.id,
      action: entry.action,
      actor: { sub: entry.actorSub, name: nameOf(actor) },
      target: {
        sub: entry.targetSub,
        email: entry.targetEmail ?? target?.email ?? null,
        name: nameOf(target),
      },
      fromRole: entry.fromRole,
      toRole: entry.toRole,
      at: entry.createdAt.toISOString(),
    })),
    next:
      rows.length > limit && last
        ? Buffer.from(`${last.cursorTime}|${last.entry.id}`).toString('base64url')
        : null,
  };
}
