import type { PricedProposal, ProposalDoc } from '@tourtariff/shared';

/** A proposal for 8 adults with a 15 % markup and two tariffs, stored in the buyer space c1. */
export const proposalDoc: ProposalDoc = {
  title: '京都 春の研修旅行',
  client: 'Sakura Trading',
  dates: { from: '2027-03-10', to: '2027-03-12' },
  group: { adults: 8, children: 0 },
  intro: 'Spring in Kyoto.',
  items: [{ tariff: 'tf_tea' }, { tariff: 'tf_kimono' }],
  markup: 15,
};

export const storedProposal = {
  id: 'dc_1',
  collection: 'proposals',
  space: 'c1',
  permission: 'write' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  doc: proposalDoc,
  links: [{ id: 'AbCdEfGhIj', path: '/p/AbCdEfGhIj', exp: '2026-12-01T00:00:00.000Z' }],
};

const item = (
  tariff: string,
  en: string,
  unitPrice: number,
  quantity: number,
  total: number,
  unit = { unit: 'per_person', paxMin: 1, paxMax: 30 },
) => ({
  tariff,
  title: { jp: en, en },
  summary: { jp: '', en: '' },
  date: '2027-03-10',
  currency: 'JPY',
  taxIncluded: true,
  available: true,
  reason: null,
  lines: [{ kind: 'adult' as const, ...unit, quantity, unitPrice, amount: unitPrice * quantity }],
  price: { subtotal: total, tax: Math.floor(total / 11), total, formatted: `¥${total}` },
});

export const pricedProposal: PricedProposal = {
  title: proposalDoc.title,
  client: proposalDoc.client,
  dates: proposalDoc.dates,
  group: proposalDoc.group,
  intro: proposalDoc.intro,
  hidden: 0,
  items: [
    item('tf_tea', 'Tea ceremony', 8625, 8, 69000),
    item('tf_kimono', 'Kimono walk', 75900, 1, 75900, { unit: 'per_group', paxMin: 7, paxMax: 12 }),
  ],
  total: 144900,
  exp: '2026-12-01T00:00:00.000Z',
};
