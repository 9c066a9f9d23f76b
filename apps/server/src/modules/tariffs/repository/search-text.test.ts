import { describe, expect, it } from 'vitest';
import { normalizeText, searchTerms } from './search-text.ts';

describe('search text', () => {
  it('folds full-width letters, half-width kana and case', () => {
    expect(normalizeText('ＫＹＯＴＯ ｷｮｳﾄ Tour')).toBe('kyoto キョウト tour');
  });

  it('makes one escaped pattern per word, with a gram for short Japanese words only', () => {
    expect(searchTerms(' 京都  Tea 100%_ 京都 ')).toEqual([
      { pattern: '%京都%', grams: ['京都'] },
      { pattern: '%tea%', grams: [] },
      { pattern: '%100\\%\\_%', grams: [] },
    ]);
    expect(searchTerms('茶道体験')).toEqual([{ pattern: '%茶道体験%', grams: [] }]);
    expect(searchTerms('')).toEqual([]);
  });
});
