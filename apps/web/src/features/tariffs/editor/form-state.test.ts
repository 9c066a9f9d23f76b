import type { Rate, TariffDoc } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../test/fixtures';
import { docFromForm } from './doc-from-form';
import { clientErrors, inputKeyOf, serverErrors } from './form-errors';
import { emptyForm, emptyRate, emptySeason, formFromDoc, parseTags, type RateRow } from './form-state';

const ryokan: TariffDoc = buildDoc({
  title: { jp: '嵐山の宿 一泊二食', en: 'Arashiyama inn, half board' },
  summary: { jp: '川沿いの客室', en: 'Riverside rooms' },
  inclusions: { jp: '夕食・朝食', en: 'Dinner and breakfast' },
  area: { jp: '嵐山', en: 'Arashiyama' },
  category: 'accommodation',
  tags: [
    { jp: '温泉', en: 'hot spring' },
    { jp: '', en: 'kyoto' },
  ],
  blackout: ['2025-12-31'],
  seasons: [
    { name: { jp: '繁忙期', en: 'Peak' }, from: '2025-04-01', to: '2025-05-31' },
    { name: { jp: '', en: 'Regular' }, from: '2025-06-01', to: '2026-03-31' },
  ],
  rates: [
    { season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 4, adult: 28000, child: 14000 },
    { season: null, unit: 'per_room', pax_min: 1, pax_max: 2, adult: 40000, child: null },
  ],
  cancellation: [
    { days_before: 7, fee_percent: 30 },
    { days_before: 0, fee_percent: 100 },
  ],
  visibility: 'partners',
});

describe('tariff form ↔ document', () => {
  it('round-trips a whole document through the form unchanged', () => {
    const { doc, issues } = docFromForm(formFromDoc(ryokan));
    expect(issues).toEqual({});
    expect(doc).toEqual(ryokan);
  });

  it('shows amounts in the major unit and links rates to their season rows', () => {
    const [first] = ryokan.rates;
    if (!first) throw new Error('fixture has rates');
    const form = formFromDoc({ ...ryokan, currency: 'USD', rates: [{ ...first, adult: 250050 }] });
    expect(form.rates[0]).toMatchObject({ adult: '2500.50', child: '140.00' });
    expect(form.rates[0]?.season).toBe(form.seasons[0]?.id);
  });

  it('keeps a rate on its season when the season is renamed', () => {
    const form = formFromDoc(ryokan);
    form.seasons = form.seasons.map((s, i) => (i === 0 ? { ...s, 'name.jp': '春の繁忙期' } : s));
    expect(docFromForm(form).doc.rates[0]?.season).toBe('春の繁忙期');
  });

  it('links a rate naming its season in English, and writes the Japanese name when there is one', () => {
    const form = formFromDoc({ ...ryokan, rates: [{ ...ryokan.rates[1], season: 'Peak' } as Rate] });
    expect(form.rates[0]?.season).toBe(form.seasons[0]?.id);
    expect(docFromForm(form).doc.rates[0]?.season).toBe('繁忙期');
    // A season named in English only is named so by its rates.
    form.rates = [{ ...(form.rates[0] as RateRow), season: form.seasons[1]?.id ?? '' }];
    expect(docFromForm(form).doc.rates[0]?.season).toBe('Regular');
  });

  it('needs a season name in one language at least, and shows the problem on the Japanese input', () => {
    const form = formFromDoc(ryokan);
    form.seasons = form.seasons.map((s) => ({ ...s, 'name.jp': '', 'name.en': '' }));
    expect(docFromForm(form).issues).toMatchObject({ 'seasons.0.name.jp': 'required' });
    expect(inputKeyOf('seasons.1.name.en')).toBe('seasons.1.name.en');
    expect(inputKeyOf('seasons.1.name')).toBe('seasons.1.name.jp');
  });

  it('reads typed amounts ("28,000", full-width digits) as minor units and an empty child as none', () => {
    const season = { ...emptySeason(), 'name.jp': '通常期', from: '2025-06-01', to: '2025-12-31' };
    const form = {
      ...emptyForm(),
      seasons: [season],
      rates: [{ ...emptyRate(season.id), pax_max: '４', adult: '28,000', child: '' }],
    };
    expect(docFromForm(form).doc.rates).toEqual([
      { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 4, adult: 28000, child: null },
    ]);
  });

  it('names what cannot be read by its document path', () => {
    const form = { ...emptyForm(), rates: [{ ...emptyRate(), pax_max: 'x', adult: '12.5' }] };
    const { issues } = docFromForm(form);
    expect(issues).toMatchObject({
      'title.jp': 'required',
      category: 'required',
      prefecture: 'required',
      'validity.from': 'required',
      'rates.0.pax_max': 'integer',
      'rates.0.adult': 'amount',
    });
    expect(issues['rates.0.child']).toBeUndefined();
  });

  it('splits tags on commas of either script, pairs the languages by position and drops repeats', () => {
    expect(parseTags({ jp: '温泉、京都, ，温泉 ,', en: 'hot spring, Kyoto, kyoto, hot spring' })).toEqual([
      { jp: '温泉', en: 'hot spring' },
      { jp: '京都', en: 'Kyoto' },
      { jp: '', en: 'kyoto' },
    ]);
  });
});

describe('tariff form errors', () => {
  it('puts each server path on the input that shows it', () => {
    expect(inputKeyOf('rates.1.pax_min')).toBe('rates.1.pax_min');
    expect(inputKeyOf('rates.1')).toBe('rates.1.adult');
    expect(inputKeyOf('title')).toBe('title.jp');
    expect(inputKeyOf('summary.en')).toBe('summary.en');
    expect(inputKeyOf('validity')).toBe('validity.to');
    expect(inputKeyOf('seasons.0')).toBe('seasons.0.name.jp');
    expect(inputKeyOf('seasons')).toBe('seasons');
    expect(inputKeyOf('images.3')).toBe('images');
    expect(inputKeyOf('space')).toBeNull();
  });

  it('keeps refusals no input shows apart, with their path', () => {
    const space = { field: 'body.space', rule: 'supplier_space', message: 'must be a supplier space' };
    const { byInput, other } = serverErrors({
      code: 'request.invalid',
      message: 'Invalid request',
      fields: [
        { field: 'body.rates.0.adult', rule: 'too_big', message: 'too big', params: { maximum: 9 } },
        space,
      ],
    });
    expect(byInput).toEqual({
      'rates.0.adult': {
        rule: 'too_big',
        message: 'too big',
        params: { maximum: 9 },
        code: 'request.invalid',
      },
    });
    expect(other).toEqual([space]);
  });

  it('applies the shared contract before sending: pax order, then overlapping seasons', () => {
    const reversed = {
      season: null,
      unit: 'per_person' as const,
      pax_min: 5,
      pax_max: 2,
      adult: 1000,
      child: null,
    };
    expect(clientErrors(formFromDoc({ ...ryokan, rates: [reversed] }))['rates.0.pax_min']?.rule).toBe(
      'pax_order',
    );
    // Rules across fields run once every field is valid on its own, as on the server.
    const overlapping = formFromDoc({
      ...ryokan,
      seasons: [
        { name: { jp: 'A', en: '' }, from: '2025-04-01', to: '2025-06-30' },
        { name: { jp: 'B', en: '' }, from: '2025-06-01', to: '2025-07-31' },
      ],
      rates: [],
    });
    expect(clientErrors(overlapping)['seasons.1.from']?.rule).toBe('overlap');
  });

  it('finds nothing wrong with a valid tariff', () => {
    expect(clientErrors(formFromDoc(ryokan))).toEqual({});
  });
});
