import type { TariffDoc } from './contracts/tariffs.ts';
import { lodgingTax } from './lodging-tax.ts';
import { taxWithin } from './tariffs-agreed.ts';
import type { Guest, Night } from './tariffs-nightly.ts';
import { percentOfDown } from './tariffs-pricing.ts';

/*
 * The charges of a stay in their order (docs/product-decisions.md §12): the rate lines, サービス料 on them (rounded
 * down, inside the subtotal and so taxed), consumption tax by the tariff's rule on rates + service, then 入湯税 and
 * 宿泊税 per person per night, outside consumption tax, added last.
 */

type Charged = Pick<TariffDoc, 'tax' | 'charges'>;
type Side = 'public' | 'caller';

/** The rate lines' sum on one side. */
export function ratesOf(nights: Night[], side: Side): number {
  let sum = 0;
  for (const night of nights) for (const item of night.items) sum += item[side] * item.quantity;
  return sum;
}

/** Consumption tax of a subtotal: contained in it (rounded down) or added to it (rounded down). */
export function consumptionTax(subtotal: number, tax: TariffDoc['tax']): number {
  return tax.included ? taxWithin(subtotal, tax.rate) : percentOfDown(subtotal, tax.rate);
}

/** Whether a guest is exempt from 入湯税: a band whose oldest age is under the tariff's exemption age. */
export function bathExempt(guest: Guest, exemptUnder: number | null): boolean {
  return exemptUnder !== null && guest.kind === 'band' && guest.band.age_max < exemptUnder;
}

/** 入湯税 of the stay: per night for every guest not exempt. */
export function bathTaxOf(doc: Charged, guests: Guest[], nights: number): number {
  const bath = doc.charges?.bath_tax;
  if (!bath || bath.per_night === 0) return 0;
  const taxed = guests.filter((guest) => !bathExempt(guest, bath.exempt_under_age)).length;
  return bath.per_night * taxed * nights;
}

/**
 * 宿泊税 of the stay on one side: per guest per night, by the city's table in force that night, on the guest's own
 * price (their rate, a room price shared evenly and rounded down, plus サービス料 on it) without consumption tax.
 */
export function lodgingTaxOf(doc: Charged, guests: Guest[], nights: Night[], side: Side): number {
  const city = doc.charges?.lodging_tax ?? null;
  if (city === null) return 0;
  const service = doc.charges?.service_percent ?? 0;
  let sum = 0;
  for (const night of nights) {
    const own = guests.map(() => 0);
    for (const item of night.items) {
      const share = Math.floor((item[side] * item.quantity) / item.guests.length);
      for (const g of item.guests) own[g] = (own[g] ?? 0) + share;
    }
    for (const price of own) {
      const gross = price + percentOfDown(price, service);
      const basis = doc.tax.included ? gross - taxWithin(gross, doc.tax.rate) : gross;
      sum += lodgingTax(city, night.date, basis);
    }
  }
  return sum;
}

/** The totals of one side: rates, service, subtotal, consumption tax, the two taxes and the total. */
export function stayTotals(doc: Charged, guests: Guest[], nights: Night[], side: Side) {
  const rates = ratesOf(nights, side);
  const servicePercent = doc.charges?.service_percent ?? 0;
  const service = percentOfDown(rates, servicePercent);
  const subtotal = rates + service;
  const tax = consumptionTax(subtotal, doc.tax);
  const bathTax = bathTaxOf(doc, guests, nights.length);
  const lodging = lodgingTaxOf(doc, guests, nights, side);
  const total = subtotal + (doc.tax.included ? 0 : tax) + bathTax + lodging;
  const charges = doc.charges
    ? {
        servicePercent,
        service,
        bathTax,
        lodgingTax: lodging,
        lodgingTaxCity: doc.charges.lodging_tax,
      }
    : undefined;
  return { subtotal, tax, total, charges };
}
