import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The base profile of docs/product.md §3 plus the bio of the core users group; one row per user, created on first write. */
export const userProfiles = pgTable('user_profiles', {
  sub: text('sub').primaryKey(),
  avatar: text('avatar'),
  name: text('name'),
  furigana: text('furigana'),
  nameAlpha: text('name_alpha'),
  birthday: date('birthday'),
  gender: text('gender'),
  address: jsonb('address').$type<{ addr1?: string }>(),
  contact: jsonb('contact').$type<{ phone?: string }>(),
  bio: text('bio'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each user's holder key (wallet), generated on first use; credentials issued later are bound to it. */
export const walletKeys = pgTable('wallet_keys', {
  sub: text('sub').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's request for an access entry; an owner/admin of the matching space or an administrator decides. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    entry: text('entry').notNull(),
    /** The space the entry is about (joining a company); its owners and admins may decide. */
    spaceKey: text('space_key'),
    state: text('state').notNull().default('pending'),
    note: text('note'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('access_requests_sub_idx').on(t.sub),
    // One open request per user and entry: asking twice must not create a second row to decide.
    uniqueIndex('access_requests_pending_idx')
      .on(t.sub, t.entry, sql`coalesce(space_key, '')`)
      .where(sql`state = 'pending'`),
  ],
);

/** Short links (`shorturi`): opaque data behind a short id until it expires. */
export const shortLinks = pgTable(
  'short_links',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('short_links_expires_idx').on(t.expiresAt)],
);

/** Metadata of every stored object, whichever backend holds the bytes; `hash` is the CIDv1 of the stored bytes. */
export const storageObjects = pgTable('storage_objects', {
  hash: text('hash').primaryKey(),
  size: integer('size').notNull(),
  type: text('type').notNull(),
  encrypted: boolean('encrypted').notNull().default(false),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who stored an object: the person and the space they stored it for ('' when the call named none). A plain
 * object is readable by them (and what references make public); the hash alone is no longer a capability
 * (docs/ARCHITECTURE.md "Stored files").
 */
export const storageUploads = pgTable(
  'storage_uploads',
  {
    hash: text('hash').notNull(),
    sub: text('sub').notNull(),
    spaceKey: text('space_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hash, t.sub, t.spaceKey] }),
    index('storage_uploads_space_idx').on(t.spaceKey),
  ],
);

/** The bytes, for the PostgreSQL storage backend (the default). */
export const storageBlobs = pgTable('storage_blobs', {
  hash: text('hash').primaryKey(),
  bytes: bytea('bytes').notNull(),
});

/** A text in both languages; the reader's locale picks one. */
export type NotificationText = { jp: string; en: string };

/**
 * Notifications (core notify group). Subject and body are stored in both languages (jsonb `{jp, en}`), so the
 * bell shows each reader theirs; a text given in one language only is stored as both (migration 0010 did the
 * same with older rows).
 */
export const notifications = pgTable(
  'notifications',
  {
    key: uuid('key').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    subject: jsonb('subject').$type<NotificationText>().notNull(),
    body: jsonb('body').$type<NotificationText>().notNull().default(sql`'{"jp":"","en":""}'::jsonb`),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_target_idx').on(t.target, t.createdAt),
    check('notifications_subject_bilingual', bilingualCheck(t.subject)),
    check('notifications_body_bilingual', bilingualCheck(t.body)),
  ],
);

/** Both languages present, as strings: nothing else may reach a reader's bell (a missing key is NULL, hence false). */
function bilingualCheck(column: AnyPgColumn) {
  return sql`coalesce(jsonb_typeof(${column}->'jp') = 'string' and jsonb_typeof(${column}->'en') = 'string', false)`;
}

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const coreOwner = {
  userProfiles: 'core/users',
  walletKeys: 'core/users',
  accessRequests: 'core/users',
  shortLinks: 'core/shorturi',
  storageObjects: 'core/storage',
  storageUploads: 'core/storage',
  storageBlobs: 'core/storage',
  notifications: 'core/notify',
};
