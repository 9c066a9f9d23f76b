import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The account-level record of a user (docs/product.md §3 Business: key, name), created with the first space. */
export const businesses = pgTable(
  'businesses',
  {
    key: text('key').primaryKey(),
    sub: text('sub').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('businesses_sub_idx').on(t.sub)],
);

/**
 * Business profile of a space (docs/product-decisions.md §5: Creator for suppliers, Arranger for buyers; a guide uses description,
 * languages, phone and website); validated by the shared contract `profileDetails`, stored as one document.
 */
export type SpaceDetails = {
  bankAccount?: { bank: string; branch: string; type: string; number: string; holder: string } | null;
  description?: { jp?: string; en?: string };
  address?: { postalCode?: string; prefecture?: string; city?: string; street?: string };
  phone?: string;
  website?: string;
  languages?: string[];
  corporateNumber?: string;
  invoiceNumber?: string;
  travelRegistration?: { authority?: string; number?: string };
  foundedYear?: number;
  staffCount?: number;
  logo?: string;
  /** docs/product-decisions.md §13: documents show 和暦 beside the Western date; a setting, not shown on cards. */
  eraDates?: boolean;
};

/**
 * A space (docs/product-decisions.md §5): guide (one per user), personal supplier, corporate supplier or buyer. The admin space is
 * not stored: every holder of tourtariff:admin has it.
 */
export const spaces = pgTable(
  'spaces',
  {
    key: text('key').primaryKey(),
    kind: text('kind').$type<'guide' | 'personal' | 'corporate'>().notNull(),
    role: text('role').$type<'guide' | 'supplier' | 'buyer'>().notNull(),
    category: text('category').notNull(),
    industry: text('industry').$type<'guide' | 'creator' | 'arranger'>().notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    businessKey: text('business_key').notNull(),
    createdBy: text('created_by').notNull(),
    details: jsonb('details').$type<SpaceDetails>().notNull().default({}),
    /** Its members reach its data only from a sign-in with a second factor (docs/identity.md "Second factor"). */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spaces_business_idx').on(t.businessKey),
    // docs/product-decisions.md §5: at most one guide space per user, enforced by the database so a race cannot create two.
    uniqueIndex('spaces_one_guide_idx').on(t.createdBy).where(sql`kind = 'guide'`),
  ],
);

/** Who belongs to a space and as what; personal and guide spaces have their creator as sole owner. */
export const spaceMembers = pgTable(
  'space_members',
  {
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    role: text('role').$type<'owner' | 'admin' | 'member'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceKey, t.sub] }), index('space_members_sub_idx').on(t.sub)],
);

/** An invitation into a corporate space, by e-mail address; the invitee accepts after signing in. */
export const spaceInvitations = pgTable(
  'space_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'admin' | 'member'>().notNull(),
    state: text('state')
      .$type<'pending' | 'accepted' | 'declined' | 'revoked'>()
      .notNull()
      .default('pending'),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('space_invitations_email_idx').on(t.email),
    uniqueIndex('space_invitations_pending_idx').on(t.spaceKey, t.email).where(sql`state = 'pending'`),
  ],
);

/**
 * Every change of who belongs to a space and as what (invited, joined, role changed, removed, left), kept so an
 * owner can see who did what; written in the same transaction as the change itself.
 */
export const spaceAudit = pgTable(
  'space_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceKey: text('space_key').notNull(),
    actorSub: text('actor_sub').notNull(),
    targetSub: text('target_sub'),
    targetEmail: text('target_email'),
    action: text('action')
      .$type<'invite' | 'join' | 'role' | 'remove' | 'leave' | 'revoke_invitation'>()
      .notNull(),
    fromRole: text('from_role').$type<'owner' | 'admin' | 'member'>(),
    toRole: text('to_role').$type<'owner' | 'admin' | 'member'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('space_audit_space_idx').on(t.spaceKey, t.createdAt)],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const spacesOwner = {
  spaceInvitations: 'modules/spaces',
  // Read by core/users and core/credentials, so a core group owns them (core never imports modules); a
  // business is written with its first space.
  businesses: 'core/users',
  spaces: 'core/users',
  spaceMembers: 'core/users',
  spaceAudit: 'core/users',
};
