import { screen, waitFor } from '@testing-library/react';
import { agreedFigures, type Confirmation, type Inquiry, type QuoteOut } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';
import { buyerSpace, supplierSpace } from '../test/fixtures';

/** The demo tea ceremony for 12 adults and 2 children on 2027-05-20 at a partner's 10 % off: ¥66,600. */
const quote: QuoteOut = {
  tariff: 'tf_gion-tea-ceremony',
  currency: 'JPY',
  date: '2027-05-20',
  adults: 12,
  children: 2,
  units: 1,
  season: null,
  lines: [
    {
      kind: 'adult',
      rate: 1,
      unit: 'per_person',
      paxMin: 10,
      paxMax: 30,
      season: null,
      quantity: 12,
      unitPrice: 5_500,
      amount: 66_000,
    },
    {
      kind: 'child',
      rate: 1,
      unit: 'per_person',
      paxMin: 10,
      paxMax: 30,
      season: null,
      quantity: 2,
      unitPrice: 4_000,
      amount: 8_000,
    },
  ],
  taxRule: { included: true, rate: 10 },
  public: { subtotal: 74_000, tax: 6_727, total: 74_000, formatted: '¥74,000' },
  partner: {
    subtotal: 66_600,
    tax: 6_054,
    total: 66_600,
    formatted: '¥66,600',
    agreement: 'ag_1',
    discount: 10,
    adjustments: [],
  },
  total: 66_600,
  cancellation: [
    { daysBefore: 2, feePercent: 50, from: '2027-05-18', fee: 33_300 },
    { daysBefore: 0, feePercent: 100, from: '2027-05-20', fee: 66_600 },
  ],
};
const change = { from: 66_600, to: 80_000, reason: '個室をご用意します' };
const request = { date: '2027-05-20', to: null, adults: 12, children: 2, units: 1, note: '' };
const inquiry: Inquiry = {
  key: 'iq_1',
  conversation: 'cv_1',
  reference: 'TT-2026-000001',
  state: 'accepted',
  tariff: {
    key: quote.tariff,
    title: { jp: '祇園の茶道体験', en: 'Tea ceremony in Gion' },
    category: 'activity',
  },
  buyer: buyerSpace,
  supplier: supplierSpace,
  request,
  asked: request,
  countered: false,
  quote,
  currency: 'JPY',
  total: 80_000,
  change,
  figures: agreedFigures(quote, change),
  reason: null,
  expiresAt: null,
  acceptedAt: '2026-11-20T01:00:00.000Z',
  createdAt: '2026-11-19T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  side: 'buyer',
  actions: [],
  history: [],
};
const confirmation: Confirmation = {
  reference: 'TT-2026-000001',
  acceptedAt: '2026-11-20T01:00:00.000Z',
  supplier: {
    ...supplierSpace,
    address: { postalCode: '605-0074', prefecture: '26', city: '京都市東山区', street: '祇園町南側570-8' },
    contact: '075-561-0000',
    invoiceNumber: 'T6130001045678',
    travelRegistration: { authority: '京都府知事登録旅行業', number: '第3-512号' },
    eraDates: false,
  },
  buyer: {
    ...buyerSpace,
    address: null,
    contact: null,
    invoiceNumber: null,
    travelRegistration: null,
    eraDates: false,
  },
  inquiry,
};

function open(locale: 'jp' | 'en', eraDates = false) {
  const answer = { ...confirmation, supplier: { ...confirmation.supplier, eraDates } };
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
    'GET /api/messenger/inquiries/iq_1/confirmation': () => Response.json(answer),
  });
  renderAt(`/${locale}/messages/confirmation/iq_1`);
}

describe('the printable confirmation', () => {
  it('shows 和暦 beside the date on a jp page when the supplier has the setting on (docs/product-decisions.md §13)', async () => {
    open('jp', true);
    await screen.findByTestId('confirmation');
    expect(screen.getByTestId('confirmation-era-date')).toHaveTextContent('令和9年5月20日');
    expect(screen.getByTestId('confirmation')).toHaveTextContent('2027年5月20日');
  });

  it('shows no 和暦 on a jp page when the setting is off', async () => {
    open('jp', false);
    await screen.findByTestId('confirmation');
    expect(screen.queryByTestId('confirmation-era-date')).toBeNull();
    expect(screen.getByTestId('confirmation')).not.toHaveTextContent('令和');
  });

  it('shows the nights, the rooms and each age band by name and count beside the group', async () => {
    const stay = { ...request, children: 0, units: 2, nights: 2, bands: { elementary: 1, baby: 2 } };
    const bands = [
      { key: 'elementary', name: { jp: '小学生', en: 'Elementary school' } },
      { key: 'baby', name: { jp: '乳児', en: 'Baby' } },
    ];
    const answer = {
      ...confirmation,
      inquiry: { ...inquiry, tariff: { ...inquiry.tariff, bands }, request: stay, asked: stay },
    };
    stubSession(signedIn(['tourtariff:buyer']), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
      'GET /api/messenger/inquiries/iq_1/confirmation': () => Response.json(answer),
    });
    const router = renderAt('/jp/messages/confirmation/iq_1');
    const page = await screen.findByTestId('confirmation');
    expect(page).toHaveTextContent('大人 12名・子ども 0名 · 2泊 · 2室 · 小学生 1名 · 乳児 2名');
    expect(page).not.toHaveTextContent('単位');
    await router.navigate('/en/messages/confirmation/iq_1');
    // The page follows the address's language once its texts are in.
    await waitFor(() =>
      expect(screen.getByTestId('confirmation')).toHaveTextContent(
        '2 nights · 2 rooms · Elementary school: 1 · Baby: 2',
      ),
    );
  });

  it('shows no 和暦 on an en page even with the setting on', async () => {
    open('en', true);
    await screen.findByTestId('confirmation');
    expect(screen.queryByTestId('confirmation-era-date')).toBeNull();
  });

  it('prices everything from the agreed ¥80,000: the change line, the tax and the cancellation fees', async () => {
    open('en');
    await screen.findByTestId('confirmation');
    expect(screen.getByTestId('inquiry-total')).toHaveTextContent('¥80,000');
    expect(screen.getByTestId('inquiry-change')).toHaveTextContent('個室をご用意します');
    expect(screen.getByTestId('inquiry-change')).toHaveTextContent('¥13,400');
    expect(screen.getByTestId('inquiry-tax')).toHaveTextContent('¥7272');
    const fees = screen.getByTestId('inquiry-cancellation');
    expect(fees).toHaveTextContent('50 % — ¥40,000');
    expect(fees).toHaveTextContent('100 % — ¥80,000');
    expect(fees).not.toHaveTextContent('33,300');
    // The partner discount is a deduction, written with a minus sign.
    expect(screen.getByTestId('inquiry-lines')).toHaveTextContent('\u2212¥7400');
  });

  it('writes the address the Japanese way on a jp page, with the registration and the T-number', async () => {
    open('jp');
    expect(await screen.findByTestId('confirmation-supplier-address')).toHaveTextContent(
      '〒605-0074 京都府京都市東山区祇園町南側570-8',
    );
    expect(screen.getByTestId('confirmation-supplier-registration')).toHaveTextContent(
      '旅行業登録番号：京都府知事登録旅行業第3-512号',
    );
    expect(screen.getByTestId('confirmation-supplier-invoice')).toHaveTextContent('T6130001045678');
    expect(screen.queryByTestId('confirmation-buyer-address')).toBeNull();
  });

  it('writes it the Western way on an en page', async () => {
    open('en');
    expect(await screen.findByTestId('confirmation-supplier-address')).toHaveTextContent(
      '祇園町南側570-8, 京都市東山区, Kyoto 605-0074, Japan',
    );
  });
});
