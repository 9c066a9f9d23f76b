import {
  type CancellationFee,
  cancellationFee,
  type FeeSchedule,
  type ScheduleDate,
  scheduleInDates,
} from './bookings-fees.ts';
import type { BookingSettings } from './contracts/bookings-fees.ts';
import type { QuoteOut, QuoteRequest } from './contracts/quote.ts';
import type { Rate, TariffDoc } from './contracts/tariffs.ts';
import { formatMoney } from './money.ts';
import {
  commissionPercent,
  inSeason,
  type PartnerPrice,
  type PricingAgreement,
  partnerRate,
  percentOf,
  percentOfDown,
} from './tariffs-pricing.ts';
import { isDimensioned, quoteStay } from './tariffs-stay.ts';

/*
 * The quote: what a group pays on a date under a tariff, and why, line by line. It picks the
 * rate row exactly as `lowestPrice` does (the cheapest row whose season and pax tier fit), priced at what the
 * caller pays, so a quote for N adults agrees with the search card's price for N adults.
 */

export type QuoteRefusalCode =
  | 'quote.outside_validity'
  | 'quote.blackout'
  | 'quote.no_pax_tier'
  | 'quote.no_child_rate'
  | 'quote.no_day_rate'
  | 'quote.no_occupancy'
  | 'quote.unknown_band';
export type QuoteRefusal = {
  code: QuoteRefusalCode;
  message: string;
  params: Record<string, string | number>;
};
export type QuoteResult = { ok: true; quote: QuoteOut } | { ok: false; refusal: QuoteRefusal };

type Quoted = Pick<
  TariffDoc,
  | 'validity'
  | 'blackout'
  | 'seasons'
  | 'rates'
  | 'tax'
  | 'cancellation'
  | 'currency'
  | 'special_days'
  | 'marked_days'
  | 'charges'
  | 'age_bands'
>;
type Group = Pick<QuoteRequest, 'date' | 'adults' | 'children'> &
  Partial<Pick<QuoteRequest, 'nights' | 'bands'>> & { units?: number | undefined };
type Line = QuoteOut['lines'][number];

const refuse = (code: QuoteRefusalCode, message: string, params: QuoteRefusal['params']): QuoteResult => ({
  ok: false,
  refusal: { code, message, params },
});

/** The lines of one rate row for the group: adults and children per person, else one price per unit. */
function linesOf(rate: Rate, index: number, group: Group, units: number) {
  const base = {
    rate: index,
    unit: rate.unit,
    paxMin: rate.pax_min,
    paxMax: rate.pax_max,
    season: rate.season,
  };
  if (rate.unit !== 'per_person')
    return [
      { ...base, kind: 'adult' as const, quantity: units, unitPrice: rate.adult, amount: rate.adult * units },
    ];
  const adult = {
    ...base,
    kind: 'adult' as const,
    quantity: group.adults,
    unitPrice: rate.adult,
    amount: rate.adult * group.adults,
  };
  if (group.children === 0) return [adult];
  const child = rate.child ?? 0;
  return [
    adult,
    {
      ...base,
      kind: 'child' as const,
      quantity: group.children,
      unitPrice: child,
      amount: child * group.children,
    },
  ];
}

/** The partner's unit price for one line, and the term that set it. */
function partnerUnit(line: Line, rate: Rate, tariff: string, agreement: PricingAgreement): PartnerPrice {
  const prices = partnerRate(rate, line.rate, tariff, agreement);
  return line.kind === 'child' && prices.child ? prices.child : prices.adult;
}

/** Subtotal, the tax inside it or added to it (rounded down), and the total. */
function totals(subtotal: number, tax: Quoted['tax'], currency: string) {
  const basisPoints = Math.round(tax.rate * 100);
  const taxAmount = tax.included
    ? Math.floor((subtotal * basisPoints) / (10_000 + basisPoints))
    : percentOfDown(subtotal, tax.rate);
  const total = tax.included ? subtotal : subtotal + taxAmount;
  return { subtotal, tax: taxAmount, total, formatted: formatMinor(total, currency) };
}

/** Minor units as an API answer writes them (`formatted`): the one money formatter, as an en page does. */
export function formatMinor(minor: number, currency: string): string {
  return formatMoney(minor, currency, 'en');
}

/** `date` minus `days` calendar days, as YYYY-MM-DD. */
export function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * The quote for `group` on `group.date` under tariff `tariff` (its key and document), at the partner's prices
 * when an agreement in force is given. Refusals name the reason the page shows; nothing here throws.
 */
export function quote(
  tariff: { key: string; doc: Quoted },
  group: Group,
  agreement?: PricingAgreement | null,
): QuoteResult {
  const { doc } = tariff;
  const { date } = group;
  // The Japanese dimensions price night by night (docs/product-decisions.md §12); a tariff without them and a
  // request for one night without bands keep this quote, line for line.
  const stay =
    isDimensioned(doc) ||
    (group.nights ?? 1) > 1 ||
    Object.values(group.bands ?? {}).some((n) => n > 0) ||
    (agreement != null && commissionPercent(agreement, tariff.key) !== null);
  if (stay) {
    const result = quoteStay({ key: tariff.key, doc }, group, agreement);
    return result.ok
      ? result
      : { ok: false, refusal: { ...result.refusal, code: result.refusal.code as QuoteRefusalCode } };
  }
  if (date < doc.validity.from || date > doc.validity.to)
    return refuse('quote.outside_validity', 'the date lies outside the validity', doc.validity);
  if (doc.blackout.includes(date)) return refuse('quote.blackout', 'the date is a blackout date', { date });
  const pax = group.adults + group.children;
  const units = group.units ?? 1;
  const fitting = doc.rates.flatMap((rate, index) =>
    rate.pax_min <= pax && pax <= rate.pax_max && inSeason(rate, doc, date) ? [{ rate, index }] : [],
  );
  if (!fitting.length) return refuse('quote.no_pax_tier', 'no rate admits this group on this date', { pax });
  const priceable = fitting.filter(
    ({ rate }) => group.children === 0 || rate.unit !== 'per_person' || rate.child !== null,
  );
  const first = fitting[0];
  if (!priceable.length && first)
    return refuse('quote.no_child_rate', 'the rate has no child price', { rate: first.index + 1 });

  // What the caller pays under each fitting row; the cheapest wins, the first of equals.
  const priced = priceable.map(({ rate, index }) => {
    const lines = linesOf(rate, index, group, units);
    const partnerAmounts = agreement
      ? lines.map((line) => {
          const unit = partnerUnit(line, rate, tariff.key, agreement);
          return { unit, amount: unit.price * line.quantity };
        })
      : null;
    const pays = (partnerAmounts ?? lines).reduce((sum, l) => sum + l.amount, 0);
    return { rate, lines, partnerAmounts, pays };
  });
  const best = priced.reduce((a, b) => (b.pays < a.pays ? b : a));
  const publicSubtotal = best.lines.reduce((sum, l) => sum + l.amount, 0);
  const publicTotals = totals(publicSubtotal, doc.tax, doc.currency);
  const season = doc.seasons.find((s) => s.from <= date && date <= s.to) ?? null;

  const partner =
    agreement && best.partnerAmounts
      ? {
          agreement: agreement.key,
          discount: agreement.discount,
          adjustments: best.partnerAmounts.map((p, line) => ({
            kind: p.unit.kind,
            line,
            percent: p.unit.percent,
            unitPrice: p.unit.price,
            amount: p.amount - (best.lines[line]?.amount ?? 0),
          })),
          ...totals(best.pays, doc.tax, doc.currency),
        }
      : null;
  const total = partner?.total ?? publicTotals.total;
  const cancellation = [...doc.cancellation]
    .sort((a, b) => b.days_before - a.days_before)
    .map((row) => ({
      daysBefore: row.days_before,
      feePercent: row.fee_percent,
      from: daysBefore(date, row.days_before),
      fee: percentOfDown(total, row.fee_percent),
    }));
  return {
    ok: true,
    quote: {
      tariff: tariff.key,
      currency: doc.currency,
      date,
      adults: group.adults,
      children: group.children,
      units,
      season: season ? { name: season.name, from: season.from, to: season.to } : null,
      lines: best.lines,
      taxRule: doc.tax,
      public: publicTotals,
      partner,
      total,
      cancellation,
    },
  };
}

/**
 * A quote's public prices with `percent` added (a buyer's markup on a proposal): each unit
 * price rounds half up like a percent off does, then subtotal and tax follow the tariff's tax rule as in any
 * quote. The partner price of the quote is never read: what a client sees starts from public prices. A stay's
 * サービス料 is taken again on the marked-up lines (rounded down, inside the subtotal); 入湯税 and 宿泊税 are the
 * city's on the supplier's price and are added unchanged (docs/product-decisions.md §12).
 */
export function markedUp(
  q: Pick<QuoteOut, 'lines' | 'taxRule' | 'currency'> & { public?: Pick<QuoteOut['public'], 'charges'> },
  percent: number,
) {
  const lines = q.lines.map((line) => {
    const unitPrice = line.unitPrice + percentOf(line.unitPrice, percent);
    return { ...line, unitPrice, amount: unitPrice * line.quantity };
  });
  const rates = lines.reduce((sum, line) => sum + line.amount, 0);
  const charges = q.public?.charges;
  if (!charges) return { lines, ...totals(rates, q.taxRule, q.currency) };
  const service = percentOfDown(rates, charges.servicePercent);
  const taxed = totals(rates + service, q.taxRule, q.currency);
  const total = taxed.total + charges.bathTax + charges.lodgingTax;
  return {
    lines,
    ...taxed,
    charges: { ...charges, service },
    total,
    formatted: formatMinor(total, q.currency),
  };
}

/**
 * The schedule that governs a booking: the rate agreement's own schedule wins for its partner, then the
 * tariff's `booking.feeSchedule`, then the tariff's plain `cancellation` rows read as tiers
 * (docs/product-decisions.md §16).
 */
export function feeScheduleOf(
  doc: Pick<TariffDoc, 'cancellation'> & { booking?: BookingSettings | undefined },
  agreementSchedule?: FeeSchedule | null,
): FeeSchedule {
  if (agreementSchedule) return agreementSchedule;
  if (doc.booking?.feeSchedule) return doc.booking.feeSchedule;
  return {
    tiers: doc.cancellation.map((row) => ({ daysBefore: row.days_before, percent: row.fee_percent })),
  };
}

export type CancellationRequest = {
  doc: Pick<TariffDoc, 'cancellation'> & { booking?: BookingSettings | undefined };
  agreementSchedule?: FeeSchedule | null | undefined;
  /** The service date (the first day or night) and the group the booking holds. */
  date: string;
  guests: number;
  dayTrip: boolean;
  /** What the booking costs the buyer, in minor units: the fee is a percent of it. */
  total: number;
  at: Date;
  noShow?: boolean | undefined;
  started?: boolean | undefined;
  /** A supplier cancelling owes no fee to itself (docs/product-decisions.md §16). */
  by?: 'buyer' | 'supplier' | undefined;
};
export type CancellationOut = CancellationFee & { schedule: ScheduleDate[]; feeSchedule: FeeSchedule };

/**
 * The fee for cancelling a booking, beside `quote` so every money figure comes from the one pricing function
 * (docs/product-decisions.md §12, §16): the governing schedule, the tier in force at `at` in Japan time, the fee
 * rounded down, and the schedule on actual dates for the page.
 */
export function cancellation(request: CancellationRequest): CancellationOut {
  const feeSchedule = feeScheduleOf(request.doc, request.agreementSchedule);
  const group = {
    schedule: feeSchedule,
    serviceDate: request.date,
    guests: request.guests,
    dayTrip: request.dayTrip,
  };
  const schedule = scheduleInDates(group);
  const due = cancellationFee({
    ...group,
    at: request.at,
    price: request.total,
    noShow: request.noShow,
    started: request.started,
  });
  if (request.by === 'supplier') return { ...due, percent: 0, fee: 0, schedule, feeSchedule };
  return { ...due, schedule, feeSchedule };
}
