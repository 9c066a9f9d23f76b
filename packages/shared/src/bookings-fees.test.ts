import { describe, expect, it } from 'vitest';
import {
  availabilityStatus,
  cancellationFee,
  FEE_TEMPLATES,
  type FeeSchedule,
  feeOf,
  japanDate,
  japanDaysBefore,
  scheduleInDates,
} from './bookings-fees.ts';
import { bookingSettings, feeSchedule, feeTier } from './contracts/bookings-fees.ts';
import { tariffDoc } from './contracts/tariffs.ts';
import { cancellation, feeScheduleOf } from './tariffs-quote.ts';

const SERVICE = '2026-12-20';
const PRICE = 100_000;
const standard = FEE_TEMPLATES.standard_travel_domestic.schedule;
const lodging = FEE_TEMPLATES.model_lodging.schedule;

/** Noon in Japan (03:00 UTC) `days` days before the service date. */
const before = (days: number) => new Date(Date.parse(`${SERVICE}T03:00:00Z`) - days * 86_400_000);

const feeAt = (schedule: FeeSchedule, days: number, guests: number, dayTrip = false) =>
  cancellationFee({ schedule, serviceDate: SERVICE, at: before(days), guests, dayTrip, price: PRICE });

describe('japanDaysBefore', () => {
  it.each([
    // [instant, service date, days]: Japan is UTC+9 all year, so 15:00Z starts the next Japan day.
    ['2026-12-09T14:59:59Z', '2026-12-10', 1],
    ['2026-12-09T15:00:00Z', '2026-12-10', 0],
    ['2026-12-09T15:30:00Z', '2026-12-10', 0],
    ['2026-12-10T14:59:59Z', '2026-12-10', 0],
    ['2026-12-10T15:00:00Z', '2026-12-10', -1],
    ['2026-11-20T00:00:00Z', '2026-12-10', 20],
    ['2026-11-19T15:00:00Z', '2026-12-10', 20],
    ['2026-11-19T14:59:00Z', '2026-12-10', 21],
    ['2026-12-31T15:00:00Z', '2027-01-01', 0],
    ['2028-02-28T15:00:00Z', '2028-03-01', 1],
  ])('%s before %s: %i days', (at, date, days) => {
    expect(japanDaysBefore(date, new Date(at))).toBe(days);
  });

  it('names the Japan date of an instant', () => {
    expect(japanDate(new Date('2026-12-09T15:30:00Z'))).toBe('2026-12-10');
    expect(japanDate(new Date('2026-12-09T14:30:00Z'))).toBe('2026-12-09');
  });
});

describe('標準旅行業約款 国内 (standard_travel_domestic)', () => {
  it.each([
    // [days before, percent for a trip of nights, percent for a day trip]
    [60, 0, 0],
    [21, 0, 0],
    [20, 20, 0],
    [19, 20, 0],
    [11, 20, 0],
    [10, 20, 20],
    [9, 20, 20],
    [8, 20, 20],
    [7, 30, 30],
    [6, 30, 30],
    [2, 30, 30],
    [1, 40, 40],
    [0, 50, 50],
    [-1, 100, 100],
  ])('%i days before: %i %%, day trip %i %%', (days, percent, dayTripPercent) => {
    for (const guests of [1, 14, 15, 100]) {
      expect(feeAt(standard, days, guests).percent).toBe(percent);
      expect(feeAt(standard, days, guests, true).percent).toBe(dayTripPercent);
      expect(feeAt(standard, days, guests).fee).toBe((PRICE * percent) / 100);
    }
  });

  it('charges 100 % after the start and for a no-show, whatever the day', () => {
    const base = { schedule: standard, serviceDate: SERVICE, guests: 2, dayTrip: true, price: PRICE };
    expect(cancellationFee({ ...base, at: before(0), started: true }).percent).toBe(100);
    expect(cancellationFee({ ...base, at: before(0), noShow: true }).percent).toBe(100);
    expect(cancellationFee({ ...base, at: before(0), noShow: true }).tier?.daysBefore).toBe('no_show');
    expect(cancellationFee({ ...base, at: before(-1) }).tier?.daysBefore).toBe('after_start');
  });

  it('names its source', () => {
    expect(FEE_TEMPLATES.standard_travel_domestic.source).toContain(
      '標準旅行業約款 募集型企画旅行契約の部 別表第一',
    );
    expect(FEE_TEMPLATES.standard_travel_domestic.source).toContain('観光庁');
  });
});

describe('モデル宿泊約款 別表第2 (model_lodging)', () => {
  it.each([
    // [days before, 14 guests, 15 guests, 99 guests, 100 guests]
    [30, 0, 0, 0, 0],
    [21, 0, 0, 0, 0],
    [20, 0, 0, 0, 10],
    [10, 0, 0, 0, 10],
    [9, 0, 10, 10, 20],
    [5, 0, 10, 10, 20],
    [2, 0, 10, 10, 20],
    [1, 20, 20, 20, 80],
    [0, 80, 80, 80, 100],
  ])('%i days before: 14 → %i %%, 15 → %i %%, 99 → %i %%, 100 → %i %%', (days, ...percents) => {
    [14, 15, 99, 100].forEach((guests, i) => {
      expect(feeAt(lodging, days, guests).percent).toBe(percents[i]);
      // A day trip changes nothing here: no lodging tier has a day-trip start.
      expect(feeAt(lodging, days, guests, true).percent).toBe(percents[i]);
    });
  });

  it.each([1, 2, 14, 15, 99, 100, 250])('a no-show of %i guests pays 100 %%', (guests) => {
    const due = cancellationFee({
      schedule: lodging,
      serviceDate: SERVICE,
      at: before(-1),
      guests,
      dayTrip: false,
      price: PRICE,
      noShow: true,
    });
    expect(due).toMatchObject({ percent: 100, fee: PRICE, daysBefore: -1 });
  });

  it('charges the no-show rate once the night has passed (the table has no after-start row)', () => {
    expect(feeAt(lodging, -1, 2)).toMatchObject({ percent: 100, fee: PRICE });
  });

  it('charges nothing 5 days before for 2 guests', () => {
    expect(feeAt(lodging, 5, 2)).toEqual({ percent: 0, fee: 0, daysBefore: 5, tier: null });
  });

  it('names its source', () => {
    expect(FEE_TEMPLATES.model_lodging.source).toContain('モデル宿泊約款 別表第2');
    expect(FEE_TEMPLATES.model_lodging.source).toContain('観光庁/厚生労働省');
  });
});

describe('fee rounding', () => {
  it.each([
    [99_999, 20, 19_999],
    [12_345, 30, 3_703],
    [1, 50, 0],
    [3, 33, 0],
    [101, 80, 80],
    [0, 100, 0],
    [12_345, 100, 12_345],
    [10_001, 12.5, 1_250],
  ])('%i at %d %% is %i (rounded down)', (price, percent, fee) => {
    expect(feeOf(price, percent)).toBe(fee);
  });

  it('rounds the fee of a cancellation down', () => {
    const due = cancellationFee({
      schedule: standard,
      serviceDate: SERVICE,
      at: before(3),
      guests: 3,
      dayTrip: false,
      price: 33_333,
    });
    expect(due).toMatchObject({ percent: 30, fee: 9_999 });
  });
});

describe('scheduleInDates', () => {
  it('puts the standard schedule on dates, day trips from the 10th day', () => {
    expect(scheduleInDates({ schedule: standard, serviceDate: SERVICE, guests: 2, dayTrip: false })).toEqual([
      { from: '2026-11-30', percent: 20, kind: 'days' },
      { from: '2026-12-13', percent: 30, kind: 'days' },
      { from: '2026-12-19', percent: 40, kind: 'days' },
      { from: '2026-12-20', percent: 50, kind: 'days' },
      { from: '2026-12-20', percent: 100, kind: 'after_start' },
      { from: '2026-12-20', percent: 100, kind: 'no_show' },
    ]);
    expect(
      scheduleInDates({ schedule: standard, serviceDate: SERVICE, guests: 2, dayTrip: true })[0],
    ).toEqual({
      from: '2026-12-10',
      percent: 20,
      kind: 'days',
    });
  });

  it.each([
    [14, ['2026-12-19 20', '2026-12-20 80', '2026-12-20 100']],
    [15, ['2026-12-11 10', '2026-12-19 20', '2026-12-20 80', '2026-12-20 100']],
    [100, ['2026-11-30 10', '2026-12-11 20', '2026-12-19 80', '2026-12-20 100', '2026-12-20 100']],
  ])('puts the lodging schedule for %i guests on dates', (guests, rows) => {
    const dates = scheduleInDates({ schedule: lodging, serviceDate: SERVICE, guests, dayTrip: false });
    expect(dates.map((d) => `${d.from} ${d.percent}`)).toEqual(rows);
  });

  it('agrees with the fee on every day it lists', () => {
    for (const guests of [2, 15, 100]) {
      for (const row of scheduleInDates({
        schedule: lodging,
        serviceDate: SERVICE,
        guests,
        dayTrip: false,
      })) {
        if (row.kind !== 'days') continue;
        const at = new Date(`${row.from}T00:00:00+09:00`);
        const due = cancellationFee({
          schedule: lodging,
          serviceDate: SERVICE,
          at,
          guests,
          dayTrip: false,
          price: PRICE,
        });
        expect(due.percent).toBe(row.percent);
      }
    }
  });
});

describe('availabilityStatus', () => {
  it.each([
    [{ mode: 'allotment', closed: false, capacity: 10, left: 10 }, 'available'],
    [{ mode: 'allotment', closed: false, capacity: 10, left: 5 }, 'available'],
    [{ mode: 'allotment', closed: false, capacity: 10, left: 4 }, 'limited'],
    [{ mode: 'allotment', closed: false, capacity: 10, left: 1 }, 'limited'],
    [{ mode: 'allotment', closed: false, capacity: 10, left: 0 }, 'sold_out'],
    [{ mode: 'allotment', closed: false, capacity: 0, left: 0 }, 'sold_out'],
    [{ mode: 'allotment', closed: false, capacity: 3, left: 2 }, 'available'],
    [{ mode: 'allotment', closed: false, capacity: 3, left: 1 }, 'limited'],
    [{ mode: 'allotment', closed: true, capacity: 10, left: 10 }, 'closed'],
    [{ mode: 'on_request', closed: false, capacity: 0, left: 0 }, 'on_request'],
    [{ mode: 'on_request', closed: true, capacity: 0, left: 0 }, 'closed'],
    [{ mode: 'free_sale', closed: false, capacity: 0, left: 0 }, 'free_sale'],
    [{ mode: 'free_sale', closed: true, capacity: 0, left: 0 }, 'closed'],
  ] as const)('%o is %s', (input, status) => {
    expect(availabilityStatus(input)).toBe(status);
  });
});

describe('the contract', () => {
  it('accepts both templates and refuses bad tiers', () => {
    expect(feeSchedule.safeParse(standard).success).toBe(true);
    expect(feeSchedule.safeParse(lodging).success).toBe(true);
    expect(feeTier.safeParse({ daysBefore: 366, percent: 10 }).success).toBe(false);
    expect(feeTier.safeParse({ daysBefore: 3, percent: 101 }).success).toBe(false);
    expect(feeTier.safeParse({ daysBefore: 3, percent: 10.5 }).success).toBe(false);
    expect(feeTier.safeParse({ daysBefore: 'later', percent: 10 }).success).toBe(false);
    expect(feeTier.safeParse({ daysBefore: 3, percent: 10, minGuests: 20, maxGuests: 10 }).success).toBe(
      false,
    );
    expect(feeSchedule.safeParse({ tiers: Array(31).fill({ daysBefore: 1, percent: 1 }) }).success).toBe(
      false,
    );
  });

  it('bounds the booking settings', () => {
    expect(bookingSettings.safeParse({}).success).toBe(true);
    expect(bookingSettings.safeParse({ holdMinutes: 4 }).success).toBe(false);
    expect(bookingSettings.safeParse({ holdMinutes: 1441 }).success).toBe(false);
    expect(bookingSettings.safeParse({ cutoffHours: 721 }).success).toBe(false);
    expect(
      bookingSettings.safeParse({ holdMinutes: 60, cutoffHours: 48, feeSchedule: lodging }).success,
    ).toBe(true);
    expect(bookingSettings.safeParse({ hold: 60 }).success).toBe(false);
  });

  it('keeps a tariff without `booking` valid as before, and takes one with it', () => {
    const doc = {
      title: { jp: '旅館', en: 'Ryokan' },
      category: 'accommodation',
      prefecture: '26',
      validity: { from: '2026-01-01', to: '2026-12-31' },
    };
    const plain = tariffDoc.safeParse(doc);
    expect(plain.success).toBe(true);
    expect(plain.data && 'booking' in plain.data).toBe(false);
    const booked = tariffDoc.safeParse({ ...doc, booking: { holdMinutes: 45, feeSchedule: lodging } });
    expect(booked.data?.booking?.holdMinutes).toBe(45);
    expect(tariffDoc.safeParse({ ...doc, booking: { holdMinutes: 2 } }).success).toBe(false);
  });
});

describe('cancellation (the pricing entry point)', () => {
  const doc = { cancellation: [{ days_before: 3, fee_percent: 50 }] };
  const request = { date: SERVICE, guests: 2, dayTrip: false, total: 40_001, at: before(1) };

  it('prefers the agreement, then the tariff schedule, then the plain rows', () => {
    expect(feeScheduleOf(doc).tiers).toEqual([{ daysBefore: 3, percent: 50 }]);
    expect(feeScheduleOf({ ...doc, booking: { feeSchedule: lodging } })).toBe(lodging);
    expect(feeScheduleOf({ ...doc, booking: { feeSchedule: lodging } }, standard)).toBe(standard);
    expect(cancellation({ ...request, doc })).toMatchObject({ percent: 50, fee: 20_000, daysBefore: 1 });
    const lodged = cancellation({ ...request, doc: { ...doc, booking: { feeSchedule: lodging } } });
    expect(lodged).toMatchObject({ percent: 20, fee: 8_000 });
    expect(lodged.schedule[0]).toEqual({ from: '2026-12-19', percent: 20, kind: 'days' });
    expect(cancellation({ ...request, doc, agreementSchedule: standard })).toMatchObject({
      percent: 40,
      fee: 16_000,
    });
  });

  it('charges a supplier who cancels nothing', () => {
    const due = cancellation({
      ...request,
      doc: { ...doc, booking: { feeSchedule: lodging } },
      by: 'supplier',
    });
    expect(due).toMatchObject({ percent: 0, fee: 0, daysBefore: 1 });
    expect(due.schedule.length).toBeGreaterThan(0);
  });

  it('charges nothing without any schedule', () => {
    expect(cancellation({ ...request, doc: { cancellation: [] } })).toMatchObject({
      percent: 0,
      fee: 0,
      tier: null,
    });
  });
});
