import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { agreedFigures, type Inquiry, type QuoteOut } from '@tourtariff/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/config';
import { createI18n } from '../../../lib/i18n';
import { I18nProvider } from '../../../lib/i18n/use-translation';
import { createQueryClient } from '../../../lib/query-client';
import { buyerSpace, supplierSpace } from '../test/fixtures';
import { InquiryCardBody } from './inquiry-card';

/** The demo ryokan for 2 adults, 1 小学生 and 1 乳児 in 1 room for 2 nights (docs/product-decisions.md §13). */
const quote: QuoteOut = {
  tariff: 'tf_kyoto-ryokan-stay',
  currency: 'JPY',
  date: '2026-11-20',
  adults: 2,
  children: 0,
  units: 1,
  nights: 2,
  bands: { elementary: 1, baby: 1 },
  season: null,
  lines: [],
  taxRule: { included: true, rate: 10 },
  public: { subtotal: 200_000, tax: 18_181, total: 200_000, formatted: '¥200,000' },
  partner: null,
  total: 200_000,
  cancellation: [],
};
const request = {
  date: '2026-11-20',
  to: null,
  adults: 2,
  children: 0,
  units: 1,
  nights: 2,
  bands: { elementary: 1, baby: 1 },
  note: '',
};
const inquiry: Inquiry = {
  key: 'iq_1',
  conversation: 'cv_1',
  reference: null,
  state: 'open',
  tariff: {
    key: quote.tariff,
    title: { jp: '京都旅館の宿泊', en: 'A stay at the Kyoto ryokan' },
    category: 'accommodation',
    bands: [
      { key: 'elementary', name: { jp: '小学生', en: 'Elementary school' } },
      { key: 'baby', name: { jp: '乳児', en: 'Baby' } },
    ],
  },
  buyer: buyerSpace,
  supplier: supplierSpace,
  request,
  asked: request,
  countered: false,
  quote,
  currency: 'JPY',
  total: 200_000,
  change: null,
  figures: agreedFigures(quote, null),
  reason: null,
  expiresAt: null,
  acceptedAt: null,
  createdAt: '2026-11-19T01:00:00.000Z',
  updatedAt: '2026-11-19T01:00:00.000Z',
  side: 'buyer',
  actions: [],
  history: [],
};

const links = { conversation: () => '/c', tariff: () => '/t', confirmation: () => '/x' };

function renderCard(locale: Locale, shown: Inquiry) {
  const router = createMemoryRouter([
    { path: '/', element: <InquiryCardBody inquiry={shown} links={links} /> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={createI18n(locale)}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the inquiry card of a stay', () => {
  it('names the rooms, the nights and each age band with its count (jp)', async () => {
    renderCard('jp', inquiry);
    expect(await screen.findByTestId('inquiry-group')).toHaveTextContent(
      '大人 2名・子ども 0名 · 2泊 · 1室 · 小学生 1名 · 乳児 1名',
    );
  });

  it('in English too, and a band the tariff no longer defines by its key', async () => {
    const { bands: _names, ...tariff } = inquiry.tariff;
    renderCard('en', { ...inquiry, tariff: { ...tariff, bands: inquiry.tariff.bands?.slice(0, 1) } });
    expect(await screen.findByTestId('inquiry-group')).toHaveTextContent(
      '2 adults, 0 children · 2 nights · 1 room · Elementary school: 1 · baby: 1',
    );
  });

  it('says units, not rooms, for an inquiry that is no stay', async () => {
    const plain = { ...request, units: 3, nights: undefined, bands: undefined };
    const { bands: _names, ...tariff } = inquiry.tariff;
    renderCard('en', { ...inquiry, tariff, request: plain, asked: plain });
    const group = await screen.findByTestId('inquiry-group');
    expect(group).toHaveTextContent('2 adults, 0 children · 3 units');
    expect(group).not.toHaveTextContent('room');
  });
});
