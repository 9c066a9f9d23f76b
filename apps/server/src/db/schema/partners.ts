import type { AgreementOverride, AgreementState, FeeSchedule, PartnershipState } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A trading partnership (docs/product-decisions.md §6) between one buyer space and one supplier space. A declined,
 * withdrawn or ended row stays as it was; asking again makes a new row, so each episode keeps its history.
 */
export const partnerships = pgTable(
  'partnerships',
  {
    key: text('key').primaryKey(),
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    supplierKey: text('supplier_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    state: text('state').$type<PartnershipState>().notNull().default('requested'),
    requestedBy: text('requested_by').$type<'buyer' | 'supplier'>().notNull(),
    message: text('message').notNull().default(''),
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('partnerships_buyer_idx').on(t.buyerKey, t.state),
    index('partnerships_supplier_idx').on(t.supplierKey, t.state),
    // At most one open request or active partnership per pair, so two simultaneous requests cannot both land.
    uniqueIndex('partnerships_open_pair_idx')
      .on(t.buyerKey, t.supplierKey)
      .where(sql`state in ('requested', 'active')`),
  ],
);

/** Every state change of a partnership: who, from which side, from and to, with the reason given. */
export const partnershipHistory = pgTable(
  'partnership_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnershipKey: text('partnership_key')
      .notNull()
      .references(() => partnerships.key, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<PartnershipState>(),
    toState: text('to_state').$type<PartnershipState>().notNull(),
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull().default(''),
    spaceKey: text('space_key'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partnership_history_idx').on(t.partnershipKey, t.createdAt)],
);

/** The terms of an agreement as the contract defines them (packages/shared contracts/agreements.ts). */
export type AgreementTermsDoc = {
  /** Absent on terms stored before commission agreements: a discount (docs/product-decisions.md §12). */
  kind?: 'discount' | 'commission';
  discount: number;
  commission?: number | null;
  overrides: AgreementOverride[];
  paymentDays: number;
  validity: { from: string; to: string };
  notes: { jp: string; en: string };
  pdf: string | null;
  /** Absent on terms stored before agreements carried fees: the tariff's own schedule (§16). */
  feeSchedule?: FeeSchedule | null;
};

/**
 * A rate agreement of a partnership. `valid_from`/`valid_to` and `discount` copy the terms so the agreement in
 * force is found by an index rather than by opening documents; at most one is accepted per partnership.
 */
export const agreements = pgTable(
  'agreements',
  {
    key: text('key').primaryKey(),
    partnershipKey: text('partnership_key')
      .notNull()
      .references(() => partnerships.key, { onDelete: 'cascade' }),
    buyerKey: text('buyer_key').notNull(),
    supplierKey: text('supplier_key').notNull(),
    state: text('state').$type<AgreementState>().notNull().default('draft'),
    terms: jsonb('terms').$type<AgreementTermsDoc>().notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    supersededBy: text('superseded_by'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('agreements_partnership_idx').on(t.partnershipKey, t.createdAt),
    index('agreements_pair_idx').on(t.buyerKey, t.supplierKey).where(sql`state = 'accepted'`),
    uniqueIndex('agreements_one_accepted_idx').on(t.partnershipKey).where(sql`state = 'accepted'`),
  ],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const partnersOwner = 'modules/partners';
