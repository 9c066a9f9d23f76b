import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, signedOut, stubSession } from '../../../../test/app';
import { publicEvent } from '../test/fixtures';

const url = '/api/v1/Event/public/ev_spring';

describe('/tariff/events/event/[...key]', () => {
  it('shows a published event to somebody who is not signed in', async () => {
    const fetch = stubSession(signedOut, { [`GET ${url}`]: () => Response.json(publicEvent) });
    renderAt('/en/tariff/events/event/ev_spring');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kyoto Spring Fair' })).toBeInTheDocument();
    const page = screen.getByTestId('public-event');
    expect(page).toHaveTextContent(/1\s?–\s?5 April 2025/);
    expect(page).toHaveTextContent('Kyoto City');
    expect(page).toHaveTextContent('京都旅館株式会社');
    expect(page).toHaveTextContent('Seasonal stays and experiences.');
    const card = screen.getByTestId('event-tariff');
    expect(card).toHaveTextContent('Machiya ryokan stay');
    expect(card).toHaveTextContent('Accommodation');
    expect(card).toHaveTextContent('from ¥18,000 tax incl.');
    // Details need an account; the page invites in instead of linking to a sign-in wall.
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // No sign-in was started and the event came through the sessionless request.
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
  });

  it("shows a linked tariff's picture through the event's own public route", async () => {
    const hash = `bafkrei${'a'.repeat(52)}`;
    const withImage = { ...publicEvent, tariffs: [{ ...publicEvent.tariffs[0], image: hash }] };
    stubSession(signedOut, { [`GET ${url}`]: () => Response.json(withImage) });
    renderAt('/en/tariff/events/event/ev_spring');
    const card = await screen.findByTestId('event-tariff');
    expect(card.querySelector('img')).toHaveAttribute('src', `${url}/image/${hash}`);
  });

  it('shows it in Japanese with yen after the amount, and links details for signed-in viewers', async () => {
    stubSession(signedIn(['tourtariff:buyer:owner']), {
      [`GET ${url}`]: () => Response.json(publicEvent),
      'GET /api/profile': () => Response.json(null),
    });
    renderAt('/jp/tariff/events/event/ev_spring');
    expect(await screen.findByRole('heading', { level: 1, name: '春の京都フェア' })).toBeInTheDocument();
    expect(screen.getByTestId('public-event')).toHaveTextContent('2025年4月1日～2025年4月5日');
    expect(screen.getByTestId('event-tariff')).toHaveTextContent('18,000円〜');
    expect(screen.getByRole('link', { name: '京町家の宿の詳細を見る' })).toHaveAttribute(
      'href',
      '/jp/search/tf_ryokan',
    );
  });

  it("shows an active partner's price beside the public one, marked as theirs", async () => {
    const partner = { agreement: 'ag_1', discount: 10, priceFrom: 16_200 };
    const [ryokan] = publicEvent.tariffs;
    const priced = {
      ...publicEvent,
      tariffs: [
        { ...ryokan, partner },
        { ...ryokan, key: 'tf_b', partner: null },
      ],
    };
    stubSession(signedIn(['tourtariff:buyer:owner']), {
      [`GET ${url}`]: () => Response.json(priced),
      'GET /api/profile': () => Response.json(null),
    });
    renderAt('/en/tariff/events/event/ev_spring');
    const [mine, other] = await screen.findAllByTestId('event-tariff');
    expect(mine).toHaveTextContent('from ¥18,000 tax incl.');
    expect(within(mine as HTMLElement).getByTestId('partner-price')).toHaveTextContent(
      'Partner price¥16,20010 % off',
    );
    expect(within(other as HTMLElement).queryByTestId('partner-price')).toBeNull();
  });

  it('says so plainly when the event is unknown or not published', async () => {
    stubSession(signedOut);
    renderAt('/en/tariff/events/event/ev_missing');
    expect(await screen.findByTestId('event-not-found')).toHaveTextContent('Event not found');
  });

  it('does not ask the server about a key that cannot exist', async () => {
    const fetch = stubSession(signedOut);
    renderAt('/en/tariff/events/event/ev_a/b');
    expect(await screen.findByTestId('event-not-found')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/Event/public'))).toBe(false);
  });
});
