import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { rolesWith } from '../../../../test/spaces';
import type { SearchPage } from '../api/search';
import { hit, page } from './test/hits';

type Body = Record<string, unknown>;

/** A buyer on the search page; `answer` plays the search endpoint and sees every body sent. */
function open(path: string, answer: (body: Body) => SearchPage | Response) {
  const bodies: Body[] = [];
  stubSession(signedIn(['tourtariff:buyer', 'tourtariff:buyer:owner']), {
    'GET /api/profile': () => Response.json(rolesWith()),
    'POST /api/v1/Tariff/search': (init) => {
      const body = JSON.parse(String(init?.body)) as Body;
      bodies.push(body);
      const answered = answer(body);
      return answered instanceof Response ? answered : Response.json(answered);
    },
  });
  const router = renderAt(path);
  return { bodies, router, user: userEvent.setup() };
}

describe('search page', () => {
  it('searches what the address says and shows results with price, tax, supplier and category counts', async () => {
    const { bodies } = open('/en/search?q=tea&adults=2&pref=26&max=20000&sort=price', () =>
      page([hit('tf_a'), hit('tf_b', { tax: { included: false, rate: 10 }, price: null })], {
        total: 2,
        counts: { activity: 2, meal: 5 },
      }),
    );
    const cards = await screen.findAllByTestId('result-card');
    expect(bodies[0]).toEqual({
      q: 'tea',
      adults: 2,
      sort: 'price',
      prefecture: '26',
      price: { max: 20000 },
      limit: 20,
    });
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Tea ceremony tf_a' })).toHaveAttribute(
      'href',
      '/en/search/tf_a',
    );
    expect(within(cards[0] as HTMLElement).getByTestId('result-price')).toHaveTextContent(
      'From ¥12,000 for 2 adults(tax incl.)',
    );
    expect(within(cards[1] as HTMLElement).getByTestId('result-price')).toHaveTextContent(
      'No rate for 2 adults; adult rates from ¥6000(tax excl.)',
    );
    expect(cards[0]).toHaveTextContent('Supplier: 京都旅館株式会社');
    expect(cards[0]).toHaveTextContent('Kyoto · Higashiyama');
    expect(screen.getByTestId('category-all')).toHaveTextContent('All7');
    expect(screen.getByTestId('category-meal')).toHaveTextContent('Meal5');
    expect(screen.getByTestId('category-guide')).toHaveTextContent('Guide0');
    // The form starts from the address.
    expect(screen.getByLabelText('Keywords')).toHaveValue('tea');
    expect(screen.getByLabelText('Adults')).toHaveValue(2);
    expect(screen.getByLabelText('Max price (JPY)')).toHaveValue('20000');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
  });

  it('names what a per-vehicle or per-group price is for, never an adult', async () => {
    const bus = hit('tf_bus', {
      price: { amount: 165_000, adults: 1, unit: { unit: 'per_vehicle', paxMin: 1, paxMax: 45 } },
    });
    const walk = hit('tf_walk', {
      price: { amount: 75_900, adults: 1, unit: { unit: 'per_group', paxMin: 7, paxMax: 12 } },
    });
    open('/jp/search', () => page([bus, walk]));
    const cards = await screen.findAllByTestId('result-card');
    const price = (i: number) => within(cards[i] as HTMLElement).getByTestId('result-price');
    expect(price(0)).toHaveTextContent('1台あたり165,000円から（税込）');
    expect(price(0)).not.toHaveTextContent('大人');
    expect(price(1)).toHaveTextContent('7〜12名1グループあたり75,900円から');
  });

  it('writes a submitted search into the address (locale kept) and searches again', async () => {
    const { bodies, router, user } = open('/jp/search', () => page([hit('tf_a')]));
    await screen.findByTestId('result-card');
    expect(screen.getByTestId('result-price')).toHaveTextContent('大人2名で12,000円から（税込）');
    await user.type(screen.getByLabelText('キーワード'), '京都');
    await user.clear(screen.getByLabelText('大人の人数'));
    await user.type(screen.getByLabelText('大人の人数'), '2');
    await user.type(screen.getByLabelText('最低料金（円）'), '5,000');
    await user.click(screen.getByRole('button', { name: '検索' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/search'));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'q=%E4%BA%AC%E9%83%BD&adults=2&min=5000',
    );
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ q: '京都', adults: 2, price: { min: 5000 } }));

    // The category applies at once; back returns to the previous search and its form.
    await user.click(screen.getByTestId('category-activity'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ category: 'activity', q: '京都' }));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByTestId('category-all')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText('キーワード')).toHaveValue('京都');
  });

  it('searches children by age band from the keyboard: the address, the body and the card carry them', async () => {
    const { bodies, router, user } = open('/jp/search?adults=2&date=2026-11-21', (body) =>
      page([
        hit('tf_a', {
          price: body.bands
            ? {
                amount: 150_070,
                adults: 2,
                bands: { elementary: 1 },
                unit: { unit: 'per_person', paxMin: 1, paxMax: 9 },
              }
            : { amount: 12_000, adults: 2, unit: { unit: 'per_person', paxMin: 1, paxMax: 9 } },
        }),
      ]),
    );
    await screen.findByTestId('result-card');
    const bands = screen.getByRole('group', { name: '子どもの人数（年齢区分）' });
    const elementary = within(bands).getByLabelText('小学生（6〜12歳）');
    expect(within(bands).getAllByRole('spinbutton')).toHaveLength(4);
    // Keyboard only: tab from the adults into the first band and type its count, then submit with Enter.
    await user.click(screen.getByLabelText('大人の人数'));
    await user.tab();
    expect(elementary).toHaveFocus();
    await user.keyboard('1{Enter}');

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('band.elementary')).toBe('1'),
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        q: '',
        adults: 2,
        bands: { elementary: 1 },
        date: '2026-11-21',
        sort: 'relevance',
        limit: 20,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('result-price')).toHaveTextContent(
        '大人2名・子ども1名で150,070円から（税込）',
      ),
    );
    expect(screen.getByLabelText('小学生（6〜12歳）')).toHaveValue(1);
  });

  it('refuses a band count that is not a whole number beside its field, in English too', async () => {
    const { bodies, user } = open('/en/search', () => page([hit('tf_a')]));
    await screen.findByTestId('result-card');
    expect(screen.getByRole('group', { name: 'Children by age' })).toBeInTheDocument();
    const baby = screen.getByLabelText('Baby (0–2)');
    await user.type(baby, '1000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(baby).toHaveAttribute('aria-invalid', 'true');
    expect(baby).toHaveAccessibleDescription('Enter a number from 0 to 999, or leave it empty.');
    expect(bodies).toHaveLength(1);
  });

  it('refuses an amount that is not whole yen beside the field, without searching', async () => {
    const { bodies, user } = open('/en/search', () => page([hit('tf_a')]));
    await screen.findByTestId('result-card');
    await user.type(screen.getByLabelText('Min price (JPY)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByLabelText('Min price (JPY)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a whole number of yen.');
    expect(bodies).toHaveLength(1);
  });

  it('loads the next page with the cursor and appends it', async () => {
    const { bodies, user } = open('/en/search?q=tea', (body) =>
      body.cursor === 'c1'
        ? page([hit('tf_c')], { total: 3, counts: { activity: 3 } })
        : page([hit('tf_a'), hit('tf_b')], { next: 'c1', total: 3, counts: { activity: 3 } }),
    );
    expect(await screen.findAllByTestId('result-card')).toHaveLength(2);
    expect(screen.getByTestId('search-total')).toHaveTextContent('3 tariffs found');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(3));
    expect(bodies[1]).toMatchObject({ q: 'tea', cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 3 results shown.')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the search fails', async () => {
    open('/en/search?q=zzz', () => page([], { counts: {} }));
    expect(await screen.findByText('No tariffs match your search.')).toBeInTheDocument();
    expect(screen.getByTestId('search-total')).toHaveTextContent('0 tariffs found');
  });

  it('shows the server’s refusal when a search fails', async () => {
    open('/en/search?q=tea', () =>
      Response.json(
        {
          error: {
            code: 'request.invalid',
            message: 'Invalid request: body.sort: too long',
            fields: [{ field: 'body.sort', rule: 'invalid_value', message: 'Invalid option' }],
          },
        },
        { status: 400 },
      ),
    );
    // The code and the field it names in the reader's language, not the server's English message.
    expect(await screen.findByTestId('search-error', {}, { timeout: 4000 })).toHaveTextContent(
      'Some input is not valid. sort: Choose one of the offered values.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
