import type { Agreement, Partnership, PartnershipDetail } from '@tourtariff/shared';

const sakura = {
  key: 'c1',
  name: 'さくらトラベル株式会社',
  avatar: null,
  logo: null,
  kind: 'corporate',
  role: 'buyer',
} as const;
const kyoto = {
  key: 'sp_kyoto',
  name: '京都旅館株式会社',
  avatar: null,
  logo: null,
  kind: 'corporate',
  role: 'supplier',
} as const;

/** A partnership as the buyer さくらトラベル (space c1) sees it: active since April, 10 % agreed. */
export function partnership(patch: Partial<Partnership> = {}): Partnership {
  return {
    key: 'pt_1',
    state: 'active',
    buyer: sakura,
    supplier: kyoto,
    requestedBy: 'buyer',
    message: '',
    reason: null,
    createdAt: '2026-03-30T01:00:00.000Z',
    updatedAt: '2026-04-01T01:00:00.000Z',
    since: '2026-04-01T01:00:00.000Z',
    endedAt: null,
    side: 'buyer',
    partner: kyoto,
    direction: 'sent',
    agreement: {
      key: 'ag_1',
      state: 'accepted',
      discount: 10,
      paymentDays: 30,
      validity: { from: '2026-04-01', to: '2027-03-31' },
      inForce: true,
    },
    visibleTariffs: 4,
    actions: ['ended'],
    ...patch,
  };
}

/** The same partnership as the supplier (space sp_kyoto) sees it. */
export function supplierView(patch: Partial<Partnership> = {}): Partnership {
  return partnership({ side: 'supplier', partner: sakura, direction: 'received', ...patch });
}

export function detailOf(value: Partnership): PartnershipDetail {
  return { ...value, history: [] };
}

export function agreement(patch: Partial<Agreement> = {}): Agreement {
  return {
    key: 'ag_2',
    partnership: 'pt_1',
    supplier: kyoto,
    buyer: sakura,
    state: 'sent',
    kind: 'discount',
    discount: 12,
    commission: null,
    overrides: [],
    paymentDays: 30,
    validity: { from: '2026-04-01', to: '2027-03-31' },
    notes: { jp: '', en: '' },
    pdf: null,
    feeSchedule: null,
    createdBy: { sub: 'user-2', name: 'Taro', person: null, email: null },
    createdAt: '2026-04-02T01:00:00.000Z',
    updatedAt: '2026-04-02T01:00:00.000Z',
    sentAt: '2026-04-02T01:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    note: null,
    supersededBy: null,
    supersededAt: null,
    inForce: false,
    actions: [],
    ...patch,
  };
}

/** A published tariff with a high season, as GET /api/v1/Tariff/{key} answers it to an active partner. */
export const partnerTariff = {
  key: 'tf_hanako-private',
  space: 'sp_hanako',
  state: 'published',
  version: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  publishedAt: '2026-03-02T00:00:00.000Z',
  title: { jp: '貸切 茶会', en: 'Private tea gathering' },
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
  validity: { from: '2026-04-01', to: '2027-03-31' },
  blackout: [],
  seasons: [{ name: { jp: '繁忙期', en: 'High season' }, from: '2026-07-01', to: '2026-08-31' }],
  rates: [{ season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 20, adult: 10_000, child: null }],
  cancellation: [{ days_before: 3, fee_percent: 50 }],
  images: [],
  visibility: 'partners',
  supplier: { key: 'sp_hanako', name: '京都 花子', avatar: null },
  partner: {
    agreement: 'ag_2',
    discount: 12,
    priceFrom: 8_800,
    rates: [{ rate: 0, adult: 8_800, child: null }],
  },
};

/** The quote for 12 adults on 2026-08-10 under a 12 % agreement. */
export const partnerQuote = {
  tariff: 'tf_hanako-private',
  currency: 'JPY',
  date: '2026-08-10',
  adults: 12,
  children: 0,
  units: 1,
  season: { name: { jp: '繁忙期', en: 'High season' }, from: '2026-07-01', to: '2026-08-31' },
  lines: [
    {
      kind: 'adult',
      rate: 0,
      unit: 'per_person',
      paxMin: 1,
      paxMax: 20,
      season: '繁忙期',
      quantity: 12,
      unitPrice: 10_000,
      amount: 120_000,
    },
  ],
  taxRule: { included: true, rate: 10 },
  public: { subtotal: 120_000, tax: 10_909, total: 120_000, formatted: '¥120,000' },
  partner: {
    subtotal: 105_600,
    tax: 9_600,
    total: 105_600,
    formatted: '¥105,600',
    agreement: 'ag_2',
    discount: 12,
    adjustments: [{ kind: 'discount', line: 0, percent: 12, unitPrice: 8_800, amount: -14_400 }],
  },
  total: 105_600,
  cancellation: [{ daysBefore: 3, feePercent: 50, from: '2026-08-07', fee: 52_800 }],
};
