import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type CallerRow, callerColumns } from '../../../core/users/index.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { sessions, tokenRevocations } from '../../../db/schema/index.ts';
import type { RevocationEntry } from './revocations.ts';
import type { SessionRow } from './sessions.ts';

type SessionColumns = Omit<SessionRow, 'accessExpiresAt' | 'expiresAt' | 'createdAt'> & {
  accessExpiresAt: number;
  expiresAt: number;
  createdAt: number;
};

// Timestamps as epoch milliseconds: both drivers return a float8 as a number, whatever their date parsing.
const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The session behind a cookie with everything about its user that makes up the caller (user row, grants,
 * memberships), in one statement. Undefined when there is no such session.
 */
export async function findSessionCaller(
  db: Db,
  idHash: string,
): Promise<{ session: SessionRow; caller: CallerRow } | undefined> {
  const [row] = await queryRows<SessionColumns & CallerRow>(
    db,
    sql`select ${sessions.idHash} as "idHash", ${sessions.sub} as "sub", ${sessions.idToken} as "idToken",
        ${sessions.accessToken} as "accessToken", ${sessions.refreshToken} as "refreshToken",
        ${sessions.valid} as "valid", ${sessions.secondFactor} as "secondFactor", ${epochMs(sessions.accessExpiresAt)} as "accessExpiresAt",
        ${epochMs(sessions.expiresAt)} as "expiresAt", ${epochMs(sessions.createdAt)} as "createdAt",
        ${callerColumns(sql`${sessions.sub}`)}
      from ${sessions} where ${sessions.idHash} = ${idHash}`,
  );
  if (!row) return undefined;
  const { user, grants, memberships, mfaSpaces, ...session } = row;
  return {
    session: {
      ...session,
      accessExpiresAt: new Date(Number(session.accessExpiresAt)),
      expiresAt: new Date(Number(session.expiresAt)),
      createdAt: new Date(Number(session.createdAt)),
    },
    caller: { user, grants, memberships, mfaSpaces: mfaSpaces ?? [] },
  };
}

/**
 * Whether a bearer token was revoked after it was issued (any of its sub, grant, sid or jti), together with the
 * caller its subject names, in one statement.
 */
export async function findBearerCaller(
  db: Db,
  sub: string,
  keys: RevocationEntry[],
  issuedAt: Date,
): Promise<{ revoked: boolean; caller: CallerRow }> {
  const matches = keys.map(
    (key) => and(eq(tokenRevocations.kind, key.kind), eq(tokenRevocations.value, key.value)) as SQL,
  );
  const revoked = matches.length
    ? sql`exists (select 1 from ${tokenRevocations} where (${or(...matches)})
        and ${tokenRevocations.notBefore} >= ${issuedAt.toISOString()})`
    : sql`false`;
  const [row] = await queryRows<CallerRow & { revoked: boolean }>(
    db,
    sql`select ${revoked} as "revoked", ${callerColumns(sql`${sub}`)}`,
  );
  return {
    revoked: row?.revoked === true,
    caller: {
      user: row?.user ?? null,
      grants: row?.grants ?? [],
      memberships: row?.memberships ?? [],
      mfaSpaces: row?.mfaSpaces ?? [],
    },
  };
}
