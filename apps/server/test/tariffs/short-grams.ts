/**
 * The specification of the SQL function `tariff_short_grams` (migration 0007), in the language the query side
 * is written in: every 1- and 2-character gram, within runs of the text split on whitespace (JavaScript's `\s`,
 * as search-text.ts `searchTerms` splits a query), that is not pure ASCII. Characters are code points.
 */
export function shortGrams(text: string): string[] {
  const isAscii = (char: string) => char.charCodeAt(0) < 0x80;
  const grams = new Set<string>();
  for (const run of text.split(/\s+/)) {
    const chars = [...run];
    chars.forEach((char, i) => {
      if (!isAscii(char)) grams.add(char);
      const next = chars[i + 1];
      if (next !== undefined && !(isAscii(char) && isAscii(next))) grams.add(char + next);
    });
  }
  return [...grams].sort();
}
