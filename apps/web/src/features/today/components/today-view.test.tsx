import { screen, within } from '@testing-library/react';
import type { TodayOut } from '@tourtariff/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';

const supplierToday: TodayOut = {
  space: corporateSupplier.key,
  role: 'supplier',
  date: '2026-12-02',
  items: [
    { key: 'bookingsToConfirm', count: 3, href: '/bookings' },
    { key: 'inquiriesToAnswer', count: 0, href: '/messages' },
    { key: 'arrivalsToday', count: 1, href: '/bookings' },
    { key: 'arrivalsTomorrow', count: 0, href: '/bookings' },
    { key: 'nearlySoldOut', count: 2, href: '/bookings/calendar' },
    { key: 'partnershipRequests', count: 1, href: '/partners' },
  ],
};

function openHome(path: string, api: ApiStubs) {
  window.sessionStorage.setItem('current_profile_key', corporateSupplier.key);
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'supplier');
  const fetchMock = stubSession(signedIn(['tourtariff:supplier', 'tourtariff:supplier:owner']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    ...api,
  });
  renderAt(path);
  return fetchMock;
}

const todayUrl = `GET /api/v1/Today?space=${corporateSupplier.key}`;

afterEach(() => window.sessionStorage.clear());

describe('home: today', () => {
  it("lists the supplier's counts, each linking to its page, in the reader's language", async () => {
    openHome('/en', { [todayUrl]: () => Response.json(supplierToday) });
    const today = await screen.findByTestId('today');
    expect(within(today).getByRole('heading', { level: 2 })).toHaveTextContent('Today, 2026-12-02');
    const toConfirm = within(today).getByTestId('today-bookingsToConfirm');
    expect(toConfirm).toHaveTextContent('Bookings to confirm3');
    expect(toConfirm).toHaveAttribute('href', '/en/bookings');
    expect(within(today).getByTestId('today-nearlySoldOut')).toHaveAttribute('href', '/en/bookings/calendar');
    expect(within(today).getByTestId('today-partnershipRequests')).toHaveTextContent('Partnership requests1');
    expect(within(today).getAllByRole('link')).toHaveLength(6);
    expect(screen.queryByTestId('today-empty')).toBeNull();
  });

  it('speaks Japanese under /jp', async () => {
    openHome('/jp', { [todayUrl]: () => Response.json(supplierToday) });
    const line = await screen.findByTestId('today-bookingsToConfirm');
    expect(line).toHaveTextContent('確定待ちの予約3');
    expect(line).toHaveAttribute('href', '/jp/bookings');
  });

  it('says so when nothing waits', async () => {
    const none = { ...supplierToday, items: supplierToday.items.map((item) => ({ ...item, count: 0 })) };
    openHome('/en', { [todayUrl]: () => Response.json(none) });
    expect(await screen.findByTestId('today-empty')).toHaveTextContent('Nothing waits for you today.');
  });

  it('shows a spinner while the counts load', async () => {
    openHome('/en', { [todayUrl]: () => new Promise<Response>(() => {}) });
    expect(await screen.findByTestId('today-loading')).toBeInTheDocument();
  });

  it('shows an error when the counts cannot be read', async () => {
    openHome('/en', { [todayUrl]: () => new Response('boom', { status: 500 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
