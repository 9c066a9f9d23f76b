import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts of the embedded OpenID provider. `sub` is what the provider issues; the app never reads this table. */
export const idpAccounts = pgTable('idp_accounts', {
  sub: text('sub').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Set when the owner opened the link mailed to the address; only then do e-mail-based grants apply. */
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use links mailed by the embedded provider: e-mail verification and password reset. Only the SHA-256 of
 * the token is stored, so reading this table does not let anyone use a link.
 */
export const idpMailTokens = pgTable(
  'idp_mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sub: text('sub').notNull(),
    purpose: text('purpose').$type<'verify' | 'reset' | 'recover' | 'recover_cancel'>().notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idp_mail_tokens_sub_idx').on(t.sub), index('idp_mail_tokens_expires_idx').on(t.expiresAt)],
);

/** The storage adapter of `oidc-provider`: every model (Session, Grant, AccessToken, …) as a JSON payload. */
export const idpModels = pgTable(
  'idp_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_models_grant_idx').on(t.grantId),
    index('idp_models_uid_idx').on(t.uid),
    index('idp_models_user_code_idx').on(t.userCode),
    index('idp_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Key material generated once and kept, so restarts keep tokens and sessions valid: the provider's signing keys
 * (kind 'jwks'), its cookie keys, and the embedded client's secret.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Second factors of an account (docs/identity.md "Second factor"): an authenticator app's TOTP secret, sealed at
 * rest like the credential keys, and the last time step used, so each code works once. A row without
 * `confirmed_at` is an enrolment started and not yet proven with a code.
 */
export const idpFactors = pgTable(
  'idp_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    kind: text('kind').$type<'totp'>().notNull().default('totp'),
    sealedSecret: text('sealed_secret').notNull(),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('idp_factors_sub_idx').on(t.sub),
    uniqueIndex('idp_factors_one_totp_idx').on(t.sub, t.kind).where(sql`confirmed_at is not null`),
    check('idp_factors_kind', sql`${t.kind} in ('totp')`),
  ],
);

/** Single-use recovery codes, hashed with scrypt; shown once when made. */
export const idpRecoveryCodes = pgTable(
  'idp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idp_recovery_codes_sub_idx').on(t.sub)],
);

/** Every change of an account's second factors, and who made it (the owner, or an administrator's reset). */
export const idpFactorAudit = pgTable(
  'idp_factor_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    actorSub: text('actor_sub').notNull(),
    action: text('action')
      .$type<
        | 'enrol'
        | 'remove'
        | 'reset'
        | 'recovery_regenerated'
        | 'recovery_used'
        | 'passkey_added'
        | 'passkey_removed'
        | 'passkey_cloned'
        | 'recovery_started'
        | 'recovery_cancelled'
        | 'recovered'
      >()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('idp_factor_audit_sub_idx').on(t.sub, t.createdAt),
    check(
      'idp_factor_audit_action',
      sql`${t.action} in ('enrol', 'remove', 'reset', 'recovery_regenerated', 'recovery_used', 'passkey_added', 'passkey_removed', 'passkey_cloned', 'recovery_started', 'recovery_cancelled', 'recovered')`,
    ),
  ],
);

/**
 * Passkeys (WebAuthn credentials) of an account (docs/identity.md "Passkeys"): the public key, the signature
 * counter (a counter going backwards means a cloned authenticator) and the backup flags the authenticator reported.
 */
export const idpPasskeys = pgTable(
  'idp_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idp_passkeys_credential_idx').on(t.credentialId),
    index('idp_passkeys_sub_idx').on(t.sub),
    check('idp_passkeys_device_type', sql`${t.deviceType} in ('singleDevice', 'multiDevice')`),
  ],
);

/** WebAuthn challenges, kept server-side so each is used once and only before it expires. */
export const idpWebauthnChallenges = pgTable(
  'idp_webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'authenticate'>().notNull(),
    /** The account it was made for (registration, or the second step); null for a passkey-alone sign-in. */
    sub: text('sub'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('idp_webauthn_challenges_expires_idx').on(t.expiresAt),
    check('idp_webauthn_challenges_purpose', sql`${t.purpose} in ('register', 'authenticate')`),
  ],
);

/**
 * Sign-ins to an account of the embedded provider and refused attempts at it (docs/identity.md "Sessions"): the
 * account's recent history, and what tells a new device from a known one.
 */
export const idpSignInEvents = pgTable(
  'idp_sign_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    ok: boolean('ok').notNull(),
    method: text('method').$type<'password' | 'code' | 'passkey'>().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('idp_sign_in_events_sub_idx').on(t.sub, t.createdAt),
    check('idp_sign_in_events_method', sql`${t.method} in ('password', 'code', 'passkey')`),
  ],
);

/**
 * Recoveries of accounts that lost every second factor (docs/identity.md "Losing every factor"): started from a
 * mailed link, they complete at the first password sign-in after `ready_at` (24 hours on), unless cancelled
 * first; one left unused until `ends_at` lapses. At most one is open per account.
 */
export const idpRecoveries = pgTable(
  'idp_recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sub: text('sub').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('idp_recoveries_sub_idx').on(t.sub),
    uniqueIndex('idp_recoveries_one_open_idx')
      .on(t.sub)
      .where(sql`cancelled_at is null and completed_at is null`),
  ],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const idpOwner = {
  idpAccounts: 'idp',
  idpMailTokens: 'idp',
  idpModels: 'idp',
  serverSecrets: 'db',
  idpFactors: 'idp',
  idpRecoveryCodes: 'idp',
  idpFactorAudit: 'idp',
  idpPasskeys: 'idp',
  idpWebauthnChallenges: 'idp',
  idpSignInEvents: 'idp',
  idpRecoveries: 'idp',
};
