import { DEFAULT_AGE_BANDS } from '@tourtariff/shared';
import { partnerTariff } from './fixtures';

/** A ryokan's rate sheet (docs/product-decisions.md §12): per-person rates by occupancy and day type, charges, bands. */
export const ryokanTariff = {
  ...partnerTariff,
  key: 'tf_kyoto-ryokan-stay',
  title: { jp: '京都旅館 一泊二食', en: 'Kyoto ryokan stay' },
  category: 'accommodation',
  seasons: [],
  rates: [
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 18_000,
      child: null,
      occupancy: 3,
      day_type: 'weekday',
    },
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 20_000,
      child: null,
      occupancy: 3,
      day_type: 'holiday_eve',
      single_supplement: 5_000,
    },
  ],
  special_days: [{ name: { jp: '年末年始', en: 'Year end' }, from: '2026-12-29', to: '2027-01-03' }],
  marked_days: [],
  charges: { service_percent: 15, bath_tax: { per_night: 150, exempt_under_age: 12 }, lodging_tax: 'kyoto' },
  age_bands: DEFAULT_AGE_BANDS,
  partner: null,
};

const line = {
  rate: 1,
  unit: 'per_person',
  paxMin: 1,
  paxMax: 4,
  season: null,
  date: '2026-12-05',
  dayType: 'holiday_eve',
  occupancy: 3,
};
const totals = {
  subtotal: 62_100,
  tax: 5_645,
  charges: { servicePercent: 15, service: 8_100, bathTax: 300, lodgingTax: 1_200, lodgingTaxCity: 'kyoto' },
  total: 63_600,
  formatted: '¥63,600',
};

/** 2 adults and a 小学生 in one room on Saturday 2026-12-05 (a 休前日), under a 12 % commission agreement. */
export const ryokanQuote = {
  tariff: 'tf_kyoto-ryokan-stay',
  currency: 'JPY',
  date: '2026-12-05',
  adults: 2,
  children: 0,
  units: 1,
  nights: 1,
  bands: { elementary: 1 },
  days: [{ date: '2026-12-05', dayType: 'holiday_eve' }],
  season: null,
  lines: [
    { ...line, kind: 'adult', quantity: 2, unitPrice: 20_000, amount: 40_000 },
    { ...line, kind: 'band', band: 'elementary', quantity: 1, unitPrice: 14_000, amount: 14_000 },
  ],
  taxRule: { included: true, rate: 10 },
  public: totals,
  partner: {
    ...totals,
    agreement: 'ag_9',
    discount: 0,
    adjustments: [],
    commission: { percent: 12, amount: 7_452, net: 56_148 },
  },
  total: 63_600,
  cancellation: [],
};
