import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { bookings } from '../../src/db/schema/index.ts';
import { type BookingWorld, bookingWorld, call, expectOk } from '../bookings/support.ts';

export { call, expectOk };

/** A month long past, so no clock rule of the bookings API stands in the way. */
export const MONTH = '2025-10';
export const T_NUMBER = 'T1234567890123';

export type StatementWorld = BookingWorld;
export const statementWorld = (app: FastifyInstance) => bookingWorld(app);

let counter = 0;

/**
 * A booking in a final state written below the API (the API reaches completed and no-show only with time):
 * `changed` is the moment of the last change, which places a cancellation fee in its month.
 */
export async function billedBooking(
  app: FastifyInstance,
  w: StatementWorld,
  values: {
    state: 'completed' | 'no_show' | 'cancelled' | 'confirmed';
    date: string;
    total: number;
    fee?: number | null;
    changed?: string;
    adults?: number;
  },
) {
  counter += 1;
  const key = `bk_st-${randomBytes(6).toString('base64url')}`;
  const reference = `TT-2025-${String(900_000 + counter).padStart(6, '0')}-${randomBytes(2).toString('hex')}`;
  const changed = new Date(values.changed ?? `${values.date}T03:00:00Z`);
  await app.database.db.insert(bookings).values({
    key,
    reference,
    tariffKey: w.tariff,
    supplierKey: w.supplier.space,
    buyerKey: w.partner.space,
    state: values.state,
    firstDate: values.date,
    lastDate: values.date,
    adults: values.adults ?? 2,
    units: 1,
    currency: 'JPY',
    lines: [],
    total: values.total,
    fee: values.fee ?? null,
    feeSchedule: { tiers: [{ daysBefore: 0, percent: 100 }] },
    createdAt: changed,
    updatedAt: changed,
  });
  return { key, reference };
}

/** Gives the supplier space's profile a T-number (登録番号), or takes it away. */
export async function setInvoiceNumber(app: FastifyInstance, space: string, value: string | null) {
  await app.database.db.execute(
    value === null
      ? sql`update spaces set details = details - 'invoiceNumber' where key = ${space}`
      : sql`update spaces set details = details || jsonb_build_object('invoiceNumber', ${value}::text) where key = ${space}`,
  );
}

export async function build(app: FastifyInstance, w: StatementWorld, month = MONTH) {
  const res = await expectOk(
    call(app, w.supplier.owner, 'POST', '/api/v1/Statement/build', { space: w.supplier.space, month }),
  );
  return res.body.items as { key: string; state: string }[];
}

export const read = (app: FastifyInstance, w: StatementWorld, key: string) =>
  expectOk(call(app, w.supplier.owner, 'GET', `/api/v1/Statement/${key}`));

export const moveStatement = (
  app: FastifyInstance,
  user: StatementWorld['supplier']['owner'],
  key: string,
  move: string,
  body: unknown = {},
) => call(app, user, 'POST', `/api/v1/Statement/${key}/${move}`, body);

/** Everything the statements module stores for a statement: "nothing stored" compares two of these. */
export async function stored(app: FastifyInstance, key: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select
      (select row_to_json(s) from statements s where s.key = ${key}) as statement,
      (select coalesce(json_agg(l order by l.position), '[]') from statement_lines l where l.statement_key = ${key}) as lines,
      (select count(*)::int from statement_payments p where p.statement_key = ${key}) as payments,
      (select count(*)::int from statement_credit_notes c where c.statement_key = ${key}) as notes`,
  );
  return row;
}
