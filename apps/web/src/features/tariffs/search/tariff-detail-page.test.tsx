import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { rolesWith } from '../../../../test/spaces';
import type { TariffDetail } from '../api/types';
import { ryokanDoc } from '../view/test/fixtures';
import { hit, page } from './test/hits';

const view: TariffDetail = {
  ...ryokanDoc,
  key: 'tf_ryokan',
  space: 'c2',
  state: 'published',
  version: 2,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-02T00:00:00.000Z',
  publishedAt: '2025-03-03T00:00:00.000Z',
  supplier: { key: 'c2', name: '京都旅館株式会社', avatar: null },
};

function open(path: string, tariff: TariffDetail | null = view) {
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    'GET /api/v1/Tariff/tf_ryokan': () =>
      tariff ? Response.json(tariff) : new Response('invalid record', { status: 404 }),
    'POST /api/v1/Tariff/search': () =>
      Response.json(page([hit('tf_ryokan', { supplier: { key: 'c2', name: '京都旅館株式会社' } })])),
  });
  return { router: renderAt(path), user: userEvent.setup() };
}

describe('tariff detail page', () => {
  it('shows the sheet, the price for the search’s adults and the supplier, and returns to that search', async () => {
    const { router, user } = open('/en/search?q=kyoto&adults=2');
    await user.click(await screen.findByRole('link', { name: 'Tea ceremony tf_ryokan' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Historic Kyoto ryokan, half board' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/search/tf_ryokan');
    expect(screen.getByTestId('sheet-tax')).toHaveTextContent('tax incl.');
    // Two adults: the all-year room (¥50,000) beats 2 × ¥28,000, and reads as the room's price.
    expect(screen.getByTestId('price-summary')).toHaveTextContent('From ¥50,000 per room(tax incl.)');
    expect(within(screen.getByTestId('supplier-card')).getByText('京都旅館株式会社')).toBeInTheDocument();
    // The space's name, never its key.
    expect(screen.getByTestId('supplier-card')).not.toHaveTextContent('c2');
    expect(screen.queryByTestId('not-published')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Back to search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search'));
    expect(router.state.location.search).toBe('?q=kyoto&adults=2');
  });

  it('opened from a shared link, names the supplier and says when it is not published', async () => {
    open('/jp/search/tf_ryokan', { ...view, state: 'suspended' });
    expect(await screen.findByRole('heading', { level: 2, name: '京都の老舗旅館 一泊二食' })).toBeVisible();
    expect(within(screen.getByTestId('supplier-card')).getByText('京都旅館株式会社')).toBeInTheDocument();
    expect(screen.getByTestId('price-summary')).toHaveTextContent('大人1名で28,000円から（税込）');
    expect(screen.getByTestId('not-published')).toHaveTextContent('公開停止');
    expect(screen.getByRole('link', { name: '← 検索に戻る' })).toHaveAttribute('href', '/jp/search');
  });

  it('shows a clear not-found state for an unknown or hidden tariff', async () => {
    open('/en/search/tf_ryokan', null);
    // No retry on a 404: the answer is final, so the state shows at once.
    expect(await screen.findByTestId('tariff-not-found')).toHaveTextContent('Tariff not found');
    expect(screen.queryByTestId('tariff-sheet')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to search' })).toHaveAttribute('href', '/en/search');
  });
});
