import type { SearchHit, SearchPage } from '../../api/search';

export function hit(key: string, overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    key,
    space: 'c2',
    supplier: { key: 'c2', name: '京都旅館株式会社' },
    title: { jp: `茶道体験 ${key}`, en: `Tea ceremony ${key}` },
    summary: { jp: '京都の茶室で本格的な茶道を体験。', en: 'A real tea ceremony in a Kyoto tea house.' },
    category: 'activity',
    prefecture: '26',
    area: { jp: '東山', en: 'Higashiyama' },
    tags: [{ jp: '茶道', en: 'tea' }],
    image: null,
    visibility: 'public',
    validity: { from: '2025-04-01', to: '2026-03-31' },
    currency: 'JPY',
    tax: { included: true, rate: 10 },
    priceFrom: 6000,
    price: { amount: 12000, adults: 2, unit: { unit: 'per_person', paxMin: 1, paxMax: 9 } },
    version: 1,
    publishedAt: '2025-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function page(items: SearchHit[], extra: Partial<SearchPage> = {}): SearchPage {
  return { items, next: null, total: items.length, counts: { activity: items.length }, ...extra };
}
