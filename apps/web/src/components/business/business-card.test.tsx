import { screen, within } from '@testing-library/react';
import type { BusinessProfileView } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { rolesWith } from '../../../test/spaces';
import type { TariffDetail } from '../../features/tariffs/api/types';
import { ryokanDoc } from '../../features/tariffs/view/test/fixtures';

const tariff: TariffDetail = {
  ...ryokanDoc,
  key: 'tf_ryokan',
  space: 'c2',
  state: 'published',
  version: 1,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-02T00:00:00.000Z',
  publishedAt: '2025-03-03T00:00:00.000Z',
  supplier: { key: 'c2', name: '京都旅館株式会社', avatar: null },
};

const card: BusinessProfileView = {
  key: 'c2',
  kind: 'corporate',
  role: 'supplier',
  industry: 'creator',
  name: '京都旅館株式会社',
  avatar: null,
  visibility: 'card',
  details: {
    description: { jp: '京都の老舗旅館です。', en: 'A historic ryokan in Kyoto.' },
    address: { postalCode: '600-8216', prefecture: '26', city: '京都市下京区', street: '東塩小路町721-1' },
    invoiceNumber: 'T7000012050002',
    corporateNumber: '7000012050002',
    travelRegistration: { authority: '観光庁長官登録旅行業', number: '第1234号' },
    foundedYear: 1952,
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function open(path: string, profile: BusinessProfileView | null = card) {
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    'GET /api/v1/Tariff/tf_ryokan': () => Response.json(tariff),
    'GET /api/v1/Creator/c2': () =>
      profile ? Response.json(profile) : new Response('invalid record', { status: 404 }),
  });
  renderAt(path);
}

describe('business card on the tariff detail page', () => {
  it('shows the supplier’s public card in Japanese, the address the Japanese way', async () => {
    open('/jp/search/tf_ryokan');
    const shown = await screen.findByTestId('business-card');
    expect(within(shown).getByRole('heading', { name: '京都旅館株式会社' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('京都の老舗旅館です。');
    expect(shown).toHaveTextContent('〒600-8216 京都府京都市下京区東塩小路町721-1');
    expect(shown).toHaveTextContent('観光庁長官登録旅行業第1234号');
    expect(shown).toHaveTextContent('T7000012050002');
    expect(shown).toHaveTextContent('1952年');
  });

  it('in English, writes the address the western way', async () => {
    open('/en/search/tf_ryokan');
    const shown = await screen.findByTestId('business-card');
    expect(shown).toHaveTextContent('A historic ryokan in Kyoto.');
    expect(shown).toHaveTextContent('東塩小路町721-1, 京都市下京区, Kyoto 600-8216, Japan');
  });

  it('shows nothing when the supplier has no card to show', async () => {
    open('/en/search/tf_ryokan', null);
    expect(await screen.findByTestId('supplier-card')).toBeInTheDocument();
    expect(screen.queryByTestId('business-card')).not.toBeInTheDocument();
  });
});
