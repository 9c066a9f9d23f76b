import { prefectures, type TariffDoc } from '@tourtariff/shared';

/**
 * Search design (docs/product-decisions.md §3). Stored text and queries take the same form: NFKC (full-width letters and digits,
 * half-width katakana fold to their usual forms) and lower case. A term matches by substring (`LIKE '%term%'`,
 * the term's wildcards escaped), which is exact for Japanese, where words are not separated by spaces. Terms of
 * three or more characters are served by the pg_trgm GIN index. Trigrams cannot serve one- or two-character
 * terms (京都, 寿司, 寺), so a second GIN index holds each listing's set of 1- and 2-character grams that contain a
 * non-ASCII character, derived from the text by the SQL function `tariff_short_grams` (migration 0007): for such a
 * term, "the term is one of the text's grams" is exactly "the term occurs in the text", so the index alone
 * answers it. Short ASCII terms ("a", "bb") fall back to LIKE over the candidates the other conditions leave;
 * they are still correct, just unindexed.
 */
export const normalizeText = (value: string) => value.normalize('NFKC').toLowerCase();

const isAscii = (value: string) => [...value].every((char) => char.charCodeAt(0) < 0x80);

const both = (text: { jp: string; en: string }) => `${text.jp}\n${text.en}`;

/** The searchable text of a tariff: title, summary, description, tags, area and prefecture, both languages. */
export function searchDocument(doc: TariffDoc): { text: string; title: string } {
  const prefecture = prefectures[doc.prefecture];
  const parts = [
    both(doc.title),
    both(doc.summary),
    both(doc.description),
    ...doc.tags.map(both),
    both(doc.area),
    prefecture ? both(prefecture) : '',
  ];
  return { text: normalizeText(parts.join('\n')), title: normalizeText(both(doc.title)) };
}

export type SearchTerm = { pattern: string; grams: string[] };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A query as terms (split on whitespace, at most 8); each a LIKE pattern plus, if short, its gram. */
export function searchTerms(query: string): SearchTerm[] {
  const words = [...new Set(normalizeText(query).split(/\s+/).filter(Boolean))].slice(0, 8);
  return words.map((word) => ({
    pattern: `%${escapeLike(word)}%`,
    grams: [...word].length <= 2 && !isAscii(word) ? [word] : [],
  }));
}
