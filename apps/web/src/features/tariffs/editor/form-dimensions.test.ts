import { DEFAULT_AGE_BANDS } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../test/fixtures';
import { docFromForm } from './doc-from-form';
import { clientErrors, inputKeyOf } from './form-errors';
import { formFromDoc } from './form-state';

/** A ryokan sheet using every dimension of docs/product-decisions.md §12. */
const sheet = buildDoc({
  category: 'accommodation',
  rates: [
    { season: null, unit: 'per_person', pax_min: 1, pax_max: 4, adult: 20_000, child: null, occupancy: 2 },
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 26_000,
      child: null,
      occupancy: 2,
      day_type: 'Golden Week',
      single_supplement: 5_000,
    },
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 24_000,
      child: null,
      day_type: 'holiday_eve',
    },
  ],
  special_days: [{ name: { jp: 'GW', en: 'Golden Week' }, from: '2025-04-29', to: '2025-05-05' }],
  marked_days: ['2025-08-16'],
  charges: { service_percent: 10, bath_tax: { per_night: 150, exempt_under_age: null }, lodging_tax: null },
  age_bands: DEFAULT_AGE_BANDS,
});

describe('the editor form of the pricing dimensions (docs/product-decisions.md §12)', () => {
  it('reads a sheet into the form and back, a special day named by its Japanese name', () => {
    const form = formFromDoc(sheet);
    expect(form.advanced).toBe(true);
    const { doc, issues } = docFromForm(form);
    expect(issues).toEqual({});
    expect(doc).toEqual({
      ...sheet,
      rates: sheet.rates.map((r, i) => (i === 1 ? { ...r, day_type: 'GW' } : r)),
    });
  });

  it('files unreadable band, charge and rate inputs under their document paths', () => {
    const form = formFromDoc(sheet);
    form.rates[0] = { ...form.rates[0], occupancy: 'two' } as (typeof form.rates)[number];
    form.age_bands[0] = { ...form.age_bands[0], amount: '' } as (typeof form.age_bands)[number];
    form.charges = { ...(form.charges as NonNullable<typeof form.charges>), bath_per_night: '1.5.0' };
    form.rates[1] = { ...form.rates[1], day_type: 'row-gone' } as (typeof form.rates)[number];
    expect(Object.entries(clientErrors(form)).map(([key, error]) => [key, error.rule])).toEqual([
      ['rates.0.occupancy', 'integer'],
      ['rates.1.day_type', 'day_type_unknown'],
      ['charges.bath_tax.per_night', 'amount'],
      ['age_bands.0.amount', 'required'],
    ]);
  });

  it('places server paths of the new fields on their inputs', () => {
    expect(inputKeyOf('rates.3.single_supplement')).toBe('rates.3.single_supplement');
    expect(inputKeyOf('special_days.1.name')).toBe('special_days.1.name.jp');
    expect(inputKeyOf('special_days.1.from')).toBe('special_days.1.from');
    expect(inputKeyOf('marked_days.4')).toBe('marked_days.4');
    expect(inputKeyOf('age_bands.2.fixed')).toBe('age_bands.2.amount');
    expect(inputKeyOf('age_bands.2.age_min')).toBe('age_bands.2.age_min');
    expect(inputKeyOf('charges.bath_tax')).toBe('charges.bath_tax.per_night');
    expect(inputKeyOf('charges.lodging_tax')).toBe('charges.lodging_tax');
    expect(inputKeyOf('charges')).toBe('charges.service_percent');
    expect(inputKeyOf('age_bands')).toBe('age_bands');
  });
});
