import {
  dayTypes,
  type RateUnit,
  seasonNamed,
  type TariffCategory,
  type TariffDoc,
} from '@tourtariff/shared';
import { toMajorText } from '../../../lib/money';
import { type BookingForm, bookingFromDoc } from './form-booking';
import { type DimensionsForm, dimensionsFromDoc } from './form-dimensions';
import { newRowId } from './form-ids';

export { newRowId };

export type Bilingual = { jp: string; en: string };
export const bilingualFields = [
  'title',
  'summary',
  'description',
  'inclusions',
  'exclusions',
  'area',
] as const;
export type BilingualField = (typeof bilingualFields)[number];

/**
 * Rows carry an id (form-ids.ts). A season's name columns are keyed by their document path (`name.jp`), so the
 * server's `seasons.0.name.jp` lands on the input.
 */
export type SeasonRow = { id: string; 'name.jp': string; 'name.en': string; from: string; to: string };
/** `season` is the id of a season row ('' = all seasons), so renaming a season keeps its rates attached. */
export type RateRow = {
  id: string;
  season: string;
  unit: RateUnit;
  pax_min: string;
  pax_max: string;
  adult: string;
  child: string;
  /** 室利用人数 ('' = any occupancy), docs/product-decisions.md §12. */
  occupancy: string;
  /** '' (every day), a fixed day type, or the id of a special day row (renaming it keeps the rate on it). */
  day_type: string;
  single_supplement: string;
};
export type CancellationRow = { id: string; days_before: string; fee_percent: string };
export type BlackoutRow = { id: string; date: string };

/** What the editor's inputs hold: text as typed, so a half-typed amount is not lost or rounded. */
export type TariffForm = Record<BilingualField, Bilingual> & {
  category: TariffCategory | '';
  prefecture: string;
  /** Comma-separated in each language; the nth Japanese tag and the nth English tag are one tag. */
  tags: Bilingual;
  currency: string;
  taxIncluded: boolean;
  taxRate: string;
  validFrom: string;
  validTo: string;
  blackout: BlackoutRow[];
  seasons: SeasonRow[];
  rates: RateRow[];
  cancellation: CancellationRow[];
  images: string[];
  visibility: TariffDoc['visibility'];
} & DimensionsForm & { booking: BookingForm };

/** Client-side problems keyed by the document path the server would name (`rates.0.adult`). */
export type FormIssues = Record<
  string,
  'required' | 'amount' | 'integer' | 'number' | 'season_unknown' | 'day_type_unknown'
>;

export const emptySeason = (): SeasonRow => ({
  id: newRowId(),
  'name.jp': '',
  'name.en': '',
  from: '',
  to: '',
});
export const emptyRate = (season = ''): RateRow => ({
  id: newRowId(),
  season,
  unit: 'per_person',
  pax_min: '1',
  pax_max: '',
  adult: '',
  child: '',
  occupancy: '',
  day_type: '',
  single_supplement: '',
});
export const emptyCancellation = (): CancellationRow => ({
  id: newRowId(),
  days_before: '',
  fee_percent: '',
});
export const emptyBlackout = (): BlackoutRow => ({ id: newRowId(), date: '' });

export function emptyForm(): TariffForm {
  const blank = () => ({ jp: '', en: '' });
  return {
    title: blank(),
    summary: blank(),
    description: blank(),
    inclusions: blank(),
    exclusions: blank(),
    area: blank(),
    category: '',
    prefecture: '',
    tags: blank(),
    currency: 'JPY',
    taxIncluded: true,
    taxRate: '10',
    validFrom: '',
    validTo: '',
    blackout: [],
    seasons: [],
    rates: [],
    cancellation: [],
    images: [],
    visibility: 'public',
    advanced: false,
    special_days: [],
    marked_days: [],
    charges: null,
    age_bands: [],
    booking: null,
  };
}

/** "温泉, 京都、kyoto" → ['温泉', '京都', 'kyoto']: commas of either script separate tags; an empty place stays. */
const tagList = (text: string) => {
  const items = text.split(/[,、，]/).map((tag) => tag.trim());
  while (items.length && items.at(-1) === '') items.pop();
  return items;
};

/**
 * The two tag inputs as {jp, en} tags, paired by position ("温泉, 京都" and "hot spring, Kyoto"); a place left
 * empty in one language ("温泉, , 京都") keeps the pairs aligned. Repeated and empty pairs are dropped.
 */
export function parseTags(text: Bilingual): Bilingual[] {
  const jp = tagList(text.jp);
  const en = tagList(text.en);
  const seen = new Set<string>();
  return Array.from({ length: Math.max(jp.length, en.length) }, (_, i) => ({
    jp: jp[i] ?? '',
    en: en[i] ?? '',
  })).filter((tag) => {
    const id = `${tag.jp}\n${tag.en}`;
    if ((!tag.jp && !tag.en) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function formFromDoc(doc: TariffDoc): TariffForm {
  const seasons = doc.seasons.map((s) => ({
    id: newRowId(),
    'name.jp': s.name.jp,
    'name.en': s.name.en,
    from: s.from,
    to: s.to,
  }));
  // A rate names its season by either name.
  const seasonId = (ref: string | null) => {
    const season = ref === null ? undefined : seasonNamed(doc.seasons, ref);
    return season ? (seasons[doc.seasons.indexOf(season)]?.id ?? '') : '';
  };
  const text = (value: Bilingual) => ({ jp: value.jp, en: value.en });
  const dimensions = dimensionsFromDoc(doc);
  // A rate names its special day by either name, like its season; fixed day types stay as they are.
  const dayTypeId = (ref: string | null | undefined) => {
    if (ref == null || (dayTypes as readonly string[]).includes(ref)) return ref ?? '';
    const special = seasonNamed(doc.special_days ?? [], ref);
    return special ? (dimensions.special_days[(doc.special_days ?? []).indexOf(special)]?.id ?? ref) : ref;
  };
  return {
    title: text(doc.title),
    summary: text(doc.summary),
    description: text(doc.description),
    inclusions: text(doc.inclusions),
    exclusions: text(doc.exclusions),
    area: text(doc.area),
    category: doc.category,
    prefecture: doc.prefecture,
    tags: { jp: doc.tags.map((tag) => tag.jp).join(', '), en: doc.tags.map((tag) => tag.en).join(', ') },
    currency: doc.currency,
    taxIncluded: doc.tax.included,
    taxRate: String(doc.tax.rate),
    validFrom: doc.validity.from,
    validTo: doc.validity.to,
    blackout: doc.blackout.map((date) => ({ id: newRowId(), date })),
    seasons,
    rates: doc.rates.map((r) => ({
      id: newRowId(),
      season: seasonId(r.season),
      unit: r.unit,
      pax_min: String(r.pax_min),
      pax_max: String(r.pax_max),
      adult: toMajorText(r.adult, doc.currency),
      child: r.child === null ? '' : toMajorText(r.child, doc.currency),
      occupancy: r.occupancy == null ? '' : String(r.occupancy),
      day_type: dayTypeId(r.day_type),
      single_supplement: r.single_supplement == null ? '' : toMajorText(r.single_supplement, doc.currency),
    })),
    cancellation: doc.cancellation.map((c) => ({
      id: newRowId(),
      days_before: String(c.days_before),
      fee_percent: String(c.fee_percent),
    })),
    images: [...doc.images],
    visibility: doc.visibility,
    ...dimensions,
    booking: bookingFromDoc(doc),
  };
}
