import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewView } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, rolesWith } from '../../../test/spaces';
import type { TariffDetail } from '../../features/tariffs/api/types';
import { hit, page } from '../../features/tariffs/search/test/hits';
import { ryokanDoc } from '../../features/tariffs/view/test/fixtures';

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

const review = (fields: Partial<ReviewView> = {}): ReviewView => ({
  key: 'rv_1',
  tariff: { key: 'tf_ryokan', title: { jp: '旅館', en: 'Ryokan' } },
  supplier: 'c2',
  author: { space: 'c9', name: 'みなと旅行株式会社' },
  rating: 5,
  title: '素晴らしい滞在',
  text: 'お部屋も食事も最高でした。',
  lang: 'jp',
  state: 'published',
  reason: null,
  reply: { text: 'ありがとうございました。', at: '2025-04-02T00:00:00.000Z' },
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  publishedAt: '2025-04-01T00:00:00.000Z',
  actions: [],
  ...fields,
});

const reviewsPath = 'GET /api/v1/Review?limit=50&tariff=tf_ryokan';

function open(stubs: Record<string, (init?: RequestInit) => Response> = {}) {
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
    'GET /api/v1/Tariff/tf_ryokan': () => Response.json(view),
    'GET /api/v1/Review/stats/tf_ryokan': () =>
      Response.json({ count: 3, average: 4.67, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } }),
    [reviewsPath]: () => Response.json({ items: [review()], next: null }),
    'GET /api/v1/Review/eligibility/tf_ryokan': () =>
      Response.json({ spaces: [{ space: 'c1', review: null }] }),
    ...stubs,
  });
  renderAt('/en/search/tf_ryokan');
  return userEvent.setup();
}

describe('reviews on the tariff detail page', () => {
  it('shows the stats with a distribution in words, and published reviews with their language and reply', async () => {
    open();
    const stats = await screen.findByTestId('review-stats');
    expect(stats).toHaveTextContent('4.7 out of 5 (3 reviews)');
    expect(within(stats).getByTestId('review-bar-5')).toHaveTextContent('5-star reviews: 2');
    expect(within(stats).getByTestId('review-bar-1')).toHaveTextContent('1-star reviews: 0');
    const item = await screen.findByTestId('review-item');
    expect(within(item).getByTestId('review-language')).toHaveTextContent('Language: Japanese');
    expect(within(item).getByRole('heading', { name: '素晴らしい滞在' })).toHaveAttribute('lang', 'ja');
    expect(within(item).getByTestId('review-reply')).toHaveTextContent('ありがとうございました。');
  });

  it('lets an eligible buyer write a review and names a refused field in the reader’s language', async () => {
    const post = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      if (body.rating === 0)
        return Response.json(
          {
            error: {
              code: 'request.invalid',
              message: 'bad',
              fields: [{ field: 'body.rating', rule: 'too_small', message: 'x', params: { minimum: 1 } }],
            },
          },
          { status: 400 },
        );
      return Response.json(
        review({ state: 'pending', actions: ['edit', 'delete'], author: { space: 'c1', name: 'x' } }),
      );
    });
    const user = open({ 'POST /api/v1/Review': post });
    const form = await screen.findByTestId('review-form');
    await user.type(within(form).getByLabelText('Title'), 'Lovely');
    await user.type(within(form).getByLabelText('Review'), 'Great rooms.');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(form.querySelector('.text-danger')).not.toBeNull();

    await user.click(within(form).getByLabelText('4 out of 5'));
    await user.selectOptions(within(form).getByLabelText('Written in'), 'en');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(JSON.parse(String(post.mock.lastCall?.[0]?.body))).toEqual({
      tariff: 'tf_ryokan',
      space: 'c1',
      rating: 4,
      title: 'Lovely',
      text: 'Great rooms.',
      lang: 'en',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your review was sent.');
  });

  it('offers no form to a space that may not review', async () => {
    open({ 'GET /api/v1/Review/eligibility/tf_ryokan': () => Response.json({ spaces: [] }) });
    await screen.findByTestId('review-item');
    expect(screen.queryByTestId('review-form')).toBeNull();
  });
});

describe('reviews elsewhere', () => {
  it('shows stars and count on a search card, and offers the rating order', async () => {
    stubSession(signedIn(['tourtariff:buyer']), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
      'POST /api/v1/Tariff/search': () =>
        Response.json(page([hit('tf_ryokan', { rating: { average: 4.5, count: 2 } })])),
    });
    renderAt('/en/search');
    const rating = await screen.findByTestId('result-rating');
    expect(rating).toHaveTextContent('4.5 out of 5, 2 reviews');
    expect(rating).toHaveTextContent('4.5 (2)');
    expect(screen.getByRole('option', { name: 'Rating: high to low' })).toBeInTheDocument();
  });

  it('moderates on the admin’s Reviews tab: publish a pending review, reject with a reason', async () => {
    const pending = review({ state: 'pending', actions: ['published', 'rejected', 'delete'], reply: null });
    const moves: { url: string; body: unknown }[] = [];
    const patch = (state: string) => (init?: RequestInit) => {
      moves.push({ url: state, body: JSON.parse(String(init?.body)) });
      return Response.json({ ...pending, state, actions: [] });
    };
    stubSession(signedIn(['tourtariff:admin']), {
      'GET /api/profile': () => Response.json(rolesWith()),
      'GET /api/v1/Review?limit=50&state=pending': () => Response.json({ items: [pending], next: null }),
      'GET /api/v1/Review?limit=50&state=published': () => Response.json({ items: [], next: null }),
      'PATCH /api/v1/Review/rv_1/published': patch('published'),
      'PATCH /api/v1/Review/rv_1/rejected': patch('rejected'),
    });
    renderAt('/en/tariff/admin?tab=reviews');
    const queue = await screen.findByTestId('review-moderation-pending');
    const user = userEvent.setup();
    expect(queue).toHaveTextContent('Tariff: Ryokan');
    await user.click(within(queue).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this review' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for the author'), 'Names a person');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(within(queue).getByRole('button', { name: 'Publish' }));
    expect(moves).toEqual([
      { url: 'rejected', body: { reason: 'Names a person' } },
      { url: 'published', body: {} },
    ]);
  });
});
