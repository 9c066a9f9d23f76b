import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type Texts = { jp: string; en: string };

/**
 * Credential types: one row per published version of a `vct`. `name` is the last path segment of the
 * vct (`licensed-guide`); the full vct is `${PUBLIC_URL}/vct/${name}`, so a database moves with its address.
 * `issuers` are space keys (`admin` is the administrators' space, which is not stored).
 */
export const credentialSchemas = pgTable(
  'credential_schemas',
  {
    name: text('name').notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
    display: jsonb('display').$type<Record<string, Texts>>().notNull(),
    disclosable: jsonb('disclosable').$type<string[]>().notNull(),
    validityDays: integer('validity_days').notNull(),
    issuers: jsonb('issuers').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    dataset: text('dataset').notNull().default('raw'),
    schemaOnly: boolean('schema_only').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.version] })],
);

/** Issuer signing keys (ES256), the private half sealed with the server's credentials secret; old ones kept. */
export const credentialIssuerKeys = pgTable(
  'credential_issuer_keys',
  {
    kid: text('kid').primaryKey(),
    space: text('space').notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    sealedJwk: text('sealed_jwk').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  // One signing key per issuer at a time: two processes generating at once cannot both win.
  (t) => [uniqueIndex('credential_issuer_keys_active_idx').on(t.space).where(sql`active`)],
);

/** Each space's wallet holder key (custodial), sealed like the issuer keys. */
export const credentialHolderKeys = pgTable('credential_holder_keys', {
  space: text('space').primaryKey(),
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  sealedJwk: text('sealed_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An issuer space's settings (`issue/pref`). */
export const credentialIssuerPrefs = pgTable('credential_issuer_prefs', {
  space: text('space').primaryKey(),
  display: jsonb('display').$type<Texts>(),
  validityDays: integer('validity_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const credentialApplications = pgTable(
  'credential_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schemaName: text('schema_name').notNull(),
    version: integer('version').notNull(),
    holder: text('holder').notNull(),
    state: text('state').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
    evidence: jsonb('evidence').$type<{ hash: string; name: string; type: string }[]>().notNull(),
    reason: text('reason'),
    credentialId: uuid('credential_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    // One pending application per holder and type, held by the database so two clicks cannot make two.
    uniqueIndex('credential_applications_pending_idx')
      .on(t.holder, t.schemaName)
      .where(sql`state = 'pending'`),
    index('credential_applications_state_idx').on(t.state, t.createdAt),
  ],
);

/** Token Status Lists: `used` counts the indices handed out; the bits are derived from `credentials`. */
export const credentialStatusLists = pgTable('credential_status_lists', {
  id: serial('id').primaryKey(),
  issuer: text('issuer').notNull(),
  size: integer('size').notNull(),
  used: integer('used').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Credentials held in wallets: the issued SD-JWT VC and, for the holder's own eyes, every claim. */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schemaName: text('schema_name').notNull(),
    version: integer('version').notNull(),
    issuer: text('issuer').notNull(),
    holder: text('holder').notNull(),
    kid: text('kid').notNull(),
    sdjwt: text('sdjwt').notNull(),
    claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
    statusList: integer('status_list'),
    statusIdx: integer('status_idx'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    revokedBy: text('revoked_by'),
    /**
     * Bound to an external wallet's key (OpenID4VCI): the issuer keeps it to revoke it, but the space's custodial
     * wallet cannot present it, so it is not listed there.
     */
    heldExternally: boolean('held_externally').notNull().default(false),
    /**
     * A copy's original: the credential an offer re-issued into an external wallet (null for originals). Revoking
     * any of them revokes the original and every copy, so a copy cannot outlive what it copies.
     */
    originId: uuid('origin_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credentials_status_idx').on(t.statusList, t.statusIdx),
    index('credentials_holder_idx').on(t.holder, t.schemaName),
    index('credentials_revoked_idx').on(t.statusList).where(sql`revoked_at is not null`),
    index('credentials_origin_idx').on(t.originId).where(sql`origin_id is not null`),
  ],
);

/** A verifier's request for proof; the nonce is unique, so a presentation answers exactly one request. */
export const presentationRequests = pgTable(
  'presentation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verifier: text('verifier').notNull(),
    holder: text('holder'),
    dcql: jsonb('dcql').notNull(),
    purpose: jsonb('purpose').$type<Texts | null>(),
    nonce: text('nonce').notNull(),
    aud: text('aud').notNull(),
    state: text('state').$type<'pending' | 'presented' | 'refused' | 'failed'>().notNull().default('pending'),
    result: jsonb('result'),
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('presentation_requests_nonce_idx').on(t.nonce),
    index('presentation_requests_holder_idx').on(t.holder, t.createdAt),
    index('presentation_requests_verifier_idx').on(t.verifier, t.createdAt),
  ],
);

/** The one presentation a request received (unique request: a second one is a replay). */
export const presentations = pgTable(
  'presentations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    credentialId: uuid('credential_id'),
    holder: text('holder'),
    verifier: text('verifier').notNull(),
    vpToken: text('vp_token').notNull(),
    disclosed: jsonb('disclosed').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('presentations_request_idx').on(t.requestId),
    index('presentations_credential_idx').on(t.credentialId),
  ],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const credentialsOwner = 'core/credentials';
