import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { rolesWith } from '../../../../test/spaces';
import { formatDate } from '../../../lib/locale';
import { partnerQuote, partnerTariff } from '../test/fixtures';

const quotePath = 'POST /api/v1/Tariff/tf_hanako-private/quote';

function open(api: ApiStubs, path = '/en/search/tf_hanako-private') {
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    'GET /api/v1/Tariff/tf_hanako-private': () => Response.json(partnerTariff),
    ...api,
  });
  renderAt(path);
  return userEvent.setup();
}

describe('the quote panel on a tariff page', () => {
  it('waits for a date, then prices the group with the partner discount line, tax, total and cancellation', async () => {
    const post = vi.fn((_init?: RequestInit) => Response.json(partnerQuote));
    const user = open({ [quotePath]: post });
    const panel = await screen.findByTestId('quote-panel');
    expect(panel).toHaveTextContent('Choose a date to see the price.');

    await user.clear(within(panel).getByLabelText('Adults'));
    await user.type(within(panel).getByLabelText('Adults'), '12');
    await user.type(within(panel).getByLabelText('Date'), '2026-08-10');

    const result = await within(panel).findByTestId('quote-result');
    expect(JSON.parse(String(post.mock.lastCall?.[0]?.body))).toEqual({
      date: '2026-08-10',
      adults: 12,
      children: 0,
    });
    expect(result).toHaveTextContent('Season: High season');
    expect(result).toHaveTextContent('per person, 1–20 pax — adults × 12');
    expect(within(result).getByTestId('quote-adjustment')).toHaveTextContent('Partner discount 12 %−¥14,400');
    expect(result).toHaveTextContent('Tax included (10 %)¥9600');
    expect(within(result).getByTestId('quote-total')).toHaveTextContent('¥105,600');
    expect(within(result).getByTestId('quote-public-total')).toHaveTextContent('¥120,000');
    expect(within(result).getByTestId('quote-cancellation')).toHaveTextContent(
      `From ${formatDate('2026-08-07', 'en')}50 % — ¥52,800`,
    );
  });

  it('shows a refusal in the reader’s language from its code', async () => {
    const user = open(
      {
        [quotePath]: () =>
          Response.json(
            { error: { code: 'quote.no_pax_tier', message: 'No rate row', params: { pax: 30 } } },
            { status: 422 },
          ),
      },
      '/jp/search/tf_hanako-private',
    );
    const panel = await screen.findByTestId('quote-panel');
    await user.type(within(panel).getByLabelText('日付'), '2026-08-10');
    expect(await within(panel).findByTestId('quote-refusal')).toHaveTextContent(
      'この日付で30名に適用できる料金がありません。',
    );
  });

  it('shows the partner price beside the public one in the price summary and the rates table', async () => {
    open({}, '/en/search/tf_hanako-private');
    const table = await screen.findByTestId('rate-group');
    expect(within(table).getByTestId('rate-partner-price')).toHaveTextContent('Partner price: ¥8800');
    expect(table).toHaveTextContent('¥10,000');
  });
});
