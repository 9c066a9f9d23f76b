import { prefectures, type TariffDoc } from '@tourtariff/shared';

/**
 * Search design (docs/decisions/0014-search-words.md). Stored text and queries take the same form: NFKC
 * (full-width letters and digits, half-width katakana fold to their usual forms), lower case, and cut into words
 * by ICU's word breaker (`Intl.Segmenter`), the words joined by a space and punctuation dropped. A query word the
 * breaker cuts in several (京都旅館 → 京都 旅館) becomes that many terms. A term matches by substring (`LIKE
 * '%term%'`, the term's wildcards escaped) within one word, never across two: 京都 is in 京都府 (京都 府) and
 * 京都駅, not in 東京都 (東京 都) or 北京都市 (北京 都市), while 奈良 is still in 奈良公園 and `tour` in `tours`.
 * The cost: where the breaker cuts a name in two (富士山麓 → 富士 山麓), the whole name (富士山) is not found.
 *
 * Terms of three or more characters are served by the pg_trgm GIN index. Trigrams cannot serve one- or
 * two-character terms (京都, 寿司, 寺), so a second GIN index holds each listing's set of 1- and 2-character grams
 * that contain a non-ASCII character, derived from the text by the SQL function `tariff_short_grams` (migration
 * 0007): for such a term, "the term is one of the text's grams" is exactly "the term occurs in the text", so the
 * index alone answers it. Short ASCII terms ("a", "bb") fall back to LIKE over the candidates the other
 * conditions leave; they are still correct, just unindexed.
 */
export const normalizeText = (value: string) => value.normalize('NFKC').toLowerCase();

/**
 * The form of a tariff's stored search columns: a row written in an earlier form is rewritten at start-up
 * (service/search-form.ts). 1: the text cut into words, since a query cut into words finds nothing in a text that
 * is not; 2: the price bands (docs/decisions/0016-dated-price-bands.md), since a dated search prices by them.
 */
export const SEARCH_FORM = 2;

let breaker: Intl.Segmenter | undefined;

/** The words of a normalised text, in order, punctuation and spaces dropped; each line cut on its own. */
function words(text: string): string[] {
  breaker ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const found: string[] = [];
  for (const part of breaker.segment(text)) if (part.isWordLike) found.push(part.segment);
  return found;
}

/** A text as search stores it: normalised, each line's words joined by one space, lines by a newline. */
export const searchForm = (value: string) =>
  normalizeText(value)
    .split('\n')
    .map((line) => words(line).join(' '))
    .join('\n');

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
  return { text: searchForm(parts.join('\n')), title: searchForm(both(doc.title)) };
}

export type SearchTerm = { word: string; pattern: string; grams: string[] };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A query as terms (its words as the stored text is cut, at most 8); each a LIKE pattern plus, if short, its gram. */
export function searchTerms(query: string): SearchTerm[] {
  const terms = [...new Set(words(normalizeText(query)))].slice(0, 8);
  return terms.map((word) => ({
    word,
    pattern: `%${escapeLike(word)}%`,
    grams: [...word].length <= 2 && !isAscii(word) ? [word] : [],
  }));
}
