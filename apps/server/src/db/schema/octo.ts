import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

/*
 * OCTO webhooks (docs/octo.md "Webhooks"): the URLs a reseller's buyer space registers per supplier, and each
 * delivery of a booking change with its attempts, retried with backoff until a 2xx or 24 hours.
 */

export type WebhookAttempt = { at: string; status: number | null; error: string | null };

export const octoWebhooks = pgTable(
  'octo_webhooks',
  {
    id: text('id').primaryKey(),
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    supplierKey: text('supplier_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    event: text('event').notNull().default('booking_update'),
    /**
     * The HMAC-SHA256 key deliveries are signed with, shown to the reseller once when registered and kept sealed
     * (db/sealing.ts) so a database dump cannot forge deliveries.
     */
    sealedSecret: text('sealed_secret'),
    /** A secret registered before it was sealed (migration 0032); the module seals and empties it on start. */
    secret: text('secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('octo_webhooks_parties_idx').on(t.buyerKey, t.supplierKey)],
);

export const octoDeliveries = pgTable(
  'octo_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => octoWebhooks.id, { onDelete: 'cascade' }),
    bookingKey: text('booking_key').notNull(),
    /** What happened: confirmed, cancelled, amended, rejected … (the booking's notice). */
    change: text('change').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: jsonb('attempts').$type<WebhookAttempt[]>().notNull().default([]),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('octo_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('octo_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    check('octo_deliveries_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"). */
export const octoOwner = { octoWebhooks: 'modules/octo', octoDeliveries: 'modules/octo' };
