import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

/*
 * Monthly statements between a supplier and a buyer space (docs/statements.md): the statement, its lines, its
 * payments and its credit notes. Amounts are integer minor units of the statement's currency, consumption tax
 * included; the totals are worked out by packages/shared statements-tax.ts and kept as answered when issued.
 */

export type StatementStateColumn = 'draft' | 'issued' | 'paid' | 'void';
export type TaxClassColumn = 'standard' | 'reduced' | 'none';

/** The party's details as printed when issued, so a later profile edit never changes an issued statement. */
export type StatementParty = {
  name: string;
  invoiceNumber: string | null;
  address: string | null;
  bank: string | null;
};

export const statements = pgTable(
  'statements',
  {
    key: text('key').primaryKey(),
    supplierKey: text('supplier_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<StatementStateColumn>().notNull().default('draft'),
    number: text('number').unique(),
    rounding: text('rounding').$type<'down' | 'half_up' | 'up'>().notNull().default('down'),
    fxRate: integer('fx_rate'),
    total: integer('total').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    paid: integer('paid').notNull().default(0),
    credited: integer('credited').notNull().default(0),
    issuer: jsonb('issuer').$type<StatementParty>(),
    recipient: jsonb('recipient').$type<StatementParty>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    dueDate: date('due_date'),
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    pdfHash: text('pdf_hash'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statements_pair_month_idx')
      .on(t.supplierKey, t.buyerKey, t.month, t.currency)
      .where(sql`state <> 'void'`),
    index('statements_buyer_idx').on(t.buyerKey, t.month),
    index('statements_due_idx').on(t.dueDate).where(sql`state = 'issued'`),
    check('statements_state', sql`${t.state} in ('draft', 'issued', 'paid', 'void')`),
    check('statements_rounding', sql`${t.rounding} in ('down', 'half_up', 'up')`),
    check('statements_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('statements_money', sql`${t.paid} >= 0 and (${t.fxRate} is null or ${t.fxRate} > 0)`),
  ],
);

export const statementLines = pgTable(
  'statement_lines',
  {
    statementKey: text('statement_key')
      .notNull()
      .references(() => statements.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    bookingKey: text('booking_key'),
    reference: text('reference'),
    date: date('date').notNull(),
    description: text('description').notNull(),
    groupText: text('group_text').notNull().default(''),
    amount: integer('amount').notNull(),
    taxClass: text('tax_class').$type<TaxClassColumn>().notNull(),
    reason: text('reason'),
    createdBy: text('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.statementKey, t.position] }),
    index('statement_lines_booking_idx').on(t.bookingKey),
    check('statement_lines_tax_class', sql`${t.taxClass} in ('standard', 'reduced', 'none')`),
  ],
);

export const statementPayments = pgTable(
  'statement_payments',
  {
    key: text('key').primaryKey(),
    statementKey: text('statement_key')
      .notNull()
      .references(() => statements.key, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    amount: integer('amount').notNull(),
    side: text('side').$type<'buyer' | 'supplier'>().notNull(),
    note: text('note'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statement_payments_statement_idx').on(t.statementKey, t.createdAt),
    check('statement_payments_amount', sql`${t.amount} > 0`),
  ],
);

/** A credit note (適格返還請求書) linked to the statement it credits; its lines and totals as issued. */
export const statementCreditNotes = pgTable(
  'statement_credit_notes',
  {
    key: text('key').primaryKey(),
    statementKey: text('statement_key')
      .notNull()
      .references(() => statements.key, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    pdfHash: text('pdf_hash'),
    createdBy: text('created_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statement_credit_notes_statement_idx').on(t.statementKey)],
);

/** A supplier's statement settings: the rounding method, and the row its numbering locks. */
export const statementSettings = pgTable(
  'statement_settings',
  {
    spaceKey: text('space_key')
      .primaryKey()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    rounding: text('rounding').$type<'down' | 'half_up' | 'up'>().notNull().default('down'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('statement_settings_rounding', sql`${t.rounding} in ('down', 'half_up', 'up')`)],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const statementsOwner = {
  statements: 'modules/statements',
  statementLines: 'modules/statements',
  statementPayments: 'modules/statements',
  statementCreditNotes: 'modules/statements',
  statementSettings: 'modules/statements',
};
