import { type AgeBand, DEFAULT_AGE_BANDS } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { type QuoteSheet, quoteBands, quoteInputs } from './quote-inputs';

const rate = {
  season: null,
  unit: 'per_person' as const,
  pax_min: 1,
  pax_max: 4,
  adult: 10_000,
  child: null,
};
const usualKeys = DEFAULT_AGE_BANDS.map((band) => band.key);

describe('the inputs a quote asks for (docs/product-decisions.md §12)', () => {
  it.each<[string, QuoteSheet, { units: boolean; nights: boolean; bands: string[] }]>([
    [
      'an activity priced per person',
      { category: 'activity', rates: [rate] },
      { units: false, nights: false, bands: [] },
    ],
    [
      'a charter priced per vehicle',
      { category: 'transport', rates: [{ ...rate, unit: 'per_vehicle' }] },
      { units: true, nights: false, bands: [] },
    ],
    [
      'a stay without bands',
      { category: 'accommodation', rates: [rate] },
      { units: true, nights: true, bands: usualKeys },
    ],
    [
      'day-typed rates of another category',
      { category: 'package', rates: [{ ...rate, day_type: 'holiday_eve' }] },
      { units: true, nights: true, bands: usualKeys },
    ],
    [
      'a stay with its own bands',
      {
        category: 'accommodation',
        rates: [rate],
        age_bands: [{ ...(DEFAULT_AGE_BANDS[0] as AgeBand), key: 'child' }],
      },
      { units: true, nights: true, bands: ['child'] },
    ],
  ])('%s', (_name, sheet, expected) => {
    expect(quoteInputs(sheet)).toEqual(expected);
    expect(quoteBands(sheet).map((band) => band.key)).toEqual(expected.bands);
  });
});
