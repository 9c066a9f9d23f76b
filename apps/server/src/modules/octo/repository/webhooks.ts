import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { octoDeliveries, octoWebhooks, type WebhookAttempt } from '../../../db/schema/index.ts';

/* All SQL of OCTO webhooks (docs/octo.md "Webhooks"): a reseller's registrations and their deliveries. */

export type WebhookRow = typeof octoWebhooks.$inferSelect;
export type DeliveryRow = typeof octoDeliveries.$inferSelect;

export async function insertWebhook(db: Db, values: typeof octoWebhooks.$inferInsert): Promise<WebhookRow> {
  const [row] = await db.insert(octoWebhooks).values(values).returning();
  return row as WebhookRow;
}

/** Webhooks whose secret is still in plaintext (registered before migration 0032). */
export async function plaintextSecrets(db: Db): Promise<{ id: string; secret: string }[]> {
  const rows = await db
    .select({ id: octoWebhooks.id, secret: octoWebhooks.secret })
    .from(octoWebhooks)
    .where(isNotNull(octoWebhooks.secret));
  return rows.flatMap((r) => (r.secret ? [{ id: r.id, secret: r.secret }] : []));
}

/** Stores the sealed secret and empties the plaintext, if no other process did it first. */
export async function sealSecret(db: Db, id: string, plaintext: string, sealed: string): Promise<void> {
  await db
    .update(octoWebhooks)
    .set({ sealedSecret: sealed, secret: null })
    .where(and(eq(octoWebhooks.id, id), eq(octoWebhooks.secret, plaintext)));
}

export function webhooksOf(db: Db, buyer: string, supplier: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(octoWebhooks)
    .where(and(eq(octoWebhooks.buyerKey, buyer), eq(octoWebhooks.supplierKey, supplier)))
    .orderBy(asc(octoWebhooks.createdAt), asc(octoWebhooks.id));
}

export async function findWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(octoWebhooks).where(eq(octoWebhooks.id, id));
  return row;
}

export async function deleteWebhook(db: Db, id: string): Promise<void> {
  await db.delete(octoWebhooks).where(eq(octoWebhooks.id, id));
}

export async function insertDeliveries(db: Db, rows: (typeof octoDeliveries.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(octoDeliveries).values(rows);
}

export function deliveriesOf(db: Db, webhook: string, limit = 100): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(octoDeliveries)
    .where(eq(octoDeliveries.webhookId, webhook))
    .orderBy(desc(octoDeliveries.createdAt), desc(octoDeliveries.id))
    .limit(limit);
}

/**
 * Claims the deliveries whose next attempt is due, moving their next attempt to `lease` in the same statement,
 * so two sweeps (two processes) never post one delivery twice at once; answers them with their webhook's URL
 * and its secret as stored (service/secrets.ts opens it).
 */
export async function claimDue(db: Db, now: Date, lease: Date, limit = 20) {
  const claimed = await db
    .update(octoDeliveries)
    .set({ nextAttemptAt: lease })
    .where(
      inArray(
        octoDeliveries.id,
        db
          .select({ id: octoDeliveries.id })
          .from(octoDeliveries)
          .where(and(eq(octoDeliveries.state, 'pending'), lte(octoDeliveries.nextAttemptAt, now)))
          .orderBy(asc(octoDeliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  if (!claimed.length) return [];
  const hooks = await db
    .select({
      id: octoWebhooks.id,
      url: octoWebhooks.url,
      sealedSecret: octoWebhooks.sealedSecret,
      secret: octoWebhooks.secret,
    })
    .from(octoWebhooks)
    .where(inArray(octoWebhooks.id, [...new Set(claimed.map((d) => d.webhookId))]));
  const byId = new Map(hooks.map((hook) => [hook.id, hook]));
  return claimed.flatMap((delivery) => {
    const hook = byId.get(delivery.webhookId);
    return hook ? [{ delivery, url: hook.url, stored: hook }] : [];
  });
}

/** Records one attempt and what follows: delivered, given up, or the next attempt's moment. */
export async function recordAttempt(
  db: Db,
  id: string,
  attempt: WebhookAttempt,
  next: { state: 'pending' | 'delivered' | 'failed'; at: Date },
): Promise<void> {
  await db
    .update(octoDeliveries)
    .set({
      attempts: sql`${octoDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
      attemptCount: sql`${octoDeliveries.attemptCount} + 1`,
      state: next.state,
      nextAttemptAt: next.at,
      ...(next.state === 'delivered' ? { deliveredAt: next.at } : {}),
    })
    .where(eq(octoDeliveries.id, id));
}
