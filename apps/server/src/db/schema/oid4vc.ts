import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * OpenID for Verifiable Credential Issuance offers: a pre-authorised code an external wallet
 * trades for an access token, and that token for one credential. Codes, transaction codes and tokens are kept
 * as SHA-256 hashes only: a database reader cannot redeem them.
 */
export const oid4vciOffers = pgTable(
  'oid4vci_offers',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    txCodeHash: text('tx_code_hash'),
    /** The credential configuration (and vct) on offer. */
    configuration: text('configuration').notNull(),
    vct: text('vct').notNull(),
    /** What the offer re-issues: a credential of a wallet, or an approved application. */
    sourceKind: text('source_kind').$type<'credential' | 'application'>().notNull(),
    sourceId: text('source_id').notNull(),
    /** The space that made the offer, and who in it (`admin` is the administrators' space, not stored). */
    spaceKey: text('space_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong transaction codes so far; the offer dies at the limit, so a 6-digit code cannot be guessed. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set once: the code is single-use. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Set once: one credential per offer. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    credentialId: text('credential_id'),
  },
  (t) => [index('oid4vci_offers_expires_idx').on(t.expiresAt)],
);

/** `c_nonce` values of the nonce endpoint: each proves one credential request, once, before it expires. */
export const oid4vciNonces = pgTable(
  'oid4vci_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oid4vci_nonces_expires_idx').on(t.expiresAt)],
);

/**
 * OpenID for Verifiable Presentations transactions: one authorization request (DCQL query, nonce, client id)
 * of a verifier space, answered at most once at the response_uri with the transaction's `state`.
 */
export const oid4vpTransactions = pgTable(
  'oid4vp_transactions',
  {
    id: text('id').primaryKey(),
    stateHash: text('state_hash').notNull().unique(),
    spaceKey: text('space_key').notNull(),
    createdBy: text('created_by').notNull(),
    dcql: jsonb('dcql').notNull(),
    purpose: jsonb('purpose').$type<{ jp: string; en: string } | null>(),
    nonce: text('nonce').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: text('state').$type<'pending' | 'presented' | 'failed'>().notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Per DCQL credential query id: the verification result (only disclosed claims). */
    result: jsonb('result'),
  },
  (t) => [index('oid4vp_transactions_space_idx').on(t.spaceKey, t.createdAt)],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const oid4vcOwner = 'core/oid4vc';
