import { describe, expect, it } from 'vitest';
import { localized } from '../../../lib/locale';
import { listItems } from './list-items';
import { groupRates } from './rate-groups';
import { ryokanDoc } from './test/fixtures';

describe('groupRates', () => {
  it('puts all-year rates first, then seasons in date order, rows by unit and tier', () => {
    const groups = groupRates(ryokanDoc);
    // Groups carry the name the rates use (Japanese first); the sheet shows the reader's language.
    expect(groups.map((g) => g.name)).toEqual([null, '春', '秋']);
    expect(groups.map((g) => g.season?.name.en ?? null)).toEqual([null, 'Spring', 'Autumn']);
    expect(groups[1]?.rates.map((r) => r.pax_min)).toEqual([1, 3]);
  });

  it('keeps a season without rates and a rate naming an unknown season', () => {
    const groups = groupRates({
      seasons: [{ name: { jp: '', en: 'Winter' }, from: '2025-12-01', to: '2026-02-28' }],
      rates: [{ season: 'Typo', unit: 'per_group', pax_min: 1, pax_max: 9, adult: 1, child: null }],
    });
    expect(groups.map((g) => [g.name, g.rates.length])).toEqual([
      ['Winter', 0],
      ['Typo', 1],
    ]);
  });
});

describe('localized text', () => {
  it('shows the reader’s language and falls back to the other one', () => {
    expect(localized({ jp: '京都', en: 'Kyoto' }, 'en')).toEqual({ text: 'Kyoto', lang: 'en' });
    expect(localized({ jp: '京都', en: '  ' }, 'en')).toEqual({ text: '京都', lang: 'jp' });
    expect(localized({ jp: '', en: '' }, 'jp').text).toBe('');
  });

  it('splits list texts into lines without the bullets a supplier typed', () => {
    expect(listItems('- Dinner\n・朝食\n\n  Tea  ')).toEqual(['Dinner', '朝食', 'Tea']);
  });
});
