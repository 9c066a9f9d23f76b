import { type AggregateBody, type QueryBody, statementStates } from '@tourtariff/shared';
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import {
  statementCreditNotes,
  statementLines,
  statementPayments,
  statementSettings,
  statements,
} from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageOver } from '../../../kit/index.ts';

export type StatementRow = typeof statements.$inferSelect;
export type NewStatement = typeof statements.$inferInsert;
export type LineRow = typeof statementLines.$inferSelect;
export type NewLine = typeof statementLines.$inferInsert;
export type PaymentRow = typeof statementPayments.$inferSelect;
export type CreditNoteRow = typeof statementCreditNotes.$inferSelect;

/** A statement by key; `lock` holds it until the transaction ends, so two moves cannot cross. */
export async function findStatement(db: Db, key: string, lock = false): Promise<StatementRow | undefined> {
  const query = db.select().from(statements).where(eq(statements.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The open (not void) statement of a pair, month and currency, locked. */
export async function findPairStatement(
  db: Db,
  pair: { supplier: string; buyer: string; month: string; currency: string },
): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.supplierKey, pair.supplier),
        eq(statements.buyerKey, pair.buyer),
        eq(statements.month, pair.month),
        eq(statements.currency, pair.currency),
        sql`${statements.state} <> 'void'`,
      ),
    )
    .for('update');
  return row;
}

export async function insertStatement(db: Db, values: NewStatement): Promise<StatementRow> {
  const [row] = await db.insert(statements).values(values).returning();
  return row as StatementRow;
}

export async function updateStatement(
  db: Db,
  key: string,
  change: Partial<NewStatement>,
): Promise<StatementRow> {
  const [row] = await db
    .update(statements)
    .set({ ...change, version: sql`${statements.version} + 1` })
    .where(eq(statements.key, key))
    .returning();
  return row as StatementRow;
}

export function linesOf(db: Db, key: string): Promise<LineRow[]> {
  return db
    .select()
    .from(statementLines)
    .where(eq(statementLines.statementKey, key))
    .orderBy(asc(statementLines.position));
}

/**
 * Replaces a draft's lines with these, numbered from 1 in order. The rows travel as one JSON parameter, unpacked
 * by `jsonb_to_recordset`: a month's build writes ~200,000 lines, and binding each of their values one by one was
 * most of the build's CPU (docs/performance.md "Statements").
 */
export async function replaceLines(db: Db, key: string, lines: Omit<NewLine, 'statementKey' | 'position'>[]) {
  await db.delete(statementLines).where(eq(statementLines.statementKey, key));
  if (!lines.length) return;
  const rows = lines.map((line, index) => ({
    position: index + 1,
    kind: line.kind,
    booking_key: line.bookingKey ?? null,
    reference: line.reference ?? null,
    date: line.date,
    description: line.description,
    group_text: line.groupText ?? '',
    amount: line.amount,
    tax_class: line.taxClass,
    reason: line.reason ?? null,
    created_by: line.createdBy ?? null,
  }));
  await db.execute(sql`
    insert into statement_lines (statement_key, position, kind, booking_key, reference, date, description,
      group_text, amount, tax_class, reason, created_by)
    select ${key}, x.position, x.kind, x.booking_key, x.reference, x.date, x.description, x.group_text, x.amount,
      x.tax_class, x.reason, x.created_by
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(position int, kind text, booking_key text,
      reference text, date date, description text, group_text text, amount int, tax_class text, reason text,
      created_by text)`);
}

export function paymentsOf(db: Db, key: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(statementPayments)
    .where(eq(statementPayments.statementKey, key))
    .orderBy(asc(statementPayments.createdAt));
}

export async function insertPayment(db: Db, values: typeof statementPayments.$inferInsert) {
  await db.insert(statementPayments).values(values);
}

export function creditNotesOf(db: Db, key: string): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(statementCreditNotes)
    .where(eq(statementCreditNotes.statementKey, key))
    .orderBy(asc(statementCreditNotes.issuedAt));
}

export async function insertCreditNote(db: Db, values: typeof statementCreditNotes.$inferInsert) {
  const [row] = await db.insert(statementCreditNotes).values(values).returning();
  return row as CreditNoteRow;
}

/** The supplier's drafts, locked: a change of its settings works their figures out again. */
export function draftsOf(db: Db, supplier: string): Promise<StatementRow[]> {
  return db
    .select()
    .from(statements)
    .where(and(eq(statements.supplierKey, supplier), eq(statements.state, 'draft')))
    .for('update');
}

/** The supplier's settings row, made if missing and locked: numbering runs one at a time per supplier. */
export async function lockSettings(db: Db, space: string) {
  await db.insert(statementSettings).values({ spaceKey: space }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(statementSettings)
    .where(eq(statementSettings.spaceKey, space))
    .for('update');
  return row as typeof statementSettings.$inferSelect;
}

export async function readSettings(db: Db, space: string) {
  const [row] = await db.select().from(statementSettings).where(eq(statementSettings.spaceKey, space));
  return row;
}

export async function writeRounding(db: Db, space: string, rounding: 'down' | 'half_up' | 'up', now: Date) {
  await db
    .insert(statementSettings)
    .values({ spaceKey: space, rounding, updatedAt: now })
    .onConflictDoUpdate({ target: statementSettings.spaceKey, set: { rounding, updatedAt: now } });
}

/** How many statements (credit notes included) of the supplier's month are numbered already. */
export async function numberedInMonth(db: Db, prefix: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from ${statements} where ${statements.number} like ${`${prefix}%`})::int
        + (select count(*) from ${statementCreditNotes} where ${statementCreditNotes.number} like ${`${prefix}%`})::int as n`,
  );
  return Number(row?.n ?? 0);
}

/** Issued and paid statements' booking lines, for the check of what their bookings come to now (§4). */
export async function billedBookingLines(db: Db, supplier?: string) {
  const where = supplier
    ? and(inArray(statements.state, ['issued', 'paid']), eq(statements.supplierKey, supplier))
    : inArray(statements.state, ['issued', 'paid']);
  return db
    .select({ statement: statements, line: statementLines })
    .from(statementLines)
    .innerJoin(statements, eq(statements.key, statementLines.statementKey))
    .where(and(where, sql`${statementLines.bookingKey} is not null`));
}

/** Every line any statement or credit note holds for these bookings: what has been billed for them so far. */
export async function billedFor(db: Db, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select({
      bookingKey: statementLines.bookingKey,
      amount: statementLines.amount,
      state: statements.state,
      statementKey: statements.key,
    })
    .from(statementLines)
    .innerJoin(statements, eq(statements.key, statementLines.statementKey))
    .where(inArray(statementLines.bookingKey, keys));
}

export function creditNotesForStatements(db: Db, keys: string[]) {
  if (!keys.length) return Promise.resolve([] as CreditNoteRow[]);
  return db.select().from(statementCreditNotes).where(inArray(statementCreditNotes.statementKey, keys));
}

/** Issued statements whose due date has passed with an amount open, not yet announced as overdue. */
export function dueUnannounced(db: Db, today: string, limit = 100): Promise<StatementRow[]> {
  return db
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.state, 'issued'),
        lt(statements.dueDate, today),
        sql`${statements.overdueNotifiedAt} is null`,
      ),
    )
    .limit(limit);
}

/** Issued statements and credit notes of a space in a month, for the journal export (§6). */
export async function issuedInMonth(db: Db, space: string, month: string) {
  const party = or(eq(statements.supplierKey, space), eq(statements.buyerKey, space));
  const rows = await db
    .select()
    .from(statements)
    .where(and(party, eq(statements.month, month), inArray(statements.state, ['issued', 'paid', 'void'])))
    .orderBy(asc(statements.number));
  const notes = await creditNotesForStatements(
    db,
    rows.map((r) => r.key),
  );
  return { rows, notes };
}

/* ---- the query language ---- */

export const statementFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${statements.key}` },
  number: { type: 'text', sql: sql`${statements.number}` },
  supplier: { type: 'text', sql: sql`${statements.supplierKey}` },
  buyer: { type: 'text', sql: sql`${statements.buyerKey}` },
  month: { type: 'text', sql: sql`${statements.month}` },
  currency: { type: 'text', sql: sql`${statements.currency}` },
  state: { type: 'text', sql: sql`${statements.state}`, values: statementStates },
  total: { type: 'int', sql: sql`${statements.total}` },
  tax: { type: 'int', sql: sql`${statements.tax}` },
  paid: { type: 'int', sql: sql`${statements.paid}` },
  dueDate: { type: 'date', sql: sql`${statements.dueDate}` },
  createdAt: { type: 'timestamp', sql: sql`${statements.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${statements.updatedAt}` },
};

/** The statements of the caller's spaces (null: an administrator, every one). */
function scope(mine: string[] | null): SQL | undefined {
  if (mine === null) return undefined;
  if (!mine.length) return sql`false`;
  return or(inArray(statements.buyerKey, mine), inArray(statements.supplierKey, mine));
}

export async function queryStatements(db: Db, mine: string[] | null, body: QueryBody) {
  const { rows, next } = await pageOver(
    db,
    statements,
    statementFields,
    sql`${statements.key}`,
    scope(mine),
    body,
  );
  return { rows: rows as StatementRow[], next };
}

export function aggregateStatements(db: Db, mine: string[] | null, body: AggregateBody) {
  return aggregateOver(db, sql`${statements}`, statementFields, scope(mine), body);
}
