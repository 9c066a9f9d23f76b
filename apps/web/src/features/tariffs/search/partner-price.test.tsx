import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { rolesWith } from '../../../../test/spaces';
import { hit, page } from './test/hits';

function open(path: string, items: ReturnType<typeof hit>[]) {
  stubSession(signedIn(['tourtariff:buyer', 'tourtariff:buyer:owner']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    'POST /api/v1/Tariff/search': () => Response.json(page(items)),
  });
  renderAt(path);
}

const partner = { agreement: 'ag_1', discount: 12, priceFrom: 5280, price: { amount: 10_560, adults: 2 } };

describe('partner prices on search cards', () => {
  it('shows an active partner’s price under the public one, marked as theirs', async () => {
    open('/en/search?adults=2', [hit('tf_a', { partner }), hit('tf_b')]);
    const [mine, other] = await screen.findAllByTestId('result-card');
    expect(within(mine as HTMLElement).getByTestId('result-price')).toHaveTextContent('¥12,000');
    expect(within(mine as HTMLElement).getByTestId('partner-price')).toHaveTextContent(
      'Partner priceFrom ¥10,560 for 2 adults12 % off',
    );
    expect(within(other as HTMLElement).queryByTestId('partner-price')).toBeNull();
  });

  it('falls back to the partner’s lowest rate when no rate admits the adults asked, in Japanese too', async () => {
    open('/jp/search?adults=40', [hit('tf_a', { price: null, partner: { ...partner, price: null } })]);
    const card = await screen.findByTestId('result-card');
    expect(within(card).getByTestId('partner-price')).toHaveTextContent('取引先価格5280円12％割引');
  });
});
