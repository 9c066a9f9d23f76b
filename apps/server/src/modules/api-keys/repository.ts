import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberRole, SpaceKind, SpaceRoleName } from '../../actor.ts';
import { memberRoleSql, spaceColumnSql } from '../../core/users/index.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  if (!created) throw new Error('api key insert returned nothing');
  return created;
}

export function listKeys(db: Db, space: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.spaceKey, space)).orderBy(desc(apiKeys.createdAt));
}

/** Keys of a space that still work (neither revoked nor expired). */
export async function countLiveKeys(db: Db, space: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.spaceKey, space),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** Revokes a key of this space (a revoked one stays revoked as it was); undefined when the space has no such key. */
export async function revokeKey(
  db: Db,
  space: string,
  id: string,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.spaceKey, space), eq(apiKeys.id, id)))
    .returning();
  return row;
}

/** A key with what its rights derive from: its space, and its creator's role there now (null: no longer a member). */
export type KeyCaller = {
  id: string;
  name: string;
  space: string;
  scope: 'read' | 'write';
  revoked: boolean;
  expiresAt: number | null;
  lastUsedAt: number | null;
  kind: SpaceKind;
  role: SpaceRoleName;
  createdBy: string;
  memberRole: MemberRole | null;
};

const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The key with this hash and what makes up its caller, in one statement; the space and the membership come from
 * the core users group's building blocks (docs/ARCHITECTURE.md "Table owners").
 */
export async function findKeyCaller(db: Db, keyHash: string): Promise<KeyCaller | undefined> {
  const [row] = await queryRows<KeyCaller>(
    db,
    sql`select ${apiKeys.id} as "id", ${apiKeys.name} as "name", ${apiKeys.spaceKey} as "space",
        ${apiKeys.scope} as "scope", ${apiKeys.revokedAt} is not null as "revoked",
        ${epochMs(apiKeys.expiresAt)} as "expiresAt", ${epochMs(apiKeys.lastUsedAt)} as "lastUsedAt",
        ${apiKeys.createdBy} as "createdBy", ${spaceColumnSql(apiKeys.spaceKey, 'kind')} as "kind",
        ${spaceColumnSql(apiKeys.spaceKey, 'role')} as "role",
        ${memberRoleSql(apiKeys.spaceKey, apiKeys.createdBy)} as "memberRole"
      from ${apiKeys}
      where ${apiKeys.keyHash} = ${keyHash}`,
  );
  if (!row) return undefined;
  const ms = (value: number | null) => (value === null ? null : Number(value));
  return { ...row, expiresAt: ms(row.expiresAt), lastUsedAt: ms(row.lastUsedAt) };
}

/** Notes a use, unless one was noted within the last minute (so a busy key does not write on every request). */
export async function touchKey(db: Db, id: string, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
}
