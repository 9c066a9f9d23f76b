import type { AlertKind } from '@tourtariff/shared';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { alertMails, spaceContacts } from '../../../db/schema/index.ts';

export type AlertMailRow = typeof alertMails.$inferSelect;
/** A row of an alert (not a mail written in full elsewhere): its kind names what the person chose to hear of. */
export type AlertRow = AlertMailRow & { kind: AlertKind };
type NewAlertMail = Pick<AlertMailRow, 'target' | 'kind' | 'mode' | 'subject' | 'body' | 'link'> &
  Partial<Pick<AlertMailRow, 'address'>>;

export const isAlert = (row: AlertMailRow): row is AlertRow => row.kind !== 'account';

/** How long a sender holds rows it took: past this, a sender that died is presumed gone and others retry. */
const LEASE = sql`now() + interval '5 minutes'`;
/** A row that failed this often stays in the table for an operator and is no longer tried. */
export const MAX_ATTEMPTS = 5;

export async function insertAlertMail(db: Db, values: NewAlertMail): Promise<void> {
  await insertAlertMails(db, [values]);
}

export async function insertAlertMails(db: Db, values: NewAlertMail[]): Promise<void> {
  if (values.length) await db.insert(alertMails).values(values);
}

const takeable = (mode: 'mail' | 'digest') =>
  and(
    eq(alertMails.mode, mode),
    isNull(alertMails.sentAt),
    lt(alertMails.attempts, MAX_ATTEMPTS),
    or(isNull(alertMails.claimedUntil), lt(alertMails.claimedUntil, sql`now()`)),
  );

/**
 * Leases unsent rows: locked rows (another process is leasing them right now) are skipped, never waited for,
 * and the lease makes every other sender pass them by until they are marked sent or the lease runs out.
 */
async function lease(db: Db, where: ReturnType<typeof and>, limit: number): Promise<AlertMailRow[]> {
  return db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: alertMails.id })
      .from(alertMails)
      .where(where)
      .orderBy(asc(alertMails.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!ids.length) return [];
    return tx
      .update(alertMails)
      .set({ claimedUntil: LEASE, attempts: sql`${alertMails.attempts} + 1` })
      .where(
        inArray(
          alertMails.id,
          ids.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The next instant mails to send, oldest first. */
export const leaseInstant = (db: Db, limit: number) => lease(db, takeable('mail'), limit);

/** One person's queued digest items made before `before` (all of them when undefined). */
export const leaseDigest = (db: Db, target: string, before: Date | undefined, limit: number) =>
  lease(
    db,
    and(
      takeable('digest'),
      eq(alertMails.target, target),
      before ? lt(alertMails.createdAt, before) : undefined,
    ),
    limit,
  );

export async function markSent(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(alertMails)
    .set({ sentAt: sql`now()`, claimedUntil: null })
    .where(inArray(alertMails.id, ids));
}

/** Gives rows back after a failed send, for the next try. */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.update(alertMails).set({ claimedUntil: null }).where(inArray(alertMails.id, ids));
}

/** Everybody with queued digest items. */
export async function digestTargets(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ target: alertMails.target })
    .from(alertMails)
    .where(takeable('digest'));
  return rows.map((row) => row.target);
}

/** The digest time each of the given spaces set (docs/product-decisions.md §14); a space with none is absent. */
export async function digestTimes(db: Db, spaceKeys: string[]): Promise<Map<string, string>> {
  if (!spaceKeys.length) return new Map();
  const rows = await db
    .select({ spaceKey: spaceContacts.spaceKey, digestAt: spaceContacts.digestAt })
    .from(spaceContacts)
    .where(inArray(spaceContacts.spaceKey, spaceKeys));
  return new Map(rows.map((row) => [row.spaceKey, row.digestAt]));
}
