import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

/**
 * An API key of a space: another system calls /api and /core with `Authorization: Bearer
 * tt_live_…` and the rights of that space. Only the SHA-256 of the secret is kept (the secret is shown once);
 * `prefix` is its first characters, so people can tell their keys apart. `last_used_at` moves at most once a
 * minute. A revoked key keeps its row (the list shows it), an expired one simply stops working.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The owner or admin who made it: the key acts with that person's role in the space, never beyond. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_space_idx').on(t.spaceKey)],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const apiKeysOwner = 'modules/api-keys';
