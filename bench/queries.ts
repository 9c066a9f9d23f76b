import type { SearchBody } from '@tourtariff/shared';

/**
 * The fixed queries, as the search page sends them. The class follows the uncached targets of
 * docs/performance.md ("Running it"): a query whose text has a term of one or two characters is `short` (the gram
 * index, p95 ≤ 80 ms), one whose terms all have three or more is `long` (the trigram index, p95 ≤ 50 ms); with no
 * text, a date and a price ceiling it is `dated` (every candidate priced on that date, p95 ≤ 80 ms); other
 * text-less `filters` are held to 50 ms to keep them visible. `en-no-match` is the machine-speed anchor of a run:
 * the same statement and HTTP round trip with nothing to count or price. Common and rare words both appear,
 * because the vocabulary is Zipf-spread.
 */
export type QueryClass = 'short' | 'long' | 'dated' | 'filters';
export type BenchQuery = { id: string; body: Partial<SearchBody>; page?: number };

export const queries: BenchQuery[] = [
  { id: 'jp2-kyoto', body: { q: '京都' } },
  { id: 'jp2-sushi', body: { q: '寿司' } },
  { id: 'jp1-tea', body: { q: '茶' } },
  { id: 'jp2-onsen-gunma', body: { q: '温泉', prefecture: '10' } },
  { id: 'jp1-temple-newest', body: { q: '寺', sort: 'newest' } },
  { id: 'jp2-wagyu-price-2ad', body: { q: '和牛', adults: 2, price: { max: 60000 }, sort: 'price' } },
  { id: 'jp2-momiji-date', body: { q: '紅葉', date: '2026-11-15' } },
  { id: 'mixed-kyoto-en-jp2', body: { q: 'kyoto 着物', category: 'activity' } },
  { id: 'en-sushi', body: { q: 'sushi' } },
  { id: 'en-kyoto-temple', body: { q: 'kyoto temple' } },
  { id: 'en-ryokan-price-2ad', body: { q: 'ryokan', category: 'accommodation', adults: 2, sort: 'price' } },
  { id: 'jp3-shirakawago', body: { q: '白川郷' } },
  { id: 'jp1-tea-rating', body: { q: '茶', sort: 'rating' } },
  { id: 'filters-kyoto-rating', body: { prefecture: '26', sort: 'rating' } },
  { id: 'en-onsen-date-pref', body: { q: 'onsen', prefecture: '14', date: '2027-02-10' } },
  { id: 'en-tea-ceremony-newest', body: { q: 'tea ceremony', sort: 'newest' } },
  {
    id: 'en-charter-price-range',
    body: { q: 'chartered bus', price: { min: 50000, max: 150000 }, adults: 20 },
  },
  { id: 'jp6-kimono-rental', body: { q: '着物レンタル' } },
  { id: 'en-tour-page3', body: { q: 'tour' }, page: 3 },
  { id: 'en-no-match', body: { q: 'zanzibar' } },
  { id: 'filters-meal-tokyo-newest', body: { category: 'meal', prefecture: '13', sort: 'newest' } },
  {
    id: 'filters-date-price-sort',
    body: { adults: 2, date: '2026-12-20', price: { max: 20000 }, sort: 'price' },
  },
];

/** The class of a query by its shortest term (characters counted as the user sees them). */
export function classOf(query: BenchQuery): QueryClass {
  const terms = (query.body.q ?? '').normalize('NFKC').split(/\s+/).filter(Boolean);
  if (terms.length === 0) return query.body.date && query.body.price ? 'dated' : 'filters';
  return Math.min(...terms.map((term) => [...term].length)) <= 2 ? 'short' : 'long';
}

/** p95 targets in milliseconds at 100,000 tariffs on PostgreSQL, the read cache off. */
export const targets: Record<QueryClass, number> = { short: 80, long: 50, dated: 80, filters: 50 };

/** The query whose time says how fast the machine is in that run (no match: nothing counted or priced). */
export const ANCHOR_QUERY = 'en-no-match';
