import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
 * out live sessions. Tokens stay here and never reach the browser (docs/product-decisions.md §4).
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
    /** The sign-in used a second factor, or one was enrolled during it (docs/identity.md "Second factor"). */
    secondFactor: boolean('second_factor').notNull().default(false),
    /** The browser's User-Agent and address at sign-in, for the account's list of sessions (docs/identity.md "Sessions"). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Moved forward when the session's tokens are refreshed: the last time it was seen working. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
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

/**
 * Request counters of the general rate limit (per session, API client or IP), one row per key and fixed window.
 * In the database, not in memory, so every process behind a load balancer counts against the same limit.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('request_counters_window_idx').on(t.windowStart)],
);

/**
 * Bearer tokens that must stop working before they expire: all of an account's tokens issued before a moment
 * (`sub`, after a password reset), or those of one grant, provider session or token id (`grant`, `sid`, `jti`,
 * after a sign-out). A row is kept until every token it covers has expired.
 */
export const tokenRevocations = pgTable(
  'token_revocations',
  {
    kind: text('kind').$type<'sub' | 'grant' | 'sid' | 'jti'>().notNull(),
    value: text('value').notNull(),
    /** Tokens issued before this moment are refused. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] }), index('token_revocations_expires_idx').on(t.expiresAt)],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const authOwner = {
  authAttempts: 'modules/auth',
  sessions: 'modules/auth',
  tokenRevocations: 'modules/auth',
  rateLimits: 'idp',
  requestCounters: 'db',
};
