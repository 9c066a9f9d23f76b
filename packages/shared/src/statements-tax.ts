import { minorDigits } from './format.ts';
import { lodgingTax } from './lodging-tax.ts';
import type { LodgingTaxCity } from './tariffs-dimension-values.ts';

/*
 * The one tax function of a monthly statement (docs/statements.md §2). A qualified invoice states, per
 * consumption-tax rate, the total of its lines and ONE tax amount worked out from that total and rounded once
 * per invoice per rate (消費税法施行令 70条の10); the taxes of single lines may be shown "for reference" only.
 * Line amounts are what the buyer pays, consumption tax included (税込), so a statement adds up to its bookings'
 * totals to the yen; the tax per rate is the tax contained in the rate's total. Lines outside consumption tax
 * (入湯税, 宿泊税, a cancellation fee as 不課税 by default) are summed apart and carry no tax.
 */

export const roundingMethods = ['down', 'half_up', 'up'] as const;
export type Rounding = (typeof roundingMethods)[number];
export const DEFAULT_ROUNDING: Rounding = 'down';

/** `standard` 10 %, `reduced` 8 % (軽減税率, only for lines the supplier marks), `none`: outside consumption tax. */
export const taxClasses = ['standard', 'reduced', 'none'] as const;
export type TaxClass = (typeof taxClasses)[number];
export const TAX_PERCENT: Record<Exclude<TaxClass, 'none'>, number> = { standard: 10, reduced: 8 };

/** 入湯税 per person per night when a tariff sets no amount of its own (docs/statements.md §2). */
export const DEFAULT_BATH_TAX = 150;
/** A change to an issued statement of at least this many yen, tax included, is a credit note; less, a line. */
export const CREDIT_NOTE_THRESHOLD_YEN = 10_000;
/** Exchange rates are kept as yen per major unit × 10,000 (four decimals), so no float enters a tax figure. */
export const FX_SCALE = 10_000;

/** `numerator / denominator` (denominator > 0) rounded by the method, symmetric about zero. */
export function roundBy(numerator: number, denominator: number, method: Rounding): number {
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(denominator);
  const whole = n / d;
  const rest = n % d;
  let out = whole;
  if (method === 'up' && rest > 0n) out += 1n;
  if (method === 'half_up' && rest * 2n >= d) out += 1n;
  const value = Number(out);
  return numerator < 0 ? -value : value;
}

/** The consumption tax contained in a tax-included amount at `percent`, rounded by the method. */
export const taxContained = (amount: number, percent: number, method: Rounding): number =>
  roundBy(amount * percent, 100 + percent, method);

export type TaxLine = { amount: number; taxClass: TaxClass };

/** A rate's figures: total incl. tax, the tax in it (rounded once), the total without it; yen figures abroad. */
export type RateTotals = {
  taxClass: Exclude<TaxClass, 'none'>;
  percent: number;
  total: number;
  tax: number;
  net: number;
  yen: { total: number; tax: number } | null;
};

export type StatementTotals = {
  rates: RateTotals[];
  /** The lines outside consumption tax (非課税・不課税), summed apart. */
  outside: number;
  tax: number;
  total: number;
  /** The tax in yen of a statement in another currency (sum of the rates' yen taxes); the total's yen too. */
  yen: { tax: number; total: number; fxRate: number } | null;
  /** Each line's own tax, shown "for reference" only: their sum may differ from `tax`. */
  lineTaxForReference: number[];
};

/** Minor units of `currency` in yen at `fxRate` (yen per major unit × FX_SCALE), rounded half up. */
export function toYen(minor: number, currency: string, fxRate: number): number {
  if (currency === 'JPY') return minor;
  return roundBy(minor * fxRate, 10 ** minorDigits(currency) * FX_SCALE, 'half_up');
}

/**
 * The figures of a statement: per rate the total of its lines and ONE tax, rounded once by the supplier's
 * method; a statement in another currency also has each rate's total converted to yen and its tax worked out
 * in yen, at the rate recorded on the statement (`fxRate`).
 */
export function statementTotals(
  lines: TaxLine[],
  options: { rounding: Rounding; currency: string; fxRate?: number | null },
): StatementTotals {
  const { rounding, currency } = options;
  const foreign = currency !== 'JPY';
  const fxRate = foreign ? (options.fxRate ?? null) : null;
  const sums = { standard: 0, reduced: 0 };
  let outside = 0;
  for (const line of lines) {
    if (line.taxClass === 'none') outside += line.amount;
    else sums[line.taxClass] += line.amount;
  }
  const rates: RateTotals[] = [];
  for (const taxClass of ['standard', 'reduced'] as const) {
    const total = sums[taxClass];
    const used = lines.some((line) => line.taxClass === taxClass);
    if (!used && taxClass === 'reduced') continue;
    const percent = TAX_PERCENT[taxClass];
    const tax = taxContained(total, percent, rounding);
    const yenTotal = fxRate === null ? null : toYen(total, currency, fxRate);
    rates.push({
      taxClass,
      percent,
      total,
      tax,
      net: total - tax,
      yen: yenTotal === null ? null : { total: yenTotal, tax: taxContained(yenTotal, percent, rounding) },
    });
  }
  const tax = rates.reduce((sum, r) => sum + r.tax, 0);
  const total = rates.reduce((sum, r) => sum + r.total, 0) + outside;
  const yen =
    fxRate === null
      ? null
      : {
          tax: rates.reduce((sum, r) => sum + (r.yen?.tax ?? 0), 0),
          total: toYen(total, currency, fxRate),
          fxRate,
        };
  const lineTaxForReference = lines.map((line) =>
    line.taxClass === 'none' ? 0 : taxContained(line.amount, TAX_PERCENT[line.taxClass], rounding),
  );
  return { rates, outside, tax, total, yen, lineTaxForReference };
}

/** 入湯税: per person per night, at the tariff's amount or the default ¥150. */
export function bathTax(persons: number, nights: number, perNight: number = DEFAULT_BATH_TAX): number {
  return Math.max(0, persons) * Math.max(1, nights) * perNight;
}

/**
 * 宿泊税 of a stay from the city's table in force each night: per person per night on the person's price for
 * the night without consumption tax (`basisPerPersonNight`).
 */
export function stayLodgingTax(
  city: LodgingTaxCity,
  nights: string[],
  persons: number,
  basisPerPersonNight: number,
): number {
  let sum = 0;
  for (const night of nights) sum += lodgingTax(city, night, basisPerPersonNight) * persons;
  return sum;
}

/** Whether a change of this many minor units (tax included) to an issued statement is a credit note. */
export function needsCreditNote(change: number, currency: string, fxRate?: number | null): boolean {
  const yen = currency === 'JPY' ? change : toYen(change, currency, fxRate ?? 0);
  return Math.abs(yen) >= CREDIT_NOTE_THRESHOLD_YEN;
}

/** An exchange rate text ("150.25", at most four decimals) as yen per major unit × FX_SCALE; null if not one. */
export function parseFxRate(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * FX_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return value > 0 ? value : null;
}

/** The rate back as text, "150.2500". */
export const fxRateText = (fxRate: number): string =>
  `${Math.floor(fxRate / FX_SCALE)}.${String(fxRate % FX_SCALE).padStart(4, '0')}`;
