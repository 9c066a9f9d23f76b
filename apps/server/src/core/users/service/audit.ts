import type { Db } from '../../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../../kit/index.ts';
import { type AuditCursor, listChanges } from '../repository/audit.ts';

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

function readCursor(cursor: string): AuditCursor {
  const match = decodeCursor(cursor, CURSOR, 'querystring.cursor');
  return { time: match[1] as string, id: match[2] as string };
}

const nameOf = (user: { nickname: string; email: string } | null) =>
  user ? user.nickname || user.email : null;

/**
 * A company's membership history, newest first. Whether the caller may read it (its owners and admins) is the
 * spaces module's to decide before it asks.
 */
export async function membershipAudit(db: Db, spaceKey: string, limit: number, cursor: string | undefined) {
  const rows = await listChanges(db, spaceKey, limit, cursor ? readCursor(cursor) : undefined);
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
    next: rows.length > limit && last ? encodeCursor(`${last.cursorTime}|${last.entry.id}`) : null,
  };
}
