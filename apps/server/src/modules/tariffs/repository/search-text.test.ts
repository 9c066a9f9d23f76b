import { describe, expect, it } from 'vitest';
import { normalizeText, searchForm, searchTerms } from './search-text.ts';

describe('search text', () => {
  it('folds full-width letters, half-width kana and case', () => {
    expect(normalizeText('ＫＹＯＴＯ ｷｮｳﾄ Tour')).toBe('kyoto キョウト tour');
  });

  it('makes one escaped pattern per word, with a gram for short Japanese words only', () => {
    expect(searchTerms(' 京都  Tea 100% a_b 京都 ')).toEqual([
      { word: '京都', pattern: '%京都%', grams: ['京都'] },
      { word: 'tea', pattern: '%tea%', grams: [] },
      { word: '100', pattern: '%100%', grams: [] },
      { word: 'a_b', pattern: '%a\\_b%', grams: [] },
    ]);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('「」・！')).toEqual([]);
  });

  it('cuts a Japanese query word into the words the stored text is cut into', () => {
    expect(searchTerms('茶道体験').map((term) => term.word)).toEqual(['茶道', '体験']);
    expect(searchTerms('京都旅館').map((term) => term.word)).toEqual(['京都', '旅館']);
    expect(searchTerms('ｷｮｳﾄ sushiツアー').map((term) => term.word)).toEqual(['キョウト', 'sushi', 'ツアー']);
  });

  it('stores words separated by spaces, so a term never runs from one word into the next', () => {
    const stored = searchForm('東京都内の寿司屋\n京都府・北京都市\nWalking Tours（8時間）');
    expect(stored).toBe('東京 都内 の 寿司 屋\n京都 府 北京 都市\nwalking tours 8 時間');
    const found = (query: string) => searchTerms(query).every((term) => stored.includes(term.word));
    expect(found('京都')).toBe(true); // 京都府
    expect(searchForm('東京都').includes('京都')).toBe(false);
    expect(searchForm('北京都市').includes('京都')).toBe(false);
    expect(found('tour')).toBe(true);
    expect(found('寿司')).toBe(true);
    expect(found('奈良')).toBe(false);
    expect(searchForm('奈良公園').includes('奈良')).toBe(true);
  });
});
