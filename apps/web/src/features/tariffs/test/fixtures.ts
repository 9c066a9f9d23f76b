import type { TariffDoc } from '@tourtariff/shared';
import type { TariffView } from '../api/types';

const blank = () => ({ jp: '', en: '' });

/** A complete document the shared contract accepts; a test names only the fields it is about. */
export function buildDoc(fields: Partial<TariffDoc> = {}): TariffDoc {
  return {
    title: { jp: '茶道体験', en: 'Tea ceremony experience' },
    summary: blank(),
    description: blank(),
    inclusions: blank(),
    exclusions: blank(),
    area: blank(),
    category: 'activity',
    prefecture: '26',
    tags: [],
    currency: 'JPY',
    tax: { included: true, rate: 10 },
    validity: { from: '2025-04-01', to: '2026-03-31' },
    blackout: [],
    seasons: [],
    rates: [],
    cancellation: [],
    images: [],
    visibility: 'public',
    ...fields,
  };
}

/** A tea-ceremony experience with two seasons, as a supplier would write it. */
export const teaDoc: TariffDoc = buildDoc({
  seasons: [
    { name: { jp: '繁忙期', en: 'Peak' }, from: '2025-04-01', to: '2025-05-31' },
    { name: { jp: '通常期', en: 'Regular' }, from: '2025-06-01', to: '2026-03-31' },
  ],
  rates: [{ season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 8, adult: 8000, child: null }],
});

/** The tariff as the server shows it to its own supplier: a draft at version 1 that can be submitted. */
export function buildView(fields: Partial<TariffView> = {}, doc: TariffDoc = teaDoc): TariffView {
  return {
    ...doc,
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
    ...fields,
  };
}

/** A signed-in owner of a supplier space (the `c2` space of the spaces fixtures). */
export const supplierAccess = ['tourtariff:user', 'tourtariff:supplier', 'tourtariff:supplier:owner'];
