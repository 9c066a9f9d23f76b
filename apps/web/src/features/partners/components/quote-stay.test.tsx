import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';
import { ryokanQuote, ryokanTariff } from '../test/ryokan';

const key = ryokanTariff.key;

function open(api: ApiStubs, language: 'jp' | 'en') {
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    [`GET /api/v1/Tariff/${key}`]: () => Response.json(ryokanTariff),
    ...api,
  });
  renderAt(`/${language}/search/${key}`);
  return userEvent.setup();
}

describe('the quote of a ryokan stay (docs/product-decisions.md §12)', () => {
  it('asks nights, rooms and children per age band, and shows each night, the lines, the charges apart and the commission', async () => {
    const post = vi.fn((_init?: RequestInit) => Response.json(ryokanQuote));
    const user = open({ [`POST /api/v1/Tariff/${key}/quote`]: post }, 'jp');
    const panel = await screen.findByTestId('quote-panel');
    // The tariff's bands replace the plain children count.
    expect(within(panel).queryByLabelText('子ども')).toBeNull();
    await user.clear(within(panel).getByLabelText('大人'));
    await user.type(within(panel).getByLabelText('大人'), '2');
    await user.clear(within(panel).getByLabelText('小学生'));
    await user.type(within(panel).getByLabelText('小学生'), '1');
    expect(within(panel).getByLabelText('泊数')).toHaveValue(1);
    expect(within(panel).getByLabelText('部屋数')).toHaveValue(1);
    await user.type(within(panel).getByLabelText('日付'), '2026-12-05');

    const result = await within(panel).findByTestId('quote-result');
    expect(JSON.parse(String(post.mock.lastCall?.[0]?.body))).toEqual({
      date: '2026-12-05',
      adults: 2,
      children: 0,
      units: 1,
      nights: 1,
      bands: { elementary: 1 },
    });
    expect(within(result).getByTestId('quote-day')).toHaveTextContent('休前日');
    const lines = within(result).getAllByTestId('quote-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(/（休前日） 大人 × 2（1室3名）/);
    expect(lines[1]).toHaveTextContent(/（休前日） 小学生 × 1（1室3名）/);
    expect(within(result).getByTestId('quote-service')).toHaveTextContent('サービス料（15％）8100円');
    expect(within(result).getByTestId('quote-tax')).toHaveTextContent('うち消費税（10％）');
    expect(within(result).getByTestId('quote-bath-tax')).toHaveTextContent('入湯税300円');
    expect(within(result).getByTestId('quote-lodging-tax')).toHaveTextContent('宿泊税（京都市）1200円');
    // The order the trade reads: service charge, consumption tax, then the two local taxes.
    const order = within(result)
      .getAllByRole('row')
      .map((row) => row.getAttribute('data-testid'))
      .filter((id) => id?.startsWith('quote-') && id !== 'quote-line');
    expect(order).toEqual([
      'quote-service',
      'quote-tax',
      'quote-bath-tax',
      'quote-lodging-tax',
      'quote-commission-public',
      'quote-commission',
      'quote-net',
    ]);
    expect(within(result).getByTestId('quote-total')).toHaveTextContent('63,600円');
    expect(within(result).getByTestId('quote-commission-public')).toHaveTextContent('公開料金63,600円');
    expect(within(result).getByTestId('quote-commission')).toHaveTextContent('手数料（12％）7452円');
    expect(within(result).getByTestId('quote-net')).toHaveTextContent('仕入額56,148円');
    expect(within(result).queryByTestId('quote-public-total')).toBeNull();
  });

  it('starts from the search the buyer came from: its adults, date and children by age band', async () => {
    const post = vi.fn((_init?: RequestInit) => Response.json(ryokanQuote));
    stubSession(signedIn(['tourtariff:buyer']), {
      'GET /api/profile': () => Response.json(rolesWith()),
      [`GET /api/v1/Tariff/${key}`]: () => Response.json(ryokanTariff),
      [`POST /api/v1/Tariff/${key}/quote`]: post,
      'POST /api/v1/Tariff/search': () => Response.json({ items: [], next: null, total: 0, counts: {} }),
    });
    const router = renderAt('/jp/search');
    await router.navigate(`/jp/search/${key}`, {
      state: { search: 'adults=2&band.elementary=1&band.baby=1&date=2026-12-05' },
    });
    const panel = await screen.findByTestId('quote-panel');
    expect(within(panel).getByLabelText('大人')).toHaveValue(2);
    expect(within(panel).getByLabelText('小学生')).toHaveValue(1);
    await within(panel).findByTestId('quote-result');
    expect(JSON.parse(String(post.mock.lastCall?.[0]?.body))).toMatchObject({
      date: '2026-12-05',
      adults: 2,
      bands: { elementary: 1, baby: 1 },
    });
  });

  it('names a special day night in the reader’s language and leaves out charges the answer does not have', async () => {
    const quote = {
      ...ryokanQuote,
      date: '2026-12-31',
      days: [{ date: '2026-12-31', dayType: '年末年始' }],
      lines: ryokanQuote.lines.map((line) => ({ ...line, date: '2026-12-31', dayType: '年末年始' })),
      public: { ...ryokanQuote.public, charges: undefined },
      partner: null,
    };
    const user = open({ [`POST /api/v1/Tariff/${key}/quote`]: () => Response.json(quote) }, 'en');
    const panel = await screen.findByTestId('quote-panel');
    await user.type(within(panel).getByLabelText('Date'), '2026-12-31');
    const result = await within(panel).findByTestId('quote-result');
    expect(within(result).getByTestId('quote-day')).toHaveTextContent('Year end');
    expect(within(result).getAllByTestId('quote-line')[1]).toHaveTextContent(
      '(Year end) Elementary school × 1',
    );
    expect(within(result).queryByTestId('quote-service')).toBeNull();
    expect(within(result).queryByTestId('quote-bath-tax')).toBeNull();
    expect(within(result).queryByTestId('quote-commission')).toBeNull();
  });

  it('sends an inquiry from the quote with its nights, rooms and age bands', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c1');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'buyer');
    const inquire = vi.fn((_init?: RequestInit) => Response.json({ status: 500 }, { status: 500 }));
    stubSession(signedIn(['tourtariff:buyer:owner']), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
      'GET /api/messenger/unread?space=c1': () => Response.json({ total: 0, conversations: 0 }),
      [`GET /api/v1/Tariff/${key}`]: () => Response.json(ryokanTariff),
      [`POST /api/v1/Tariff/${key}/quote`]: () => Response.json(ryokanQuote),
      'POST /api/messenger/inquiries': inquire,
    });
    renderAt(`/jp/search/${key}`);
    const user = userEvent.setup();
    const panel = await screen.findByTestId('quote-panel');
    await user.clear(within(panel).getByLabelText('大人'));
    await user.type(within(panel).getByLabelText('大人'), '2');
    await user.clear(within(panel).getByLabelText('泊数'));
    await user.type(within(panel).getByLabelText('泊数'), '2');
    await user.clear(within(panel).getByLabelText('小学生'));
    await user.type(within(panel).getByLabelText('小学生'), '1');
    await user.type(within(panel).getByLabelText('日付'), '2027-01-15');
    await within(panel).findByTestId('quote-result');
    await user.click(screen.getByTestId('inquiry-open'));
    const form = await screen.findByTestId('inquiry-form');
    expect(within(form).getByTestId('inquiry-form-stay')).toHaveTextContent('2泊');
    expect(within(form).getByTestId('inquiry-form-stay')).toHaveTextContent('年齢区分の子ども 1名');
    await user.click(within(form).getByRole('button', { name: '問い合わせを送信' }));
    await vi.waitFor(() => expect(inquire).toHaveBeenCalled());
    expect(JSON.parse(String(inquire.mock.calls[0]?.[0]?.body))).toMatchObject({
      space: 'c1',
      tariff: key,
      date: '2027-01-15',
      adults: 2,
      children: 0,
      nights: 2,
      bands: { elementary: 1 },
    });
  });
});
