import {
  type AllotmentsBody,
  type AvailabilityAnswer,
  availabilityStatus,
  type BookingAvailabilityQuery,
  DEFAULT_PRICED_ADULTS,
  type InventoryBody,
  japanDaysBefore,
  quote,
  type TariffDoc,
} from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { activeBetween } from '../../partners/index.ts';
import { findPricedTariff, readerFor, requireSupplierMember } from '../../tariffs/index.ts';
import {
  allotmentRows,
  inventoryRows,
  unitsInUse,
  upsertInventory,
  writeAllotments,
} from '../repository/inventory.ts';
import type { Ctx } from './access.ts';
import { type DaySetting, datesBetween, dayUnits, UNSET_DAY } from './units.ts';

const noTariff = (key: string) => new AppError('record.not_found', `No tariff ${key}`);

/** A tariff of a supplier space the caller belongs to; any other answers as absent. */
async function suppliedTariff(ctx: Ctx, actor: Actor, key: string) {
  const tariff = await findPricedTariff(ctx.database.db, key);
  if (!tariff) throw noTariff(key);
  // Inventory is the supplier's own business: an administrator reads it, and writes none.
  if (!membershipOf(actor, tariff.spaceKey)) throw noTariff(key);
  requireSupplierMember(actor, tariff.spaceKey);
  return tariff;
}

/** `PUT /api/v1/Tariff/{key}/inventory`: mode, capacity and stop-sell of a range's dates (on some weekdays). */
export async function setInventory(ctx: Ctx, actor: Actor, key: string, body: InventoryBody) {
  const tariff = await suppliedTariff(ctx, actor, key);
  const dates = datesBetween(body.from, body.to, body.weekdays);
  const count = await ctx.database.db.transaction((tx) =>
    upsertInventory(
      tx,
      tariff.key,
      dates,
      { mode: body.mode, capacity: body.capacity, closed: body.closed },
      ctx.clock(),
    ),
  );
  return { tariff: tariff.key, dates: count };
}

/** `PUT /api/v1/Tariff/{key}/allotments`: units of a range held for one active partner, with release days. */
export async function setAllotments(ctx: Ctx, actor: Actor, key: string, body: AllotmentsBody) {
  const tariff = await suppliedTariff(ctx, actor, key);
  if (!(await activeBetween(ctx.database.db, body.partner, tariff.spaceKey)))
    throw new AppError('booking.not_partner', `body.partner: ${body.partner} is no active partner`, {
      params: { partner: body.partner },
      fields: [
        { field: 'body.partner', rule: 'active_partner', message: 'must be an active trading partner' },
      ],
    });
  const dates = datesBetween(body.from, body.to);
  const count = await ctx.database.db.transaction((tx) =>
    writeAllotments(tx, tariff.key, body.partner, dates, body.units, body.releaseDays, ctx.clock()),
  );
  return { tariff: tariff.key, dates: count };
}

/**
 * `GET /api/v1/Tariff/{key}/availability`: each date's status, the units the caller may book (its own
 * allotment plus the general pool; the supplier sees every unit) and the caller's price for the default group
 * from the one pricing function. A buyer never learns another partner's allotment: its figures are its own.
 */
export async function availability(
  ctx: Ctx,
  actor: Actor,
  key: string,
  query: BookingAvailabilityQuery,
): Promise<AvailabilityAnswer> {
  const { db } = ctx.database;
  const [tariff, reader] = await Promise.all([findPricedTariff(db, key), readerFor(ctx, actor)]);
  if (!tariff) throw noTariff(key);
  const supplier = membershipOf(actor, tariff.spaceKey)?.role === 'supplier' || actor.isAdmin;
  const readable =
    supplier ||
    (tariff.state === 'published' &&
      (tariff.visibility === 'public' || reader.partners.includes(tariff.spaceKey)));
  if (!readable) throw noTariff(key);
  const viewer = supplier ? null : buyerViewer(actor);
  const now = ctx.clock();
  const [rows, allotments, used] = await Promise.all([
    inventoryRows(db, key, query.from, query.to),
    allotmentRows(db, key, query.from, query.to),
    unitsInUse(db, key, query.from, query.to, now),
  ]);
  const settings = new Map<string, DaySetting>(rows.map((r) => [r.date, r]));
  const doc = tariff.doc as TariffDoc;
  const agreement = supplier ? null : (reader.agreements.get(tariff.spaceKey) ?? null);
  const days = datesBetween(query.from, query.to).map((date) => {
    const setting = settings.get(date) ?? UNSET_DAY;
    const perBuyer = new Map<string, number>();
    let sold = 0;
    for (const u of used)
      if (u.date === date) {
        perBuyer.set(u.buyer, u.units);
        sold += u.sold;
      }
    const units = dayUnits(
      setting,
      allotments.filter((a) => a.date === date).map((a) => ({ ...a, partner: a.partnerKey })),
      perBuyer,
      supplier ? null : (viewer ?? ''),
      date,
      now,
    );
    const past = japanDaysBefore(date, now) < 0;
    const status = past
      ? 'closed'
      : availabilityStatus({
          mode: setting.mode,
          closed: setting.closed,
          capacity: units.capacity ?? 0,
          left: units.left ?? 0,
        });
    const priced = quote(
      { key: tariff.key, doc },
      { date, adults: DEFAULT_PRICED_ADULTS, children: 0 },
      agreement,
    );
    return {
      date,
      mode: setting.mode,
      status,
      left: past || setting.closed ? 0 : units.left,
      capacity: units.capacity,
      price: priced.ok ? priced.quote.total : null,
      closed: setting.closed,
      // Only the supplier learns what others booked: confirmed units, and held or requested ones.
      ...(supplier ? { sold, held: units.used - sold } : {}),
    };
  });
  return { tariff: tariff.key, currency: doc.currency, days };
}

/** The buyer space whose allotments a caller sees: the one they act as, else their first buyer space. */
function buyerViewer(actor: Actor): string | null {
  const acting = actor.space;
  if (acting?.role === 'buyer') return acting.space;
  return actor.memberships.find((m) => m.role === 'buyer')?.space ?? null;
}
