import type { SearchBody } from '@tourtariff/shared';
import { Random, Zipf } from './random.ts';
import { modifiers, places, themes } from './vocabulary.ts';

/**
 * The 200 searches the throughput benchmarks draw from (docs/performance.md "API throughput"), as buyers type
 * them: a place, a theme or both, in Japanese or English, often with a travel date in the coming year and a
 * group size, sometimes a category, prefecture, price ceiling or another order, now and then only filters. The
 * words come from the catalogue's own vocabulary with the same Zipf spread, so common words (Kyoto, 温泉) recur
 * and rare ones appear once. A benchmark draws from the list with `Zipf`, which makes its first entries the
 * commonest searches.
 */
export const SEARCH_COUNT = 200;
const SEED = 20_261_202;
const GROUPS = [2, 2, 2, 1, 3, 4, 2, 6, 10, 1, 4, 15] as const;
const SORTS = ['relevance', 'relevance', 'relevance', 'price', 'rating', 'newest'] as const;

export function realisticSearches(count = SEARCH_COUNT, today = '2026-12-01'): Partial<SearchBody>[] {
  const random = new Random(SEED);
  const place = new Zipf(places, 1.1);
  const theme = new Zipf(themes, 0.9);
  const modifier = new Zipf(modifiers, 1);
  const lang = () => (random.chance(0.6) ? 'jp' : 'en');
  const seen = new Set<string>();
  const out: Partial<SearchBody>[] = [];
  while (out.length < count) {
    const p = place.draw(random);
    const t = theme.draw(random);
    const tag = random.pick(t.tags);
    const l = lang();
    const roll = random.next();
    const words =
      roll < 0.3
        ? p[l]
        : roll < 0.5
          ? tag[l] || tag.en
          : roll < 0.75
            ? `${p[l]} ${tag[l] || tag.en}`
            : roll < 0.85
              ? `${modifier.draw(random)[l]} ${t.title[l]}`.trim()
              : '';
    const body: Partial<SearchBody> = words ? { q: words.slice(0, 100) } : {};
    if (!words || random.chance(0.15)) body.prefecture = p.prefecture;
    if (random.chance(0.2)) body.category = t.category;
    if (random.chance(0.55)) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) + random.int(3, 330) * 86_400_000);
      body.date = day.toISOString().slice(0, 10);
    }
    if (random.chance(0.7)) body.adults = random.pick(GROUPS);
    if (random.chance(0.1)) body.price = { max: Math.round((t.price * random.int(8, 30)) / 1000) * 100 };
    const sort = random.pick(SORTS);
    if (sort !== 'relevance') body.sort = sort;
    const key = JSON.stringify(body);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(body);
  }
  return out;
}
