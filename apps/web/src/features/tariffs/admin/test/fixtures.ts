import type { TariffDoc } from '@tourtariff/shared';
import type { AuditItem, QueueItem } from '../../api/admin';
import type { TariffView } from '../../api/types';
import { buildDoc, buildView } from '../../test/fixtures';

/** A ryokan stay with two seasons, as the server stores it (JPY, minor unit = yen). */
export const ryokanDoc: TariffDoc = buildDoc({
  title: { jp: '京都の老舗旅館 一泊二食付き', en: 'Kyoto ryokan stay with dinner and breakfast' },
  summary: { jp: '嵐山の老舗旅館', en: 'A historic inn in Arashiyama' },
  category: 'accommodation',
  area: { jp: '嵐山', en: 'Arashiyama' },
  seasons: [
    { name: { jp: '繁忙期', en: 'High' }, from: '2025-04-01', to: '2025-09-30' },
    { name: { jp: '閑散期', en: 'Low' }, from: '2025-10-01', to: '2026-03-31' },
  ],
  rates: [
    { season: 'High', unit: 'per_person', pax_min: 1, pax_max: 4, adult: 28000, child: 14000 },
    { season: 'Low', unit: 'per_person', pax_min: 1, pax_max: 4, adult: 22000, child: null },
  ],
});

/** The ryokan as submitted for its first review, as an administrator sees it. */
export function tariffView(overrides: Partial<TariffView> = {}): TariffView {
  const submitted: Partial<TariffView> = {
    key: 'tf_ryokan',
    space: 'c1',
    state: 'submitted',
    updatedAt: '2025-03-02T01:30:00.000Z',
    actions: ['publish', 'return'],
  };
  return buildView({ ...submitted, ...overrides }, ryokanDoc);
}

/** The same tariff published, with a submitted revision that lowers the high-season adult price. */
export function revisionView(): TariffView {
  const revised: TariffDoc = {
    ...ryokanDoc,
    title: { ...ryokanDoc.title, en: 'Kyoto ryokan stay, two meals' },
    rates: ryokanDoc.rates.map((rate, i) => (i === 0 ? { ...rate, adult: 26000 } : rate)),
  };
  return tariffView({
    state: 'published',
    publishedAt: '2025-03-03T00:00:00.000Z',
    pending: {
      version: 2,
      state: 'submitted',
      note: null,
      updatedAt: '2025-03-05T02:00:00.000Z',
      doc: revised,
    },
    actions: ['publish', 'return', 'suspend'],
  });
}

export const queueItems: QueueItem[] = [
  {
    kind: 'tariff',
    submittedAt: '2025-03-02T01:30:00.000000Z',
    tariff: tariffView(),
    diff: [],
    spaceName: '京都旅館株式会社',
  },
  {
    kind: 'revision',
    submittedAt: '2025-03-05T02:00:00.000000Z',
    tariff: { ...revisionView(), key: 'tf_tea', space: 'p9' },
    diff: [{ field: 'rates.0.adult', from: 28000, to: 26000 }],
    spaceName: null,
  },
];

export const auditItems: AuditItem[] = [
  {
    id: 'a1',
    version: 1,
    action: 'submit',
    target: 'tariff',
    from: 'draft',
    to: 'submitted',
    note: null,
    diff: [],
    actor: { sub: 'u-supplier', name: 'Supplier Sato', person: null },
    at: '2025-03-02T01:30:00.000Z',
  },
  {
    id: 'a2',
    version: 1,
    action: 'correct',
    target: 'tariff',
    from: 'submitted',
    to: 'submitted',
    note: 'Adult price typo',
    diff: [{ field: 'rates.0.adult', from: 280000, to: 28000 }],
    actor: { sub: 'u-admin', name: 'Admin Ito', person: null },
    at: '2025-03-02T03:00:00.000Z',
  },
];
