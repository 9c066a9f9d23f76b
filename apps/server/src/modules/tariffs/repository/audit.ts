import { type AuditAction, type FieldChange, personName } from '@tourtariff/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { profileColumnSql } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { tariffAudit } from '../../../db/schema/index.ts';
import { decodeOffset, encodeOffset } from '../../../kit/index.ts';

export type AuditEntry = {
  tariffKey: string;
  spaceKey: string;
  version: number;
  action: AuditAction;
  target?: 'tariff' | 'revision';
  fromState: string | null;
  toState: string | null;
  note?: string | null;
  diff?: FieldChange[];
};

/** Who acted, as the trail keeps them: their id and the name they had at the time. */
export type AuditActor = { sub: string; name: string };

/** Appends to the trail inside the caller's transaction, so a change and its record commit together. */
export async function insertAudit(db: Db, by: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(tariffAudit).values({
    ...entry,
    note: entry.note ?? null,
    diff: entry.diff ?? [],
    actor: by.sub,
    actorName: by.name,
    // Wall-clock time, not the transaction's start: entries written in one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/** A tariff's history, oldest first (new entries only ever append, so offsets stay stable). */
export async function listAudit(db: Db, key: string, limit: number, cursor: string | undefined) {
  const offset = decodeOffset(cursor, 'querystring.cursor');
  // The actor's name as written in account settings today, with its reading, beside the name the trail kept.
  const rows = await db
    .select({
      entry: tariffAudit,
      // Profiles are the core users group's (docs/ARCHITECTURE.md "Table owners").
      profileName: profileColumnSql(tariffAudit.actor, 'name'),
      furigana: profileColumnSql(tariffAudit.actor, 'furigana'),
    })
    .from(tariffAudit)
    .where(eq(tariffAudit.tariffKey, key))
    .orderBy(asc(tariffAudit.createdAt), asc(sql`${tariffAudit.id}::text`))
    .limit(limit + 1)
    .offset(offset);
  const items = rows.slice(0, limit).map(({ entry: row, profileName, furigana }) => ({
    id: row.id,
    version: row.version,
    action: row.action,
    target: row.target,
    from: row.fromState,
    to: row.toState,
    note: row.note,
    diff: row.diff,
    actor: { sub: row.actor, name: row.actorName, person: personName(profileName, furigana) },
    at: row.createdAt.toISOString(),
  }));
  return { items, next: rows.length > limit ? encodeOffset(offset + limit) : null };
}
