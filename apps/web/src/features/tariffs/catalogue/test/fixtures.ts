import type { TariffDoc } from '@tourtariff/shared';
import type { TariffView } from '../../api/types';

/** A tea-ceremony experience with two seasons, as a supplier would write it. */
export const teaDoc: TariffDoc = {
  title: { jp: '茶道体験', en: 'Tea ceremony experience' },
  summary: { jp: '', en: '' },
  description: { jp: '', en: '' },
  inclusions: { jp: '', en: '' },
  exclusions: { jp: '', en: '' },
  area: { jp: '', en: '' },
  category: 'activity',
  prefecture: '26',
  tags: [],
  currency: 'JPY',
  tax: { included: true, rate: 10 },
  validity: { from: '2025-04-01', to: '2026-03-31' },
  blackout: [],
  seasons: [
    { name: '繁忙期', from: '2025-04-01', to: '2025-05-31' },
    { name: '通常期', from: '2025-06-01', to: '2026-03-31' },
  ],
  rates: [{ season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 8, adult: 8000, child: null }],
  cancellation: [],
  images: [],
  visibility: 'public',
};

export function viewOf(overrides: Partial<TariffView> = {}): TariffView {
  return {
    ...teaDoc,
    key: 'tf_tea',
    space: 'c2',
    state: 'draft',
    version: 1,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-02T03:00:00.000Z',
    publishedAt: null,
    note: null,
    pending: null,
    actions: ['submit', 'archive'],
    ...overrides,
  };
}

export const supplierAccess = ['tourtariff:user', 'tourtariff:supplier', 'tourtariff:supplier:owner'];
export const listUrl = (query = '') => `GET /api/v1/Tariff?space=c2&limit=20${query}`;
