/*
 * Cancellation fees and availability status (docs/product-decisions.md §16): pure rules without zod, so the
 * server, the web pages and the tests count days and fees the same way. Money is integer minor units.
 */

/** When a tier starts: a number of days before the service date (Japan time), after the start, or a no-show. */
export type FeeTierStart = number | 'after_start' | 'no_show';

/**
 * One tier of a schedule: from `daysBefore` days before the service date on, `percent` of the price is due.
 * `minGuests`/`maxGuests` limit the tier to group sizes (モデル宿泊約款's 団体 tiers); `dayTripDaysBefore`
 * starts it on another day for day trips (標準旅行業約款: the 20th day, day trips the 10th).
 */
export type FeeTier = {
  daysBefore: FeeTierStart;
  percent: number;
  minGuests?: number | undefined;
  maxGuests?: number | undefined;
  dayTripDaysBefore?: number | undefined;
};

export const feeTemplateKeys = ['standard_travel_domestic', 'model_lodging'] as const;
export type FeeTemplateKey = (typeof feeTemplateKeys)[number];

export type FeeSchedule = { template?: FeeTemplateKey | undefined; tiers: FeeTier[] };

export type FeeTemplate = { name: { jp: string; en: string }; source: string; schedule: FeeSchedule };

export const FEE_TEMPLATES: Record<FeeTemplateKey, FeeTemplate> = {
  standard_travel_domestic: {
    name: { jp: '標準旅行業約款 国内旅行', en: 'Standard Travel Agency Terms (domestic)' },
    source: '標準旅行業約款 募集型企画旅行契約の部 別表第一 (国内旅行に係る取消料), as published by 観光庁',
    schedule: {
      template: 'standard_travel_domestic',
      tiers: [
        // 旅行開始日の前日から起算してさかのぼって20日目（日帰り旅行にあっては10日目）に当たる日以降
        { daysBefore: 20, dayTripDaysBefore: 10, percent: 20 },
        { daysBefore: 7, percent: 30 },
        { daysBefore: 1, percent: 40 },
        { daysBefore: 0, percent: 50 },
        { daysBefore: 'after_start', percent: 100 },
        { daysBefore: 'no_show', percent: 100 },
      ],
    },
  },
  model_lodging: {
    name: { jp: 'モデル宿泊約款 別表第2', en: 'Model Accommodation Terms, Table 2' },
    source: 'モデル宿泊約款 別表第2 (違約金), as published by 観光庁/厚生労働省',
    schedule: {
      template: 'model_lodging',
      tiers: [
        // 一般 14名まで
        { daysBefore: 'no_show', percent: 100, maxGuests: 14 },
        { daysBefore: 0, percent: 80, maxGuests: 14 },
        { daysBefore: 1, percent: 20, maxGuests: 14 },
        // 団体 15〜99名
        { daysBefore: 'no_show', percent: 100, minGuests: 15, maxGuests: 99 },
        { daysBefore: 0, percent: 80, minGuests: 15, maxGuests: 99 },
        { daysBefore: 1, percent: 20, minGuests: 15, maxGuests: 99 },
        { daysBefore: 9, percent: 10, minGuests: 15, maxGuests: 99 },
        // 団体 100名以上
        { daysBefore: 'no_show', percent: 100, minGuests: 100 },
        { daysBefore: 0, percent: 100, minGuests: 100 },
        { daysBefore: 1, percent: 80, minGuests: 100 },
        { daysBefore: 9, percent: 20, minGuests: 100 },
        { daysBefore: 20, percent: 10, minGuests: 100 },
      ],
    },
  },
};

/** A tariff's `booking` member without a hold time or cut-off holds for 30 minutes and has no cut-off. */
export const DEFAULT_HOLD_MINUTES = 30;
export const DEFAULT_CUTOFF_HOURS = 0;

const DAY_MS = 86_400_000;
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** The Japan calendar date (UTC+9, no daylight saving) of an instant, as YYYY-MM-DD. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days, as YYYY-MM-DD. */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole days from the Japan date of `at` to `serviceDate`: 0 on the day itself, 1 the day before, negative once
 * the day has passed. Both 約款 count calendar days in Japan, so 2026-12-09T15:30Z is already 12-10.
 */
export function japanDaysBefore(serviceDate: string, at: Date): number {
  return Math.round(
    (Date.parse(`${serviceDate}T00:00:00Z`) - Date.parse(`${japanDate(at)}T00:00:00Z`)) / DAY_MS,
  );
}

const fits = (tier: FeeTier, guests: number) =>
  (tier.minGuests === undefined || guests >= tier.minGuests) &&
  (tier.maxGuests === undefined || guests <= tier.maxGuests);

/** The day a dated tier starts for this trip, in days before the service date. */
const startOf = (tier: FeeTier & { daysBefore: number }, dayTrip: boolean) =>
  dayTrip && tier.dayTripDaysBefore !== undefined ? tier.dayTripDaysBefore : tier.daysBefore;

const dated = (tier: FeeTier): tier is FeeTier & { daysBefore: number } =>
  typeof tier.daysBefore === 'number';

/**
 * `percent` of `price`, rounded down to a whole minor unit (⌊price × percent / 100⌋): the fee never exceeds what
 * the terms allow. A legacy row's percent may carry two decimals; it is counted in basis points to stay exact.
 */
export function feeOf(price: number, percent: number): number {
  return Math.floor((price * Math.round(percent * 100)) / 10_000);
}

export type CancellationFeeInput = {
  schedule: FeeSchedule;
  serviceDate: string;
  at: Date;
  guests: number;
  dayTrip: boolean;
  price: number;
  noShow?: boolean | undefined;
  started?: boolean | undefined;
};
export type CancellationFee = { percent: number; fee: number; daysBefore: number; tier: FeeTier | null };

/**
 * The fee for cancelling at `at`: the tier in force for the group (docs/product-decisions.md §16). A no-show
 * takes the `no_show` tier; a cancellation after the start (or once the service date has passed) takes the
 * `after_start` tier, else the `no_show` one; otherwise (or when the schedule has neither) the dated tier that
 * started most recently, the day itself at the latest. No tier in force means no fee.
 */
export function cancellationFee(input: CancellationFeeInput): CancellationFee {
  const { schedule, serviceDate, at, guests, dayTrip, price } = input;
  const daysBefore = japanDaysBefore(serviceDate, at);
  const tiers = schedule.tiers.filter((tier) => fits(tier, guests));
  const named = (kind: 'after_start' | 'no_show') => tiers.find((tier) => tier.daysBefore === kind);
  let tier: FeeTier | null = null;
  if (input.noShow) tier = named('no_show') ?? named('after_start') ?? null;
  else if (input.started || daysBefore < 0) tier = named('after_start') ?? named('no_show') ?? null;
  if (tier === null) {
    const day = Math.max(daysBefore, 0);
    tier =
      tiers
        .filter(dated)
        .filter((t) => startOf(t, dayTrip) >= day)
        .reduce<(FeeTier & { daysBefore: number }) | null>(
          (best, t) => (best === null || startOf(t, dayTrip) < startOf(best, dayTrip) ? t : best),
          null,
        ) ?? null;
  }
  const percent = tier?.percent ?? 0;
  return { percent, fee: feeOf(price, percent), daysBefore, tier };
}

export type ScheduleDate = { from: string; percent: number; kind: 'days' | 'after_start' | 'no_show' };

/**
 * The schedule on actual dates for a group: each dated tier with the Japan date it starts (earliest first), then
 * after the start and no-show, which both start on the service date.
 */
export function scheduleInDates(input: {
  schedule: FeeSchedule;
  serviceDate: string;
  guests: number;
  dayTrip: boolean;
}): ScheduleDate[] {
  const { schedule, serviceDate, guests, dayTrip } = input;
  const tiers = schedule.tiers.filter((tier) => fits(tier, guests));
  const days = tiers
    .filter(dated)
    .map((tier) => ({ start: startOf(tier, dayTrip), percent: tier.percent }))
    .sort((a, b) => b.start - a.start)
    .map(({ start, percent }) => ({ from: shiftDate(serviceDate, -start), percent, kind: 'days' as const }));
  const named = (['after_start', 'no_show'] as const).flatMap((kind) => {
    const tier = tiers.find((t) => t.daysBefore === kind);
    return tier ? [{ from: serviceDate, percent: tier.percent, kind }] : [];
  });
  return [...days, ...named];
}

export type SaleMode = 'free_sale' | 'allotment' | 'on_request';
export type AvailabilityStatus = 'available' | 'limited' | 'sold_out' | 'closed' | 'on_request' | 'free_sale';

/** A date's status on the calendar: closed wins, then the mode; an allotment is limited under 50 % left. */
export function availabilityStatus(input: {
  mode: SaleMode;
  closed: boolean;
  capacity: number;
  left: number;
}): AvailabilityStatus {
  if (input.closed) return 'closed';
  if (input.mode === 'on_request') return 'on_request';
  if (input.mode === 'free_sale') return 'free_sale';
  if (input.left <= 0) return 'sold_out';
  return input.left * 2 < input.capacity ? 'limited' : 'available';
}
