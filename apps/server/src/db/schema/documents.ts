import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

/**
 * A document of a space's named collection (docs/product.md §7 /doc/*). `doc` has passed its collection's
 * zod schema (packages/shared contracts/documents.ts) before it is written, so the JSON is never free-form.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_space_idx').on(t.spaceKey, t.collection, t.createdAt),
    // One favourite per tariff per space, so two clicks on a heart cannot make two.
    uniqueIndex('documents_favourite_idx')
      .on(t.spaceKey, sql`(${t.doc}->>'tariff')`)
      .where(sql`collection = 'favourites'`),
  ],
);

/** Who else may read or edit a document: one entry per other space (the owner space always has write). */
export const documentAcl = pgTable(
  'document_acl',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    permission: text('permission').$type<'read' | 'write'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.spaceKey] }),
    index('document_acl_space_idx').on(t.spaceKey),
  ],
);

/**
 * Every change of who else may see a document (granted, changed, removed), kept so the owner space can see who
 * shared what with whom; written in the same transaction as the change. Kept when the document goes (its id stays
 * a plain key), and with the owner space when that goes.
 */
export const documentAclAudit = pgTable(
  'document_acl_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: text('document_id').notNull(),
    ownerSpace: text('owner_space')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    actorSub: text('actor_sub').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').$type<'grant' | 'revoke'>().notNull(),
    space: text('space').notNull(),
    fromPermission: text('from_permission').$type<'read' | 'write'>(),
    toPermission: text('to_permission').$type<'read' | 'write'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_acl_audit_document_idx').on(t.documentId, t.createdAt)],
);

/** A proposal's client links: the short id core shorturi made, so a deleted proposal takes its links along. */
export const proposalLinks = pgTable(
  'proposal_links',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_links_document_idx').on(t.documentId)],
);

/**
 * Which saved search was told about which newly published tariff (docs/operations.md "Background work"): written
 * in the transaction that writes the members' notifications, so a queued alert run repeated after a lost lease,
 * or retried after failing half-way, tells each search once.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tariffKey: text('tariff_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.tariffKey] })],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const documentsOwner = 'modules/documents';
