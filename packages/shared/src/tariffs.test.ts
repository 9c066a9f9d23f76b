import { describe, expect, it } from 'vitest';
import { tariffCreate, tariffDoc, tariffPatch } from './contracts/tariffs.ts';

const valid = {
  title: { jp: '茶道体験', en: 'Tea ceremony' },
  category: 'activity',
  prefecture: '26',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  seasons: [
    { name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-06-30' },
    { name: { jp: '繁忙期', en: 'Peak' }, from: '2027-07-01', to: '2027-12-31' },
  ],
  rates: [
    { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 6500, child: 4500 },
    { season: '通常期', unit: 'per_person', pax_min: 10, pax_max: 30, adult: 5500 },
  ],
  cancellation: [{ days_before: 2, fee_percent: 50 }],
};

const name = (jp: string, en = '') => ({ jp, en });

/** The `field:rule` pairs a body fails with, as the API names them. */
function failures(body: unknown): string[] {
  const result = tariffDoc.safeParse(body);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const rule = issue.code === 'custom' ? (issue.params as { rule: string }).rule : issue.code;
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${[...issue.path, key].join('.')}:unknown`);
    return [`${issue.path.join('.')}:${rule}`];
  });
}

const withRate = (rate: object) => ({
  ...valid,
  rates: [{ season: null, unit: 'per_group', pax_min: 1, pax_max: 5, adult: 1, ...rate }],
});

describe('tariff contract', () => {
  it('accepts a complete tariff and fills in the defaults', () => {
    const doc = tariffDoc.parse(valid);
    expect(doc).toMatchObject({
      currency: 'JPY',
      tax: { included: true, rate: 10 },
      visibility: 'public',
      summary: { jp: '', en: '' },
      blackout: [],
      images: [],
    });
    expect(doc.rates[1]).toMatchObject({ child: null });
  });

  it('refuses wrong types', () => {
    expect(failures({ ...valid, category: 3 })).toContain('category:invalid_value');
    expect(failures(withRate({ adult: '1000' }))).toContain('rates.0.adult:invalid_type');
    expect(failures({ ...valid, tax: { included: 'yes' } })).toContain('tax.included:invalid_type');
    expect(failures(withRate({ pax_min: 1.5 }))).toContain('rates.0.pax_min:invalid_type');
  });

  it('refuses negative and absurd amounts (above 10^10)', () => {
    expect(failures(withRate({ adult: -1 }))).toContain('rates.0.adult:too_small');
    expect(failures(withRate({ child: 10_000_000_001 }))).toContain('rates.0.child:too_big');
    expect(failures(withRate({ adult: 10_000_000_000 }))).toEqual([]);
    expect(failures({ ...valid, cancellation: [{ days_before: 1, fee_percent: 101 }] })).toContain(
      'cancellation.0.fee_percent:too_big',
    );
  });

  it('names each rule with the numbers its text needs (1-based rows)', () => {
    const seasons = [
      { name: name('A'), from: '2027-01-01', to: '2027-06-30' },
      { name: name('B'), from: '2027-06-30', to: '2027-12-31' },
    ];
    const result = tariffDoc.safeParse({ ...valid, seasons, rates: [] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['seasons', 1, 'from'],
      params: { rule: 'overlap', other: 1, name: 'A', from: '2027-01-01', to: '2027-06-30' },
    });
  });

  it('refuses pax_min above pax_max and overlapping pax tiers', () => {
    expect(failures(withRate({ pax_min: 5, pax_max: 2 }))).toContain('rates.0.pax_min:pax_order');
    const overlapping = {
      ...valid,
      rates: [valid.rates[0], { ...valid.rates[0], pax_min: 9, pax_max: 12 }],
    };
    expect(failures(overlapping)).toContain('rates.1.pax_min:overlap');
  });

  it('refuses overlapping seasons, seasons outside the validity, repeated names and unknown seasons', () => {
    const seasons = [
      { name: name('A'), from: '2027-01-01', to: '2027-06-30' },
      { name: name('B'), from: '2027-06-30', to: '2027-12-31' },
    ];
    expect(failures({ ...valid, seasons, rates: [] })).toEqual(['seasons.1.from:overlap']);
    expect(
      failures({ ...valid, seasons: [{ name: name('A'), from: '2026-12-01', to: '2027-01-31' }], rates: [] }),
    ).toEqual(['seasons.0.from:within_validity']);
    expect(
      failures({
        ...valid,
        seasons: [seasons[0], { ...seasons[0], from: '2027-07-01', to: '2027-08-01' }],
        rates: [],
      }),
    ).toEqual(['seasons.1.name:unique']);
    expect(failures(withRate({ season: '夏' }))).toContain('rates.0.season:season_unknown');
    // A name may not belong to two seasons in any language: a rate names its season by either name.
    const crossed = [seasons[0], { name: name('B', 'A'), from: '2027-07-01', to: '2027-08-01' }];
    expect(failures({ ...valid, seasons: crossed, rates: [] })).toEqual(['seasons.1.name:unique']);
    expect(failures({ ...valid, seasons: [{ ...seasons[0], name: name('') }], rates: [] })).toEqual([
      'seasons.0.name:required',
    ]);
    expect(failures({ ...valid, rates: [{ ...valid.rates[0], season: 'Peak' }] })).toEqual([]);
    expect(
      failures({ ...valid, seasons: [{ name: name('A'), from: '2027-03-01', to: '2027-02-01' }] }),
    ).toContain('seasons.0.to:date_order');
  });

  it('refuses a validity ending before it starts, and impossible dates', () => {
    expect(failures({ ...valid, validity: { from: '2027-12-31', to: '2027-01-01' } })).toContain(
      'validity.to:date_order',
    );
    expect(failures({ ...valid, validity: { from: '2027-02-30', to: '2027-12-31' } })).toContain(
      'validity.from:invalid_format',
    );
    expect(failures({ ...valid, blackout: ['2028-01-01'] })).toContain('blackout.0:within_validity');
  });

  it('refuses unknown prefectures and currencies', () => {
    for (const prefecture of ['00', '48', '1', 'kyoto'])
      expect(failures({ ...valid, prefecture })).toContain('prefecture:prefecture');
    expect(failures({ ...valid, prefecture: '47' })).toEqual([]);
    expect(failures({ ...valid, currency: 'ABC' })).toContain('currency:iso4217');
    expect(failures({ ...valid, currency: 'USD' })).toEqual([]);
  });

  it('refuses oversized text, NUL characters, a title in neither language and unknown fields', () => {
    expect(failures({ ...valid, title: { jp: 'あ'.repeat(201) } })).toContain('title.jp:too_big');
    expect(failures({ ...valid, description: { en: 'x'.repeat(10_001) } })).toContain(
      'description.en:too_big',
    );
    expect(failures({ ...valid, tags: Array(31).fill(name('t')) })).toContain('tags:too_big');
    expect(failures({ ...valid, tags: ['温泉'] })).toContain('tags.0:invalid_type');
    expect(failures({ ...valid, title: { jp: 'a\u0000' } })).toContain('title.jp:no_nul');
    expect(failures({ ...valid, title: { jp: '  ', en: '' } })).toContain('title:required');
    expect(failures({ ...valid, price: 1 })).toContain('price:unknown');
    expect(failures(withRate({ discount: 1 }))).toContain('rates.0.discount:unknown');
  });

  it('takes storage hashes only as images', () => {
    const hash = 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq';
    expect(failures({ ...valid, images: [hash] })).toEqual([]);
    expect(failures({ ...valid, images: ['https://example.com/a.jpg'] })).toContain(
      'images.0:invalid_format',
    );
  });

  it('needs a space to create, and nothing but known fields to patch', () => {
    expect(tariffCreate.safeParse(valid).success).toBe(false);
    expect(tariffCreate.safeParse({ ...valid, space: 'sp_x' }).success).toBe(true);
    expect(tariffPatch.parse({ tags: [name('x')] })).toEqual({ tags: [name('x')] });
    expect(tariffPatch.safeParse({ space: 'sp_other' }).success).toBe(false);
  });
});
