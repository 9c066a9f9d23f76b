import { type AvailabilityDay, BOOKING_LIMITS, DEFAULT_PRICED_ADULTS } from '@tourtariff/shared';
import { availability, termsOf } from '../../bookings/index.ts';
import { agreementInForce } from '../../tariffs/index.ts';
import type { OctoCaller } from '../caller.ts';
import { invalidAvailability, invalidOption, OctoError } from '../errors.ts';
import type { AvailabilityCheck, CalendarBody } from '../schemas.ts';
import { type Ctx, sellableTariff } from './catalogue.ts';
import { type Group, pricingFor } from './pricing.ts';
import { OPTION_ID, type Tariff, TIME_ZONE } from './products.ts';
import { groupOf } from './units.ts';

/*
 * Availability from the bookings module's own calendar (docs/product-decisions.md §15): one inventory, so what
 * OCTO answers is what the web shows, unit for unit. A date is one all-day availability (OPENING_HOURS) whose id
 * names the product and the date, so an id of another product is refused by name (docs/octo.md "Availability").
 */

const STATUS = {
  available: 'AVAILABLE',
  limited: 'LIMITED',
  sold_out: 'SOLD_OUT',
  closed: 'CLOSED',
  on_request: 'AVAILABLE',
  free_sale: 'FREESALE',
} as const;

export const availabilityIdOf = (product: string, date: string) => `${product}.${date}`;

/** The date an availability id of `product` names, or OCTO's INVALID_AVAILABILITY_ID. */
export function dateOfAvailability(product: string, id: string): string {
  const match = /^([\w-]{1,80})\.(\d{4}-\d{2}-\d{2})$/.exec(id);
  const date = match?.[2];
  if (!match || match[1] !== product || !date || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw invalidAvailability(id);
  return date;
}

function checkOption(optionId: string) {
  if (optionId !== OPTION_ID) throw invalidOption(optionId);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function checkRange(from: string, to: string) {
  if (to < from || daysBetween(from, to) > BOOKING_LIMITS.rangeDays)
    throw new OctoError(
      'BAD_REQUEST',
      `localDateEnd: from localDateStart, at most ${BOOKING_LIMITS.rangeDays} days`,
      {
        'tourtariff:fields': [
          {
            field: 'body.localDateEnd',
            rule: 'range_days',
            message: 'must be on or after localDateStart, within a year',
          },
        ],
      },
    );
}

/** Whether the date sells `units` inventory units to the caller now. */
const sells = (day: AvailabilityDay, units: number) =>
  day.status !== 'closed' && day.status !== 'sold_out' && (day.left === null || day.left >= units);

async function daysOf(ctx: Ctx, caller: OctoCaller, tariff: Tariff, from: string, to: string) {
  const answer = await availability(ctx, caller.actor, tariff.key, { from, to });
  return answer.days;
}

function groupFor(
  tariff: Tariff,
  units: { id: string; quantity: number }[] | undefined,
  date: string,
): Group {
  if (!units?.length) return { date, adults: DEFAULT_PRICED_ADULTS, children: 0 };
  return {
    date,
    ...groupOf(
      tariff.doc,
      units.flatMap((u) => Array(u.quantity).fill(u.id) as string[]),
    ),
  };
}

/** `POST /availability/calendar`: each date's status, vacancies and "from" price. */
export async function calendar(ctx: Ctx, caller: OctoCaller, body: CalendarBody) {
  const tariff = await sellableTariff(ctx, caller, body.productId);
  checkOption(body.optionId);
  checkRange(body.localDateStart, body.localDateEnd);
  const [days, agreement] = await Promise.all([
    daysOf(ctx, caller, tariff, body.localDateStart, body.localDateEnd),
    agreementInForce(ctx, caller.buyer, caller.supplier),
  ]);
  const inventoryUnits = body['tourtariff:units'] ?? 1;
  return days.map((day) => {
    const pricing = pricingFor(tariff, groupFor(tariff, body.units, day.date), agreement, caller.language);
    return {
      localDate: day.date,
      available: sells(day, inventoryUnits),
      status: STATUS[day.status],
      vacancies: day.left,
      capacity: day.capacity,
      openingHours: [],
      ...(pricing ? { pricingFrom: pricing } : {}),
      'tourtariff:mode': day.mode,
    };
  });
}

/** One all-day availability of a date. */
function availabilityOf(
  tariff: Tariff,
  day: AvailabilityDay,
  inventoryUnits: number,
  cutoffHours: number,
  pricing: ReturnType<typeof pricingFor>,
) {
  const start = Date.parse(`${day.date}T00:00:00+09:00`);
  return {
    id: availabilityIdOf(tariff.key, day.date),
    localDateTimeStart: `${day.date}T00:00:00+09:00`,
    localDateTimeEnd: `${nextDay(day.date)}T00:00:00+09:00`,
    // Bookings close the tariff's cut-off hours before the day begins in Japan (docs/product-decisions.md §15).
    utcCutoffAt: new Date(start - cutoffHours * 3_600_000).toISOString(),
    allDay: true,
    available: sells(day, inventoryUnits),
    status: STATUS[day.status],
    vacancies: day.left,
    capacity: day.capacity,
    maxUnits: null,
    openingHours: [],
    ...(pricing ? { pricing } : {}),
    'tourtariff:mode': day.mode,
    'tourtariff:timeZone': TIME_ZONE,
  };
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `POST /availability`: the availabilities of a range or of the ids named, priced for the units asked. */
export async function check(ctx: Ctx, caller: OctoCaller, body: AvailabilityCheck) {
  const tariff = await sellableTariff(ctx, caller, body.productId);
  checkOption(body.optionId);
  const dates = body.availabilityIds?.map((id) => dateOfAvailability(tariff.key, id)).sort();
  const from = dates?.[0] ?? body.localDateStart;
  const to = dates?.at(-1) ?? body.localDateEnd;
  if (!from || !to)
    throw new OctoError('BAD_REQUEST', 'Name localDateStart and localDateEnd, or availabilityIds', {
      'tourtariff:fields': [
        { field: 'body.localDateStart', rule: 'required', message: 'or availabilityIds' },
      ],
    });
  checkRange(from, to);
  const [days, agreement] = await Promise.all([
    daysOf(ctx, caller, tariff, from, to),
    agreementInForce(ctx, caller.buyer, caller.supplier),
  ]);
  const wanted = dates ? new Set(dates) : null;
  const inventoryUnits = body['tourtariff:units'] ?? 1;
  const { cutoffHours } = termsOf(tariff.doc, agreement?.feeSchedule);
  return days
    .filter((day) => !wanted || wanted.has(day.date))
    .map((day) =>
      availabilityOf(
        tariff,
        day,
        inventoryUnits,
        cutoffHours,
        pricingFor(tariff, groupFor(tariff, body.units, day.date), agreement, caller.language),
      ),
    );
}
