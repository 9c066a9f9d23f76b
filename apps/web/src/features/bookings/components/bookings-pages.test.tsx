import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@tourtariff/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, corporateSupplier, rolesWith } from '../../../../test/spaces';

const booking: Booking = {
  key: 'bk_1',
  reference: 'TT-2026-000123',
  tariff: 'tf_ryokan',
  tariffName: { jp: '祇園の旅館', en: 'Gion ryokan' },
  supplier: { key: 'c2', name: '京都旅館株式会社' },
  buyer: { key: 'c1', name: 'さくらトラベル株式会社' },
  state: 'confirmed',
  date: '2026-12-20',
  to: '2026-12-20',
  adults: 4,
  children: 0,
  bands: {},
  units: 2,
  note: '',
  currency: 'JPY',
  lines: [
    {
      kind: 'adult',
      rate: 0,
      unit: 'per_person',
      paxMin: 1,
      paxMax: 4,
      season: null,
      quantity: 4,
      unitPrice: 30_000,
      amount: 120_000,
    },
  ],
  total: 120_000,
  feeSchedule: [
    { from: '2026-12-19', percent: 20, kind: 'days' },
    { from: '2026-12-20', percent: 80, kind: 'days' },
    { from: '2026-12-20', percent: 100, kind: 'no_show' },
  ],
  holdExpiresAt: null,
  fee: null,
  reason: null,
  inquiry: null,
  channel: 'web',
  side: 'buyer',
  actions: ['cancel', 'amend'],
  version: 2,
  createdAt: '2026-12-01T01:00:00Z',
  updatedAt: '2026-12-01T01:05:00Z',
};

function open(path: string, role: 'buyer' | 'supplier', api: ApiStubs) {
  const space = role === 'buyer' ? corporateBuyer : corporateSupplier;
  window.sessionStorage.setItem('current_profile_key', space.key);
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', role);
  stubSession(signedIn([`tourtariff:${role}`, `tourtariff:${role}:owner`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [space] })),
    ...api,
  });
  renderAt(path);
  return userEvent.setup();
}

afterEach(() => window.sessionStorage.clear());

describe('the booking page', () => {
  it('shows the price lines and the fee schedule on dates', async () => {
    open('/en/bookings/bk_1', 'buyer', { 'GET /api/v1/Booking/bk_1': () => Response.json(booking) });
    const page = await screen.findByTestId('booking-detail');
    expect(within(page).getByTestId('booking-reference')).toHaveTextContent('TT-2026-000123');
    expect(within(page).getByTestId('booking-lines')).toHaveTextContent('4 adults × ¥30,000¥120,000');
    expect(within(page).getByTestId('booking-total')).toHaveTextContent('¥120,000');
    expect(within(page).getByTestId('fee-schedule')).toHaveTextContent('No-show100 %');
    expect(within(page).getByTestId('booking-voucher-link')).toHaveAttribute(
      'href',
      '/en/bookings/bk_1/voucher',
    );
  });

  it('previews the fee before cancelling and sends the fee it showed', async () => {
    // The server's record, as each GET reads it: cancelled once the cancel has been answered.
    let current: Booking = booking;
    const cancel = vi.fn((_init?: RequestInit) => {
      current = { ...booking, state: 'cancelled', fee: 24_000, actions: [] };
      return Response.json(current);
    });
    const user = open('/en/bookings/bk_1', 'buyer', {
      'GET /api/v1/Booking/bk_1': () => Response.json(current),
      'GET /api/v1/Booking/bk_1/cancellation': () =>
        Response.json({ percent: 20, fee: 24_000, daysBefore: 1, schedule: booking.feeSchedule }),
      'POST /api/v1/Booking/bk_1/cancel': cancel,
    });
    await user.click(await screen.findByTestId('booking-cancel'));
    const dialog = await screen.findByTestId('booking-cancel-dialog');
    expect(await within(dialog).findByTestId('cancel-fee')).toHaveTextContent(
      'Cancelling now costs ¥24,000 (20 %).',
    );
    expect(dialog).toHaveTextContent('1 day before the service date');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel with this fee' }));
    expect(JSON.parse(String(cancel.mock.lastCall?.[0]?.body))).toEqual({ expectFee: 24_000 });
    expect(await screen.findByTestId('booking-fee-recorded')).toHaveTextContent('¥24,000');
  });

  it('amends the age bands with the server’s new figures shown before confirming', async () => {
    const bands = [{ key: 'elementary', name: { jp: '小学生', en: 'Elementary school' } }];
    const line = booking.lines[0] as Booking['lines'][number];
    const asked = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { bands?: Record<string, number>; units?: number };
      const children = body.bands?.elementary ?? 0;
      const lines = [
        line,
        ...(children
          ? [
              {
                ...line,
                kind: 'band' as const,
                band: 'elementary',
                quantity: children,
                amount: 21_000 * children,
              },
            ]
          : []),
      ];
      return Response.json({
        currency: 'JPY',
        lines,
        total: 120_000 + 21_000 * children,
        current: { lines: booking.lines, total: 120_000 },
        available: body.units === undefined,
        unavailable:
          body.units === undefined ? null : { code: 'booking.sold_out', date: '2026-12-20', left: 1 },
        bands,
      });
    });
    const amend = vi.fn((_init?: RequestInit) => Response.json(booking));
    const user = open('/en/bookings/bk_1', 'buyer', {
      'GET /api/v1/Booking/bk_1': () => Response.json(booking),
      'POST /api/v1/Booking/bk_1/amend-preview': asked,
      'POST /api/v1/Booking/bk_1/amend': amend,
    });
    await user.click(await screen.findByTestId('booking-amend'));
    const dialog = await screen.findByTestId('booking-amend-dialog');
    const band = await within(dialog).findByLabelText('Elementary school');
    expect(within(dialog).queryByLabelText('Children')).toBeNull();
    await user.clear(band);
    await user.type(band, '2');
    const preview = await within(dialog).findByTestId('amend-preview');
    await waitFor(() => expect(within(preview).getByTestId('amend-new-total')).toHaveTextContent('¥162,000'));
    expect(within(preview).getByTestId('amend-current-total')).toHaveTextContent('¥120,000');
    expect(preview).toHaveTextContent('Elementary school');
    expect(within(preview).getByTestId('amend-available')).toBeInTheDocument();

    const units = within(dialog).getByLabelText('Units');
    await user.clear(units);
    await user.type(units, '3');
    expect(await within(dialog).findByTestId('amend-unavailable')).toHaveTextContent(
      'Not available: only 1 unit left on',
    );
    await user.clear(units);
    await user.type(units, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Amend' }));
    expect(JSON.parse(String(amend.mock.lastCall?.[0]?.body))).toEqual({ bands: { elementary: 2 } });
  });

  it('shows a held booking’s time left and confirms it', async () => {
    const held = {
      ...booking,
      state: 'held' as const,
      holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      actions: ['confirm' as const, 'cancel' as const],
    };
    let current: Booking = held;
    const confirm = vi.fn(() => {
      current = booking;
      return Response.json(current);
    });
    const user = open('/en/bookings/bk_1', 'buyer', {
      'GET /api/v1/Booking/bk_1': () => Response.json(current),
      'POST /api/v1/Booking/bk_1/confirm': confirm,
    });
    expect(await screen.findByTestId('hold-timer')).toHaveTextContent(/^(10:00|9:5\d) left$/);
    await user.click(screen.getByTestId('booking-confirm'));
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('booking-state')).toHaveTextContent('Confirmed'));
    expect(screen.queryByTestId('booking-hold')).not.toBeInTheDocument();
  });

  it('shows a refused move in the reader’s language', async () => {
    const user = open('/jp/bookings/bk_1', 'buyer', {
      'GET /api/v1/Booking/bk_1': () =>
        Response.json({
          ...booking,
          state: 'held',
          holdExpiresAt: new Date(Date.now() + 60_000).toISOString(),
          actions: ['confirm'],
        }),
      'POST /api/v1/Booking/bk_1/confirm': () =>
        Response.json(
          {
            error: {
              code: 'booking.hold_expired',
              message: 'expired',
              params: { expiredAt: '2026-12-01T00:00:00Z' },
            },
          },
          { status: 410 },
        ),
    });
    await user.click(await screen.findByTestId('booking-confirm'));
    expect(
      await screen.findByText('仮押さえの期限が切れています。もう一度予約してください。'),
    ).toBeInTheDocument();
  });
});

describe('the bookings list', () => {
  it('opens a supplier on its pending requests and confirms one in one click', async () => {
    const pending = {
      ...booking,
      state: 'pending' as const,
      side: 'supplier' as const,
      actions: ['confirm' as const, 'reject' as const],
    };
    const query = vi.fn((_init?: RequestInit) => Response.json({ items: [pending], next: null }));
    const confirm = vi.fn(() => Response.json({ ...pending, state: 'confirmed' }));
    const user = open('/en/bookings', 'supplier', {
      'POST /api/v1/Booking/query': query,
      'POST /api/v1/Booking/bk_1/confirm': confirm,
    });
    const row = await screen.findByTestId('booking-row');
    expect(row).toHaveTextContent('さくらトラベル株式会社');
    expect(JSON.parse(String(query.mock.calls[0]?.[0]?.body))).toEqual({
      filter: { supplier: 'c2', state: 'pending' },
      sort: [{ field: 'date', order: 'asc' }],
      limit: 20,
    });
    await user.click(within(row).getByTestId('booking-confirm-row'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks for a reason before rejecting', async () => {
    const pending = { ...booking, state: 'pending' as const, side: 'supplier' as const };
    const reject = vi.fn((_init?: RequestInit) => Response.json({ ...pending, state: 'rejected' }));
    const user = open('/en/bookings', 'supplier', {
      'POST /api/v1/Booking/query': () => Response.json({ items: [pending], next: null }),
      'POST /api/v1/Booking/bk_1/reject': reject,
    });
    await user.click(await screen.findByTestId('booking-reject-row'));
    const dialog = await screen.findByTestId('booking-reject-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dialog).toHaveTextContent('Please give a reason.');
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByTestId('booking-reason'), 'Fully booked that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(JSON.parse(String(reject.mock.lastCall?.[0]?.body))).toEqual({ reason: 'Fully booked that day' });
  });

  it('filters by tariff through the address, and the CSV export asks for the same tariff', async () => {
    const query = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { fields?: string[] };
      return Response.json({
        items: body.fields
          ? [{ key: 'bk_1', tariff: 'tf_ryokan', tariffName: booking.tariffName }]
          : [booking],
        next: null,
      });
    });
    const user = open('/en/bookings?tariff=tf_ryokan', 'buyer', {
      'POST /api/v1/Booking/query': query,
      'POST /api/v1/Booking/aggregate': () =>
        Response.json({ items: [{ group: { tariff: 'tf_ryokan' }, count: 1 }], next: null }),
    });
    const select = await screen.findByTestId('bookings-tariff-filter');
    await within(select).findByRole('option', { name: 'Gion ryokan' });
    expect(select).toHaveValue('tf_ryokan');
    const lists = () =>
      query.mock.calls
        .map((call) => JSON.parse(String(call[0]?.body)) as { filter: object; fields?: string[] })
        .filter((body) => !body.fields);
    await waitFor(() => expect(lists().at(-1)?.filter).toEqual({ buyer: 'c1', tariff: 'tf_ryokan' }));
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByTestId('bookings-export'));
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({ filter: { buyer: 'c1', tariff: 'tf_ryokan' }, limit: 100 }),
    );
  });

  it('shows a buyer all its bookings, newest first', async () => {
    const query = vi.fn((_init?: RequestInit) => Response.json({ items: [booking], next: null }));
    open('/en/bookings', 'buyer', { 'POST /api/v1/Booking/query': query });
    const row = await screen.findByTestId('booking-row');
    expect(row).toHaveTextContent('京都旅館株式会社');
    expect(row).toHaveTextContent('Confirmed');
    expect(JSON.parse(String(query.mock.calls[0]?.[0]?.body)).filter).toEqual({ buyer: 'c1' });
  });
});
