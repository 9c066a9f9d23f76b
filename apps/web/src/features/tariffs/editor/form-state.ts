import type { RateUnit, TariffCategory, TariffDoc } from '@tourtariff/shared';
import { toMajorText } from '../../../lib/money';

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

/** Rows carry an id so React keeps each row's inputs (and focus) when an earlier row is removed. */
export type SeasonRow = { id: string; name: string; from: string; to: string };
/** `season` is the id of a season row ('' = all seasons), so renaming a season keeps its rates attached. */
export type RateRow = {
  id: string;
  season: string;
  unit: RateUnit;
  pax_min: string;
  pax_max: string;
  adult: string;
  child: string;
};
export type CancellationRow = { id: string; days_before: string; fee_percent: string };
export type BlackoutRow = { id: string; date: string };

/** What the editor's inputs hold: text as typed, so a half-typed amount is not lost or rounded. */
export type TariffForm = Record<BilingualField, Bilingual> & {
  category: TariffCategory | '';
  prefecture: string;
  tags: string;
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
};

/** Client-side problems keyed by the document path the server would name (`rates.0.adult`). */
export type FormIssues = Record<string, 'required' | 'amount' | 'integer' | 'number' | 'season_unknown'>;

let sequence = 0;
export const newRowId = () => `row-${++sequence}`;

export const emptySeason = (): SeasonRow => ({ id: newRowId(), name: '', from: '', to: '' });
export const emptyRate = (season = ''): RateRow => ({
  id: newRowId(),
  season,
  unit: 'per_person',
  pax_min: '1',
  pax_max: '',
  adult: '',
  child: '',
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
    tags: '',
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
  };
}

/** "温泉, 京都、kyoto" → ['温泉', '京都', 'kyoto']: commas of either script separate tags. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,、，]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

export function formFromDoc(doc: TariffDoc): TariffForm {
  const seasons = doc.seasons.map((s) => ({ id: newRowId(), name: s.name, from: s.from, to: s.to }));
  const seasonId = (name: string | null) => seasons.find((s) => s.name === name)?.id ?? '';
  const text = (value: Bilingual) => ({ jp: value.jp, en: value.en });
  return {
    title: text(doc.title),
    summary: text(doc.summary),
    description: text(doc.description),
    inclusions: text(doc.inclusions),
    exclusions: text(doc.exclusions),
    area: text(doc.area),
    category: doc.category,
    prefecture: doc.prefecture,
    tags: doc.tags.join(', '),
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
    })),
    cancellation: doc.cancellation.map((c) => ({
      id: newRowId(),
      days_before: String(c.days_before),
      fee_percent: String(c.fee_percent),
    })),
    images: [...doc.images],
    visibility: doc.visibility,
  };
}
