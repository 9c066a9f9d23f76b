import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An app user, known by the `sub` of whichever OpenID provider signed them in. Rows are upserted from the
 * provider's claims at each sign-in; `providerAccess` keeps the provider's access entries from that moment.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull().unique(),
    // Not unique: an external provider may reassign an address, and `sub` is the identity anyway.
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    nickname: text('nickname').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    picture: text('picture'),
    providerAccess: text('provider_access').array().notNull().default([]),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_email_idx').on(t.email)],
);

/** Access entries granted inside the app (an administrator's grant, a bootstrap admin), per docs/product-decisions.md §4. */
export const userGrants = pgTable(
  'user_grants',
  {
    sub: text('sub').notNull(),
    entry: text('entry').notNull(),
    grantedBy: text('granted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sub, t.entry] })],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const usersOwner = 'core/users';
