import { screen, within } from '@testing-library/react';
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

function open(path: string, supplier: TariffDetail['supplier'] = tariff.supplier) {
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    'GET /api/v1/Tariff/tf_ryokan': () => Response.json({ ...tariff, supplier }),
  });
  renderAt(path);
}

// docs/product-decisions.md §14: the supplier's 担当者 where an e-mail address would be.
describe('the contact person on the tariff detail page', () => {
  const contact = { space: 'c2', name: '山田 花子', department: '営業部', phone: '075-123-4567' };

  it('shows name, department and a phone to dial, in Japanese', async () => {
    open('/jp/search/tf_ryokan', { ...tariff.supplier, contact });
    const shown = await screen.findByTestId('contact-person');
    expect(shown).toHaveTextContent('担当者: 山田 花子（営業部） 075-123-4567');
    expect(within(shown).getByRole('link', { name: '075-123-4567 に電話する' })).toHaveAttribute(
      'href',
      'tel:0751234567',
    );
    expect(shown).not.toHaveTextContent('@');
  });

  it('shows nothing when the supplier named nobody', async () => {
    open('/en/search/tf_ryokan');
    expect(await screen.findByTestId('supplier-card')).toBeInTheDocument();
    expect(screen.queryByTestId('contact-person')).not.toBeInTheDocument();
  });
});
