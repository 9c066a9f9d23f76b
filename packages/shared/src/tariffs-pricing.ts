import type { FeeSchedule } from './bookings-fees.ts';
import type { AgreementOverride } from './contracts/agreements.ts';
import type { Rate, TariffDoc } from './contracts/tariffs.ts';
import { DEFAULT_PRICED_ADULTS, inSeason, rateTotal } from './tariffs-rates.ts';
import { isStayPriced, type StayDoc } from './tariffs-stay.ts';
import { stayPrice } from './tariffs-stay-prices.ts';

export { DEFAULT_PRICED_ADULTS, inSeason, rateTotal } from './tariffs-rates.ts';

/*
 * Every price comes from one pricing function (docs/product-decisions.md §6). These are it: the supplier's
 * preview, the buyer's detail page, the search index's precomputed prices (`adult_prices`), the "from" price of
 * search cards and event pages, and partner prices and the quote (tariffs-quote.ts), so no two screens can
 * disagree about one tariff.
 *
 * Rounding, in integer minor units at each step: a percent off rounds half up per unit price; tax and
 * cancellation fees round down (Japanese invoices drop fractions of a yen, 端数切り捨て).
 */

type Priced = Pick<TariffDoc, 'rates' | 'seasons'> & Partial<StayDoc>;

/**
 * The lowest price for `adults` adults among the rates whose pax tier admits that many (and, given a date, whose
 * season covers it), in minor units; null when no rate fits.
 */
export function lowestPrice(doc: Priced, adults: number, date?: string): number | null {
  // A tariff priced by the Japanese dimensions is priced as its stay quote (docs/product-decisions.md §12).
  if (isStayPriced(doc)) return stayPrice(doc, adults, date);
  let lowest: number | null = null;
  for (const rate of doc.rates) {
    if (rate.pax_min > adults || rate.pax_max < adults || !inSeason(rate, doc, date)) continue;
    const total = rateTotal(rate, adults);
    if (lowest === null || total < lowest) lowest = total;
  }
  return lowest;
}

/** The lowest adult rate of any tier: what a card quotes when no rate admits the adults asked for. */
export function lowestAdultRate(doc: Pick<TariffDoc, 'rates'>): number | null {
  return doc.rates.length ? Math.min(...doc.rates.map((rate) => rate.adult)) : null;
}

/**
 * A tariff's "from" price where no party is named (an event page's card): exactly what a search card shows for
 * the default search, the price for DEFAULT_PRICED_ADULTS, or else its lowest adult rate.
 */
export function fromPrice(doc: Priced): number | null {
  return lowestPrice(doc, DEFAULT_PRICED_ADULTS) ?? lowestAdultRate(doc);
}

/** `percent` of `amount`, rounded half up to a whole minor unit; percents carry at most two decimals. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((2 * amount * basisPoints + 10_000) / 20_000);
}

/** `percent` of `amount`, rounded down (tax added, cancellation fees). */
export function percentOfDown(amount: number, percent: number): number {
  return Math.floor((amount * Math.round(percent * 100)) / 10_000);
}

/**
 * What pricing needs of a rate agreement in force: its key, percent off, and per-tariff terms; `commission` set
 * (a percent) makes it a commission agreement: the partner's client pays public prices and the partner earns that
 * percent (docs/product-decisions.md §12). An override of type 'commission' gives one tariff its own percent.
 */
export type PricingAgreement = {
  key: string;
  discount: number;
  overrides: AgreementOverride[];
  commission?: number | null | undefined;
  /** The agreement's cancellation fees, which win over the tariff's for this partner (§16); null: the tariff's. */
  feeSchedule?: FeeSchedule | null | undefined;
};

/** `{commission}` for a tariff the agreement pays a commission on, else nothing: the answers' partner blocks. */
export function commissionOf(agreement: PricingAgreement, tariff: string): { commission?: number } {
  const percent = commissionPercent(agreement, tariff);
  return percent === null ? {} : { commission: percent };
}

/**
 * The commission percent the agreement pays on tariff `tariff`, or null when it prices the tariff by a discount or
 * net prices: the tariff's own override decides first, then the agreement's kind.
 */
export function commissionPercent(agreement: PricingAgreement, tariff: string): number | null {
  const override = agreement.overrides.find((o) => o.tariff === tariff);
  if (override?.type === 'commission') return override.percent;
  if (override) return null;
  return agreement.commission ?? null;
}

/** Which term of the agreement set a partner price: the general percent, a tariff's percent, or a net price. */
export type PartnerTermKind = 'discount' | 'override_percent' | 'override_net';
export type PartnerPrice = { price: number; kind: PartnerTermKind; percent: number | null };

const off = (amount: number, percent: number, kind: PartnerTermKind): PartnerPrice => ({
  price: amount - percentOf(amount, percent),
  kind,
  percent,
});

/**
 * The partner's unit prices for rate row `index` of tariff `tariff`: a net price for the row when the agreement
 * names one (a child without a net price gets the general percent), else the tariff's own percent, else the
 * agreement's percent. A child price stays null when the rate has none.
 */
export function partnerRate(
  rate: Pick<Rate, 'adult' | 'child'>,
  index: number,
  tariff: string,
  agreement: PricingAgreement,
): { adult: PartnerPrice; child: PartnerPrice | null } {
  if (commissionPercent(agreement, tariff) !== null) {
    const same = (price: number): PartnerPrice => ({ price, kind: 'discount', percent: 0 });
    return { adult: same(rate.adult), child: rate.child === null ? null : same(rate.child) };
  }
  const override = agreement.overrides.find((o) => o.tariff === tariff);
  if (override?.type === 'percent') {
    const child = rate.child === null ? null : off(rate.child, override.percent, 'override_percent');
    return { adult: off(rate.adult, override.percent, 'override_percent'), child };
  }
  const net = override?.type === 'net' ? override.rates.find((r) => r.rate === index) : undefined;
  const general = (amount: number) => off(amount, agreement.discount, 'discount');
  if (!net) return { adult: general(rate.adult), child: rate.child === null ? null : general(rate.child) };
  const netChild: PartnerPrice | null =
    rate.child === null
      ? null
      : net.child === null
        ? general(rate.child)
        : { price: net.child, kind: 'override_net', percent: null };
  return { adult: { price: net.adult, kind: 'override_net', percent: null }, child: netChild };
}

/** The partner's price of every rate row, by index (the detail page's rates table). */
export function partnerRates(doc: Pick<TariffDoc, 'rates'>, tariff: string, agreement: PricingAgreement) {
  return doc.rates.map((rate, i) => {
    const partner = partnerRate(rate, i, tariff, agreement);
    const single = rate.single_supplement ?? null;
    return {
      rate: i,
      adult: partner.adult.price,
      child: partner.child?.price ?? null,
      // A single supplement (docs/product-decisions.md §12) at the partner's price, only on rows that have one.
      ...(single === null ? {} : { single_supplement: otherPrice(agreement, tariff, i, single) }),
    };
  });
}

/** A price that is not a row's adult or child price (a single supplement, a fixed band price) for the partner. */
function otherPrice(
  agreement: PricingAgreement,
  tariff: string,
  index: number | null,
  amount: number,
): number {
  if (commissionPercent(agreement, tariff) !== null) return amount;
  const term = termOf(agreement, tariff, index, 'band');
  return amount - percentOf(amount, term.percent ?? agreement.discount);
}

/**
 * The tariff as the partner is charged: the same document with each rate row at its partner price. Every
 * pricing function above then prices it unchanged, so partner "from" prices, search prices and quotes agree.
 */
export function partnerDoc<D extends Pick<TariffDoc, 'rates'> & Partial<Pick<TariffDoc, 'age_bands'>>>(
  doc: D,
  tariff: string,
  agreement: PricingAgreement,
): D {
  if (commissionPercent(agreement, tariff) !== null) return doc;
  const prices = partnerRates(doc, tariff, agreement);
  // A single supplement and a fixed band price take the term's percent (a net row's supplement: the general one).
  const priced: D = {
    ...doc,
    rates: doc.rates.map((rate, i) => {
      const own = prices[i];
      return {
        ...rate,
        adult: own?.adult ?? rate.adult,
        child: own?.child ?? null,
        ...(own?.single_supplement !== undefined ? { single_supplement: own.single_supplement } : {}),
      };
    }),
  };
  if (doc.age_bands)
    priced.age_bands = doc.age_bands.map((band) =>
      band.fixed === null ? band : { ...band, fixed: otherPrice(agreement, tariff, null, band.fixed) },
    );
  return priced;
}

/**
 * Which term prices a line of row `index` (null: not a row's own price): a tariff's percent, a net price of the row
 * (adults and children only; other amounts take the general percent), else the general percent.
 */
export function termOf(
  agreement: PricingAgreement,
  tariff: string,
  index: number | null,
  kind: string,
): { kind: PartnerTermKind; percent: number | null } {
  const override = agreement.overrides.find((o) => o.tariff === tariff);
  if (override?.type === 'percent') return { kind: 'override_percent', percent: override.percent };
  const net = override?.type === 'net' ? override.rates.find((r) => r.rate === index) : undefined;
  if (net && (kind === 'adult' || (kind === 'child' && net.child !== null)))
    return { kind: 'override_net', percent: null };
  if (net && kind === 'band') return { kind: 'override_net', percent: null };
  return { kind: 'discount', percent: agreement.discount };
}

/** JSON with every object's keys sorted, so equal values always give one string whatever order they were built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The terms that price a tariff without an override of its own under `agreement`: its general percent. Equal
 * for every agreement with that percent, which is what lets their partner search prices share rows.
 */
export const generalTerms = (agreement: Pick<PricingAgreement, 'discount' | 'commission'>): string =>
  canonicalJson({ discount: agreement.discount, commission: agreement.commission ?? undefined });

/**
 * What prices tariff `tariff` under `agreement`, as one canonical string (the key of its `partner_prices` rows):
 * the general percent plus the tariff's own override, if any. partnerDoc reads nothing else of an agreement for a
 * tariff, so two agreements with the same string give that tariff the same partner prices. Net rows are sorted by
 * rate index, which does not change what they price.
 */
export function partnerTerms(agreement: Omit<PricingAgreement, 'key'>, tariff: string): string {
  const override = agreement.overrides.find((o) => o.tariff === tariff);
  if (!override) return generalTerms(agreement);
  const { tariff: _named, ...own } = override;
  const rates = own.type === 'net' ? [...own.rates].sort((a, b) => a.rate - b.rate) : undefined;
  return canonicalJson({
    discount: agreement.discount,
    commission: agreement.commission ?? undefined,
    override: rates ? { ...own, rates } : own,
  });
}
