import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationText } from './core.ts';
import { spaces } from './spaces.ts';

/**
 * The tables of mail alerts (docs/product-decisions.md §14), owned by core/alerts and modules/contacts: no other
 * unit writes them. Kept in their own file so the owners of the spaces and notify tables can move those freely.
 */

/** What a notification is about, for a person's choice of how to hear of it; `booking` is reserved. */
export type AlertKind = 'inquiry' | 'message' | 'agreement' | 'job' | 'booking';
/** Bell only (the default), a mail at once, or one mail a day with everything queued. */
export type AlertMode = 'bell' | 'mail' | 'digest';

/** A person's alert choices: absent kinds are bell only, so nothing changes until they opt in. */
export const notificationPrefs = pgTable('notification_prefs', {
  sub: text('sub').primaryKey(),
  /** The language their mails are written in: the web sends the reader's page language when they save. */
  lang: text('lang').$type<'jp' | 'en'>().notNull().default('jp'),
  modes: jsonb('modes').$type<Partial<Record<AlertKind, AlertMode>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The alert outbox: one row per notification a person chose to receive by mail, written beside the bell's row.
 * `mail` rows go out at once, `digest` rows with the person's next daily digest; `sent_at` set means sent, so a
 * second run (or a second process) never sends a row twice: rows are leased with FOR UPDATE SKIP LOCKED in a short
 * transaction, sent, then marked, so no transaction stays open while a mail server answers.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    /** `account`: a mail another unit wrote in full (below), not an alert. */
    kind: text('kind').$type<AlertKind | 'account'>().notNull(),
    mode: text('mode').$type<'mail' | 'digest'>().notNull(),
    subject: jsonb('subject').$type<NotificationText>().notNull(),
    body: jsonb('body').$type<NotificationText>().notNull(),
    link: text('link'),
    /**
     * Set for a mail the sign-in wrote in full (its notices to an account's owner, docs/identity.md "Mails of the
     * sign-in"): sent as it is to this address, with no unsubscribe link. Null for alerts, addressed when sent.
     */
    address: text('address'),
    attempts: integer('attempts').notNull().default(0),
    /** A sender's lease: while it lies ahead, the row is being sent and nobody else takes it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_mails_queued_idx').on(t.mode, t.target, t.createdAt).where(sql`sent_at is null`),
    check('alert_mails_mode', sql`${t.mode} in ('mail', 'digest')`),
  ],
);

/**
 * A space's 担当者 (docs/product-decisions.md §14): the person partners see instead of an e-mail address, and
 * the time of day (Asia/Tokyo, HH:MM) its members' daily digests go out.
 */
export const spaceContacts = pgTable(
  'space_contacts',
  {
    spaceKey: text('space_key')
      .primaryKey()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    department: text('department').notNull().default(''),
    phone: text('phone').notNull().default(''),
    digestAt: text('digest_at').notNull().default('08:00'),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('space_contacts_digest_at', sql`${t.digestAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)],
);

/**
 * Owners (docs/ARCHITECTURE.md "Table owners"): the alerts group owns all three; the digest reads a space's
 * `digest_at`, and the contacts module edits the 担当者 through core/alerts' index.ts.
 */
export const alertsOwner = {
  notificationPrefs: 'core/alerts',
  alertMails: 'core/alerts',
  spaceContacts: 'core/alerts',
};
