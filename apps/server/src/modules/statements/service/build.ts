import {
  DEFAULT_ROUNDING,
  parseFxRate,
  type Rounding,
  type StatementBuildBody,
  type StatementRebuildBody,
  type TaxClass,
} from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { inLanes, newKey } from '../../../kit/index.ts';
import { type BillableBooking, billableBookings } from '../../bookings/index.ts';
import {
  findPairStatement,
  findStatement,
  insertStatement,
  type LineRow,
  linesOf,
  readSettings,
  replaceLines,
  type StatementRow,
  updateStatement,
  writeRounding,
} from '../repository/statements.ts';
import { assertMove, type Ctx, notFound, standingOf, supplierMembership } from './access.ts';
import { bookingLines, type LineDraft, markKey, ownLine, periodOf, tariffReader } from './lines.ts';
import { statementView, storedTotals } from './view.ts';

type Pair = { supplier: string; buyer: string; month: string; currency: string };

const lineError = (line: number, rule: string, message: string) =>
  new AppError('statement.line', `line ${line}: ${message}`, {
    params: { line },
    fields: [{ field: 'body.line', rule, message, params: { line } }],
  });

/** A stored line as a draft to write again. */
const asDraft = (line: LineRow): LineDraft => {
  const { statementKey: _s, position: _p, ...rest } = line;
  return rest as LineDraft;
};

/**
 * The lines of a pair's month: the month's bookings, each with the tax class the supplier marked before, then the
 * supplier's own lines (manual lines and adjustments carried from issued statements) as they were. `tariff` reads
 * each tariff once for the whole build (docs/performance.md "Statements").
 */
async function compose(
  tariff: ReturnType<typeof tariffReader>,
  bookings: BillableBooking[],
  kept: LineDraft[],
  marks: Map<string, TaxClass>,
) {
  const gathered: LineDraft[] = [];
  for (const b of bookings) gathered.push(...(await bookingLines(b, await tariff(b.tariffKey))));
  for (const line of gathered) line.taxClass = marks.get(markKey(line)) ?? line.taxClass;
  return [...gathered, ...kept];
}

/**
 * Writes a draft's lines and figures; makes the draft, figures and all, when the pair has none this month. A new
 * draft takes the supplier's rounding method (`rounding` when the caller read it already).
 */
async function writeDraft(
  db: Db,
  pair: Pair,
  lines: LineDraft[],
  now: Date,
  existing?: StatementRow,
  rounding?: Rounding,
) {
  if (existing) {
    await replaceLines(db, existing.key, lines);
    const figures = storedTotals(lines, existing);
    return updateStatement(db, existing.key, { ...figures, updatedAt: now });
  }
  const method = rounding ?? (await readSettings(db, pair.supplier))?.rounding ?? DEFAULT_ROUNDING;
  const figures = storedTotals(lines, { rounding: method, currency: pair.currency, fxRate: null });
  const row = await insertStatement(db, {
    key: newKey('st'),
    supplierKey: pair.supplier,
    buyerKey: pair.buyer,
    month: pair.month,
    currency: pair.currency,
    rounding: method,
    ...figures,
    createdAt: now,
    updatedAt: now,
  });
  await replaceLines(db, row.key, lines);
  return row;
}

/**
 * The drafts of a supplier's month (docs/statements.md §3): one per buyer and currency with bookings to bill;
 * a draft already there is gathered again, an issued one left as it is. `buyer` narrows it to one partner.
 */
export async function buildMonth(
  db: Db,
  supplier: string,
  month: string,
  now: Date,
  options: { buyer?: string | undefined; onlyMissing?: boolean; bookings?: BillableBooking[] } = {},
): Promise<StatementRow[]> {
  const bookings =
    options.bookings ?? (await billableBookings(db, periodOf(month), { supplier, buyer: options.buyer }));
  const pairs = new Map<string, BillableBooking[]>();
  for (const b of bookings) {
    const id = `${b.buyerKey}\u0000${b.currency}`;
    const list = pairs.get(id);
    if (list) list.push(b);
    else pairs.set(id, [b]);
  }
  // Read before the pairs' transactions: PGlite has one connection, which a transaction holds.
  const tariff = tariffReader(db);
  for (const key of new Set(bookings.map((b) => b.tariffKey))) await tariff(key);
  const rounding = (await readSettings(db, supplier))?.rounding ?? DEFAULT_ROUNDING;
  // One transaction per pair, a few at once: each commit waits for the disk, and on PostgreSQL the pairs' waits
  // overlap (docs/performance.md "Statements"); PGlite runs them one after another all the same.
  return inLanes([...pairs], PAIR_LANES, ([id, list]) => {
    const [buyerKey, currency] = id.split('\u0000') as [string, string];
    const pair = { supplier, buyer: buyerKey, month, currency };
    return db.transaction(async (tx) => {
      const existing = await findPairStatement(tx, pair);
      if (existing && (existing.state !== 'draft' || options.onlyMissing)) return existing;
      const before = existing ? await linesOf(tx, existing.key) : [];
      const marks = new Map(before.filter((l) => !ownLine(l.kind)).map((l) => [markKey(l), l.taxClass]));
      const kept = before.filter((l) => ownLine(l.kind)).map(asDraft);
      return writeDraft(tx, pair, await compose(tariff, list, kept, marks), now, existing, rounding);
    });
  });
}

const PAIR_LANES = 4;

/** `POST /api/v1/Statement/build`: the supplier's owners and admins gather a month's drafts. */
export async function buildOnRequest(ctx: Ctx, actor: Actor, body: StatementBuildBody) {
  supplierMembership(actor, body.space, 'build');
  const rows = await buildMonth(ctx.database.db, body.space, body.month, ctx.clock(), {
    buyer: body.partner,
  });
  return { items: rows.map((row) => ({ key: row.key, state: row.state })) };
}

/**
 * The timed build on the 1st (docs/statements.md §3): every supplier's missing drafts of the month before; a
 * draft already there is left for its supplier to rebuild.
 */
export async function buildMissingDrafts(db: Db, month: string, now: Date): Promise<number> {
  const bookings = await billableBookings(db, periodOf(month));
  const bySupplier = new Map<string, BillableBooking[]>();
  for (const b of bookings) {
    const list = bySupplier.get(b.supplierKey);
    if (list) list.push(b);
    else bySupplier.set(b.supplierKey, [b]);
  }
  let count = 0;
  for (const [supplier, list] of bySupplier)
    count += (await buildMonth(db, supplier, month, now, { onlyMissing: true, bookings: list })).length;
  return count;
}

/** The pair's draft to carry an adjustment line on: this month's, or the first month after it still a draft. */
export async function draftFor(db: Db, pair: Omit<Pair, 'month'>, month: string, now: Date) {
  let m = month;
  for (let i = 0; i < 24; i += 1) {
    const existing = await findPairStatement(db, { ...pair, month: m });
    if (!existing) return writeDraft(db, { ...pair, month: m }, [], now);
    if (existing.state === 'draft') return existing;
    m = nextMonth(m);
  }
  throw new AppError('statement.state', 'No draft month is open for the pair', {
    params: { from: 'issued', move: 'rebuild' },
  });
}

const nextMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};

/** Adds a line to a draft and works its figures out again. */
export async function appendLine(db: Db, draft: StatementRow, line: LineDraft, now: Date) {
  const before = (await linesOf(db, draft.key)).map(asDraft);
  const lines = [...before, line];
  await replaceLines(db, draft.key, lines);
  const figures = storedTotals(lines, draft);
  return updateStatement(db, draft.key, { ...figures, updatedAt: now });
}

/**
 * `POST /api/v1/Statement/{key}/rebuild`: gathers the draft's bookings again with the supplier's changes —
 * rounding, exchange rate, tax-class marks, manual lines removed or added (each with its reason).
 */
export async function rebuildStatement(ctx: Ctx, actor: Actor, key: string, body: StatementRebuildBody) {
  const { db } = ctx.database;
  const now = ctx.clock();
  const row = await db.transaction(async (tx) => {
    const current = await findStatement(tx, key, true);
    if (!current) throw notFound(key);
    assertMove('rebuild', current, standingOf(actor, current));
    const before = await linesOf(tx, key);
    const positions = new Set(before.map((l) => l.position));
    for (const mark of body.marks ?? [])
      if (!positions.has(mark.line)) throw lineError(mark.line, 'exists', 'the statement has no such line');
    for (const line of body.remove ?? []) {
      const found = before.find((l) => l.position === line);
      if (!found) throw lineError(line, 'exists', 'the statement has no such line');
      if (found.kind !== 'manual') throw lineError(line, 'manual', 'only manual lines are removed');
    }
    let fxRate = current.fxRate;
    if (body.fxRate !== undefined) {
      fxRate = parseFxRate(body.fxRate);
      if (fxRate === null)
        throw new AppError('request.invalid', 'body.fxRate: must be above zero', {
          fields: [{ field: 'body.fxRate', rule: 'positive', message: 'must be above zero' }],
        });
    }
    const marked = new Map((body.marks ?? []).map((m) => [m.line, m.taxClass]));
    const removed = new Set(body.remove ?? []);
    const adjusted = before
      .filter((l) => !removed.has(l.position))
      .map((l) => ({ ...asDraft(l), taxClass: marked.get(l.position) ?? l.taxClass }));
    const marks = new Map(adjusted.filter((l) => !ownLine(l.kind)).map((l) => [markKey(l), l.taxClass]));
    const kept = adjusted.filter((l) => ownLine(l.kind));
    const added: LineDraft[] = (body.add ?? []).map((m) => ({
      kind: 'manual',
      bookingKey: null,
      reference: null,
      date: m.date,
      description: m.description,
      groupText: '',
      amount: m.amount,
      taxClass: m.taxClass,
      reason: m.reason ?? null,
      createdBy: actorName(actor),
    }));
    if (body.rounding) await writeRounding(tx, current.supplierKey, body.rounding, now);
    const settingsChanged = await updateStatement(tx, key, {
      rounding: body.rounding ?? current.rounding,
      fxRate,
      updatedAt: now,
    });
    const bookings = await billableBookings(tx, periodOf(current.month), {
      supplier: current.supplierKey,
      buyer: current.buyerKey,
    });
    const mine = bookings.filter((b) => b.currency === current.currency);
    const lines = await compose(tariffReader(tx), mine, [...kept, ...added], marks);
    const pair = {
      supplier: current.supplierKey,
      buyer: current.buyerKey,
      month: current.month,
      currency: current.currency,
    };
    return writeDraft(tx, pair, lines, now, settingsChanged);
  });
  return statementView(db, actor, row, now);
}
