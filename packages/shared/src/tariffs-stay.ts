import type { QuoteOut, QuoteRequest } from './contracts/quote.ts';
import type { TariffDoc } from './contracts/tariffs.ts';
import { addDays } from './guides.ts';
import { formatMoney } from './money.ts';
import { stayTotals } from './tariffs-charges.ts';
import { bandsOf, type Guest, type Night, type NightDoc, priceNight } from './tariffs-nightly.ts';
import {
  commissionPercent,
  type PricingAgreement,
  partnerDoc,
  percentOfDown,
  termOf,
} from './tariffs-pricing.ts';

/*
 * The quote of a stay priced by the Japanese dimensions (docs/product-decisions.md §12): night by night, each by
 * its day type and room occupancy, with age bands, サービス料, consumption tax, 入湯税 and 宿泊税. `quote` in
 * tariffs-quote.ts sends a tariff here when it uses any of them (or the request names nights, bands or the
 * agreement pays a commission); a tariff without them keeps its old quote line for line.
 */

export type StayDoc = NightDoc & Pick<TariffDoc, 'tax' | 'cancellation' | 'currency' | 'charges'>;
export type StayGroup = Pick<QuoteRequest, 'date' | 'adults' | 'children' | 'nights' | 'bands'> & {
  units?: number | undefined;
};
export type StayRefusal = { code: string; message: string; params: Record<string, string | number> };
type Line = QuoteOut['lines'][number];

/** Whether a tariff prices by any of the Japanese dimensions, so its quote is a stay quote. */
export function isDimensioned(doc: Pick<TariffDoc, 'rates' | 'charges'>): boolean {
  return (
    doc.charges !== undefined ||
    doc.rates.some((r) => r.occupancy != null || r.day_type != null || r.single_supplement != null)
  );
}

/** A tariff whose quote and search prices are the stay's, with everything that prices it. */
export function isStayPriced(
  doc: Pick<TariffDoc, 'rates'> & Partial<StayDoc>,
): doc is Pick<TariffDoc, 'rates'> & StayDoc {
  return doc.validity !== undefined && doc.tax !== undefined && isDimensioned(doc);
}

/** The guests of the group: adults, then the legacy children, then each band's members in the tariff's order. */
function guestsOf(doc: NightDoc, group: StayGroup): Guest[] | StayRefusal {
  const guests: Guest[] = [
    ...Array.from({ length: group.adults }, (): Guest => ({ kind: 'adult' })),
    ...Array.from({ length: group.children }, (): Guest => ({ kind: 'child' })),
  ];
  const bands = bandsOf(doc);
  for (const key of Object.keys(group.bands ?? {}))
    if (!bands.some((band) => band.key === key))
      return {
        code: 'quote.unknown_band',
        message: 'the tariff has no such age band',
        params: { band: key },
      };
  for (const band of bands)
    for (let i = 0; i < (group.bands?.[band.key] ?? 0); i++) guests.push({ kind: 'band', band });
  return guests;
}

/** The nights' items as quote lines: equal items of a night (row, kind, band, price) merge into one line. */
function linesOf(doc: StayDoc, nights: Night[]) {
  const lines: Line[] = [];
  const callers: number[] = [];
  for (const night of nights) {
    const at = new Map<string, number>();
    for (const item of night.items) {
      const rate = doc.rates[item.rate];
      if (!rate) continue;
      const id = [item.kind, item.band, item.rate, item.occupancy, item.public, item.caller].join('|');
      const found = at.get(id);
      const line = found === undefined ? undefined : lines[found];
      if (line && found !== undefined) {
        line.quantity += item.quantity;
        line.amount += item.public * item.quantity;
        callers[found] = (callers[found] ?? 0) + item.caller * item.quantity;
        continue;
      }
      at.set(id, lines.length);
      callers.push(item.caller * item.quantity);
      lines.push({
        kind: item.kind,
        ...(item.band ? { band: item.band } : {}),
        date: night.date,
        dayType: night.dayType,
        occupancy: item.occupancy,
        rate: item.rate,
        unit: rate.unit,
        paxMin: rate.pax_min,
        paxMax: rate.pax_max,
        season: rate.season,
        quantity: item.quantity,
        unitPrice: item.public,
        amount: item.public * item.quantity,
      });
    }
  }
  return { lines, callers };
}

/** The refusal of a night outside the validity or on a blackout date, if any. */
function closedNight(doc: StayDoc, date: string): StayRefusal | null {
  if (date < doc.validity.from || date > doc.validity.to)
    return {
      code: 'quote.outside_validity',
      message: 'the date lies outside the validity',
      params: doc.validity,
    };
  if (doc.blackout.includes(date))
    return { code: 'quote.blackout', message: 'the date is a blackout date', params: { date } };
  return null;
}

/**
 * The stay's quote for `group` under tariff `tariff`, at the caller's prices under `agreement` (a discount or net
 * prices: the partner's document; a commission: public prices, the commission shown beside them).
 */
export function quoteStay(
  tariff: { key: string; doc: StayDoc },
  group: StayGroup,
  agreement?: PricingAgreement | null,
): { ok: true; quote: QuoteOut } | { ok: false; refusal: StayRefusal } {
  const { doc, key } = tariff;
  const count = group.nights ?? 1;
  const units = group.units ?? 1;
  const dates = Array.from({ length: count }, (_, i) => addDays(group.date, i));
  for (const date of dates) {
    const closed = closedNight(doc, date);
    if (closed) return { ok: false, refusal: closed };
  }
  const guests = guestsOf(doc, group);
  if (!Array.isArray(guests)) return { ok: false, refusal: guests };
  const commission = agreement ? commissionPercent(agreement, key) : null;
  const caller = agreement && commission === null ? partnerDoc(doc, key, agreement) : doc;
  const nights: Night[] = [];
  for (const date of dates) {
    const night = priceNight({ pub: doc, caller }, date, guests, units);
    if (!('items' in night)) return { ok: false, refusal: night };
    nights.push(night);
  }
  const { lines, callers } = linesOf(doc, nights);
  const formatted = (minor: number) => formatMoney(minor, doc.currency, 'en');
  const pub = stayTotals(doc, guests, nights, 'public');
  const publicTotals = { ...pub, formatted: formatted(pub.total) };
  let partner: QuoteOut['partner'] = null;
  if (agreement && commission !== null) {
    const base = pub.subtotal - (doc.tax.included ? pub.tax : 0);
    const amount = percentOfDown(base, commission);
    partner = {
      agreement: agreement.key,
      discount: 0,
      adjustments: [],
      ...publicTotals,
      commission: { percent: commission, amount, net: pub.total - amount },
    };
  } else if (agreement) {
    const own = stayTotals(caller, guests, nights, 'caller');
    partner = {
      agreement: agreement.key,
      discount: agreement.discount,
      adjustments: lines.map((line, i) => {
        const term = termOf(agreement, key, line.rate, line.kind);
        const amount = (callers[i] ?? 0) - line.amount;
        return {
          kind: term.kind,
          line: i,
          percent: term.percent,
          unitPrice: line.quantity ? Math.round((callers[i] ?? 0) / line.quantity) : 0,
          amount,
        };
      }),
      ...own,
      formatted: formatted(own.total),
    };
  }
  const paid = partner ?? publicTotals;
  const total = paid.total;
  // Fees are of what a cancelled stay would have cost: 入湯税 and 宿泊税 are not owed for nights not stayed (§12).
  const feeBasis = total - (paid.charges?.bathTax ?? 0) - (paid.charges?.lodgingTax ?? 0);
  const first = dates[0] ?? group.date;
  const season = doc.seasons.find((s) => s.from <= first && first <= s.to) ?? null;
  return {
    ok: true,
    quote: {
      tariff: key,
      currency: doc.currency,
      date: group.date,
      adults: group.adults,
      children: group.children,
      units,
      nights: count,
      bands: Object.fromEntries(Object.entries(group.bands ?? {}).filter(([, n]) => n > 0)),
      days: nights.map((night) => ({ date: night.date, dayType: night.dayType })),
      season: season ? { name: season.name, from: season.from, to: season.to } : null,
      lines,
      taxRule: doc.tax,
      public: publicTotals,
      partner,
      total,
      cancellation: [...doc.cancellation]
        .sort((a, b) => b.days_before - a.days_before)
        .map((row) => ({
          daysBefore: row.days_before,
          feePercent: row.fee_percent,
          from: addDays(group.date, -row.days_before),
          fee: percentOfDown(feeBasis, row.fee_percent),
        })),
    },
  };
}
