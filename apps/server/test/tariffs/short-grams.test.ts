import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import { shortGrams } from './short-grams.ts';

/** ASCII, Japanese, an astral character, and every kind of whitespace JavaScript's `\s` knows, and one it does not. */
const alphabet = [
  ...'aZ9%_ .-',
  ...'京都の寿司茶寺ｶﾀカナ',
  '𠮷',
  '😀',
  ...'\t\n\v\f\r\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
  '\u0085',
];
const texts = fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((chars) => chars.join(''));

describeEachDatabase('tariff_short_grams, the SQL twin of shortGrams', (ctx) => {
  const inSql = async (text: string) => {
    const [row] = await queryRows<{ grams: string[] }>(
      ctx.app.database.db,
      sql`select tariff_short_grams(${text}) as grams`,
    );
    return [...(row?.grams ?? [])].sort();
  };

  it('derives the grams of a known text', async () => {
    expect(await inSql('京都の寿司 sushi京')).toEqual(
      ['i京', 'の', 'の寿', '京', '京都', '司', '寿', '寿司', '都', '都の'].sort(),
    );
    expect(await inSql('')).toEqual([]);
  });

  it('agrees with the specification on 300 random texts (fixed seed)', async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        expect(await inSql(text)).toEqual(shortGrams(text));
      }),
      { seed: 20_261_122, numRuns: 300 },
    );
  });
});
