import { DEFAULT_AGE_BANDS, type LodgingTaxCity, type TariffDoc } from '@tourtariff/shared';
import { toMajorText } from '../../../lib/money';
import { newRowId } from './form-ids';

/*
 * The editor's side of the Japanese pricing dimensions (docs/product-decisions.md §12): special days, marked days,
 * charges and age bands as typed text. Columns are keyed by their document path, so a server issue such as
 * `age_bands.0.name.jp` lands on its input.
 */

export type SpecialDayRow = { id: string; 'name.jp': string; 'name.en': string; from: string; to: string };
/** A day the supplier prices as a 休前日; a plain date like a blackout date. */
export type MarkedDayRow = { id: string; date: string };
export type AgeBandRow = {
  id: string;
  key: string;
  'name.jp': string;
  'name.en': string;
  age_min: string;
  age_max: string;
  /** 'percent' of the adult rate or a 'fixed' price; `amount` holds the one chosen. */
  basis: 'percent' | 'fixed';
  amount: string;
  counts_for_occupancy: boolean;
};
/** Null: the tariff has no charges (the section is closed). */
export type ChargesForm = {
  service_percent: string;
  bath_per_night: string;
  bath_exempt_under_age: string;
  lodging_tax: LodgingTaxCity | '';
} | null;

export type DimensionsForm = {
  /** The supplier opened 詳細な料金設定, or the tariff already uses a dimension. */
  advanced: boolean;
  special_days: SpecialDayRow[];
  marked_days: MarkedDayRow[];
  charges: ChargesForm;
  age_bands: AgeBandRow[];
};

export const emptySpecialDay = (): SpecialDayRow => ({
  id: newRowId(),
  'name.jp': '',
  'name.en': '',
  from: '',
  to: '',
});
export const emptyMarkedDay = (): MarkedDayRow => ({ id: newRowId(), date: '' });
export const emptyAgeBand = (): AgeBandRow => ({
  id: newRowId(),
  key: '',
  'name.jp': '',
  'name.en': '',
  age_min: '',
  age_max: '',
  basis: 'percent',
  amount: '',
  counts_for_occupancy: true,
});
/** 入湯税 is ¥150 per person per night in most towns (docs/product-decisions.md §12), so that is the start. */
export const defaultCharges = (): NonNullable<ChargesForm> => ({
  service_percent: '',
  bath_per_night: '150',
  bath_exempt_under_age: '12',
  lodging_tax: '',
});

export function bandRowOf(band: NonNullable<TariffDoc['age_bands']>[number], currency: string): AgeBandRow {
  return {
    id: newRowId(),
    key: band.key,
    'name.jp': band.name.jp,
    'name.en': band.name.en,
    age_min: String(band.age_min),
    age_max: String(band.age_max),
    basis: band.percent === null ? 'fixed' : 'percent',
    amount: band.percent === null ? toMajorText(band.fixed ?? 0, currency) : String(band.percent),
    counts_for_occupancy: band.counts_for_occupancy,
  };
}

/** The trade's usual bands (小学生 70 %, 幼児 50 % / 30 %, 乳児 free) as rows to edit. */
export const usualBandRows = (currency: string) => DEFAULT_AGE_BANDS.map((band) => bandRowOf(band, currency));

export function dimensionsFromDoc(doc: TariffDoc): DimensionsForm {
  const charges = doc.charges;
  const usesRates = doc.rates.some(
    (r) => r.occupancy != null || r.day_type != null || r.single_supplement != null,
  );
  return {
    advanced:
      usesRates ||
      Boolean(doc.special_days?.length || doc.marked_days?.length || doc.age_bands?.length || charges),
    special_days: (doc.special_days ?? []).map((s) => ({
      id: newRowId(),
      'name.jp': s.name.jp,
      'name.en': s.name.en,
      from: s.from,
      to: s.to,
    })),
    marked_days: (doc.marked_days ?? []).map((date) => ({ id: newRowId(), date })),
    charges: charges
      ? {
          service_percent: charges.service_percent ? String(charges.service_percent) : '',
          bath_per_night: toMajorText(charges.bath_tax.per_night, doc.currency),
          bath_exempt_under_age:
            charges.bath_tax.exempt_under_age === null ? '' : String(charges.bath_tax.exempt_under_age),
          lodging_tax: charges.lodging_tax ?? '',
        }
      : null,
    age_bands: (doc.age_bands ?? []).map((band) => bandRowOf(band, doc.currency)),
  };
}
