import type { InquiryState, QuoteOut } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A conversation between spaces (migration 0013). `spacesSig` is the sorted participant keys, so
 * "the conversation about this tariff between these spaces" is one unique index.
 */
export const conversations = pgTable(
  'conversations',
  {
    key: text('key').primaryKey(),
    subject: text('subject').notNull().default(''),
    aboutKind: text('about_kind').$type<'tariff' | 'partnership' | 'job' | 'guide'>(),
    aboutKey: text('about_key'),
    spacesSig: text('spaces_sig').notNull(),
    createdBy: text('created_by').notNull(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_about_idx')
      .on(t.aboutKind, t.aboutKey, t.spacesSig)
      .where(sql`about_kind is not null`),
  ],
);

/** A space in a conversation; archive and the list order are per space (copied from the conversation). */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationKey: text('conversation_key')
      .notNull()
      .references(() => conversations.key, { onDelete: 'cascade' }),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull().default(false),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationKey, t.spaceKey] }),
    index('conversation_participants_list_idx').on(
      t.spaceKey,
      t.archived,
      t.lastMessageAt.desc(),
      t.conversationKey.desc(),
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    conversationKey: text('conversation_key')
      .notNull()
      .references(() => conversations.key, { onDelete: 'cascade' }),
    spaceKey: text('space_key').notNull(),
    sender: text('sender').notNull(),
    senderName: text('sender_name').notNull().default(''),
    body: text('body').notNull().default(''),
    inquiryKey: text('inquiry_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationKey, t.id.desc())],
);

/** A person's read mark in a conversation: everything up to `messageId` is read. */
export const messageReads = pgTable(
  'message_reads',
  {
    conversationKey: text('conversation_key')
      .notNull()
      .references(() => conversations.key, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationKey, t.sub] })],
);

/** A file uploaded into a conversation; `messageId` is null until a message carries it. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationKey: text('conversation_key')
      .notNull()
      .references(() => conversations.key, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    hash: text('hash').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    // The bytes are sealed in storage with this key: /api/ipfs serves no encrypted object, so the hash alone
    // grants nothing; only this module, for participants, opens them.
    encKey: text('enc_key').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_hash_idx').on(t.conversationKey, t.hash),
    index('message_attachments_message_idx').on(t.messageId),
  ],
);

/** What an inquiry asks for (the contract's `inquiryRequestOut`). */
export type InquiryRequestDoc = {
  date: string;
  to: string | null;
  adults: number;
  children: number;
  units: number;
  /** docs/product-decisions.md §12: a stay's nights and children per age band, as the quote took them. */
  nights?: number;
  bands?: Record<string, number>;
  note: string;
};

export const inquiries = pgTable(
  'inquiries',
  {
    key: text('key').primaryKey(),
    conversationKey: text('conversation_key')
      .notNull()
      .references(() => conversations.key, { onDelete: 'cascade' }),
    tariffKey: text('tariff_key').notNull(),
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    supplierKey: text('supplier_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    state: text('state').$type<InquiryState>().notNull().default('open'),
    asked: jsonb('asked').$type<InquiryRequestDoc>().notNull(),
    request: jsonb('request').$type<InquiryRequestDoc>().notNull(),
    countered: boolean('countered').notNull().default(false),
    quote: jsonb('quote').$type<QuoteOut>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    change: jsonb('change').$type<{ from: number; to: number; reason: string }>(),
    reason: text('reason'),
    expiresAt: at('expires_at'),
    acceptedAt: at('accepted_at'),
    reference: text('reference').unique(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_buyer_idx').on(t.buyerKey, t.createdAt.desc()),
    index('inquiries_supplier_idx').on(t.supplierKey, t.createdAt.desc()),
    index('inquiries_tariff_idx').on(t.tariffKey, t.buyerKey).where(sql`state = 'accepted'`),
    index('inquiries_expiry_idx').on(t.expiresAt).where(sql`state = 'quoted'`),
  ],
);

export const inquiryHistory = pgTable(
  'inquiry_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryKey: text('inquiry_key')
      .notNull()
      .references(() => inquiries.key, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<InquiryState>(),
    toState: text('to_state').$type<InquiryState>().notNull(),
    action: text('action').notNull(),
    side: text('side').$type<'buyer' | 'supplier' | 'system'>().notNull(),
    actor: text('actor'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('inquiry_history_idx').on(t.inquiryKey, t.createdAt)],
);

/** The last reference number handed out per year. */
export const referenceSequences = pgTable('reference_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const messengerOwner = 'modules/messenger';
