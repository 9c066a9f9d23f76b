import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One sign-in attempt of the relying party: state, nonce and PKCE verifier live here, keyed by state and bound to
 * the browser that started it. The row is deleted when the callback uses it, so a replayed callback finds nothing.
 */
export const authAttempts = pgTable('auth_attempts', {
  state: text('state').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  callbackUrl: text('callback_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A browser session. The cookie holds a random id; only its SHA-256 is stored, so a database leak does not hand
 * out live sessions. Tokens stay here and never reach the browser (DESIGN §4).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    sub: text('sub').notNull(),
    idToken: text('id_token').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    valid: boolean('valid').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_sub_idx').on(t.sub), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failure counters for sign-in and sign-up throttling, per IP and per account; shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});
