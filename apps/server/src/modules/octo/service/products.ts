import {
  DEFAULT_PRICED_ADULTS,
  type FeeSchedule,
  japanDate,
  type OctoLanguage,
  type PricingAgreement,
  type TariffDoc,
} from '@tourtariff/shared';
import { termsOf } from '../../bookings/index.ts';
import { type OctoPricing, pricingFor } from './pricing.ts';

/*
 * A published tariff as an OCTO Product (docs/octo.md "Mapping"): one option, `DEFAULT`, because a tariff's rate
 * rows are not choices a traveller makes but the tiers the one pricing function picks by date and group size;
 * units from its pax types (adults, children when a rate prices them, and each of its own age bands).
 */

export const OPTION_ID = 'DEFAULT';
export const TIME_ZONE = 'Asia/Tokyo';

export type Tariff = { key: string; doc: TariffDoc };

/** A `{jp, en}` text in the answer's language, falling back to the other one. */
export function textIn(text: { jp: string; en: string } | undefined, language: OctoLanguage): string {
  if (!text) return '';
  return language === 'ja' ? text.jp || text.en : text.en || text.jp;
}

export type UnitId = 'adult' | 'child' | `band-${string}`;

/** The units a tariff sells: what a reservation's unit items may name. */
export function unitIdsOf(doc: TariffDoc): UnitId[] {
  const child = doc.rates.some((rate) => rate.child !== null);
  return [
    'adult',
    ...(child ? (['child'] as const) : []),
    ...(doc.age_bands ?? []).map((band) => `band-${band.key}` as const),
  ];
}

const UNIT_TITLES = {
  adult: { jp: '大人', en: 'Adult' },
  child: { jp: '子供', en: 'Child' },
} as const;

function unitOf(doc: TariffDoc, id: UnitId, language: OctoLanguage) {
  const band = id.startsWith('band-') ? doc.age_bands?.find((b) => `band-${b.key}` === id) : undefined;
  const title = band ? textIn(band.name, language) : textIn(UNIT_TITLES[id as 'adult' | 'child'], language);
  return {
    id,
    internalName: title,
    reference: null,
    type: id === 'adult' ? ('ADULT' as const) : ('CHILD' as const),
    restrictions: {
      minAge: band ? band.age_min : id === 'adult' ? 12 : 0,
      maxAge: band ? band.age_max : id === 'adult' ? 99 : 11,
      idRequired: false,
      minQuantity: null,
      maxQuantity: null,
      paxCount: 1,
      accompaniedBy: id === 'adult' ? [] : ['adult'],
    },
    requiredContactFields: [],
    title,
  };
}

/** The cancellation schedule a reseller books under: the agreement's when it names one, else the tariff's. */
export function scheduleOf(doc: TariffDoc, agreement: PricingAgreement | null): FeeSchedule {
  return termsOf(doc, agreement?.feeSchedule).feeSchedule;
}

/**
 * OCTO's `cancellationCutoff` from the first tier that keeps the whole price (docs/octo.md "Cancellation"):
 * cancelling is free of that tier until its day begins in Japan; none such, or one after the start, is 0 days.
 */
export function cutoffDays(schedule: FeeSchedule): number {
  const whole = schedule.tiers.filter(
    (tier) => tier.percent >= 100 && typeof tier.daysBefore === 'number' && (tier.minGuests ?? 1) <= 1,
  );
  return Math.max(0, ...whole.map((tier) => tier.daysBefore as number));
}

/** The first date a reseller may sell: today in Japan, or the validity's first day. */
export function firstSaleDate(doc: TariffDoc, now: Date): string {
  const today = japanDate(now);
  return doc.validity.from > today ? doc.validity.from : today;
}

/** The product of a tariff, in the caller's language and at the caller's prices. */
export function productOf(
  tariff: Tariff,
  agreement: PricingAgreement | null,
  language: OctoLanguage,
  now: Date,
) {
  const { doc } = tariff;
  const schedule = scheduleOf(doc, agreement);
  const cutoff = cutoffDays(schedule);
  const from: OctoPricing | null = pricingFor(
    tariff,
    { date: firstSaleDate(doc, now), adults: DEFAULT_PRICED_ADULTS, children: 0 },
    agreement,
    language,
  );
  const paxMin = Math.min(...doc.rates.map((r) => r.pax_min));
  const paxMax = Math.max(...doc.rates.map((r) => r.pax_max));
  const content = {
    title: textIn(doc.title, language),
    shortDescription: textIn(doc.summary, language) || null,
    description: textIn(doc.description, language) || null,
  };
  const features = [
    ...(textIn(doc.inclusions, language)
      ? [{ type: 'INCLUSION' as const, shortDescription: textIn(doc.inclusions, language) }]
      : []),
    ...(textIn(doc.exclusions, language)
      ? [{ type: 'EXCLUSION' as const, shortDescription: textIn(doc.exclusions, language) }]
      : []),
  ];
  const option = {
    id: OPTION_ID,
    default: true,
    internalName: OPTION_ID,
    reference: null,
    availabilityLocalStartTimes: ['00:00'],
    cancellationCutoff: `${cutoff} ${cutoff === 1 ? 'day' : 'days'}`,
    cancellationCutoffAmount: cutoff,
    cancellationCutoffUnit: 'day' as const,
    requiredContactFields: [],
    restrictions: {
      minUnits: Number.isFinite(paxMin) ? paxMin : null,
      maxUnits: Number.isFinite(paxMax) ? paxMax : null,
    },
    units: unitIdsOf(doc).map((id) => unitOf(doc, id, language)),
    ...(from ? { pricingFrom: [from] } : {}),
    // The one option is the product itself: its texts and features are the product's, which OCTO tells a
    // reseller to combine with the option's, so repeating them here would show every inclusion twice.
    title: content.title,
    shortDescription: null,
    description: null,
    features: [],
    'tourtariff:cancellationSchedule': schedule.tiers,
  };
  return {
    id: tariff.key,
    internalName: textIn(doc.title, language),
    reference: tariff.key,
    locale: language,
    timeZone: TIME_ZONE,
    allowFreesale: true,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'OPENING_HOURS' as const,
    deliveryFormats: ['QRCODE' as const],
    deliveryMethods: ['VOUCHER' as const],
    redemptionMethod: 'DIGITAL' as const,
    options: [option],
    defaultCurrency: doc.currency,
    availableCurrencies: [doc.currency],
    pricingPer: 'BOOKING' as const,
    ...content,
    features,
  };
}
