import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@tourtariff/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, corporateSupplier, rolesWith } from '../../../../test/spaces';
import { unpaidWith } from './partner-unpaid';
import { orderStatements } from './statements-list';

const statement: Statement = {
  key: 'st_1',
  number: null,
  supplier: { key: 'c2', name: '京都旅館株式会社' },
  buyer: { key: 'c1', name: 'さくらトラベル株式会社' },
  month: '2026-11',
  currency: 'JPY',
  state: 'draft',
  rounding: 'down',
  fxRate: null,
  lines: [
    {
      line: 1,
      kind: 'booking',
      booking: 'bk_1',
      reference: 'TT-2026-900008',
      date: '2026-11-22',
      description: '祇園の茶道体験',
      group: '大人2名',
      amount: 16_500,
      taxClass: 'standard',
      taxForReference: 1_500,
      reason: null,
    },
  ],
  totals: {
    rates: [{ taxClass: 'standard', percent: 10, total: 16_500, tax: 1_500, net: 15_000, yen: null }],
    outside: 0,
    tax: 1_500,
    total: 16_500,
    yen: null,
  },
  paid: 0,
  open: 16_500,
  issuedAt: null,
  dueDate: null,
  overdue: false,
  overdueSince: null,
  voidReason: null,
  pdf: null,
  payments: [],
  creditNotes: [],
  side: 'supplier',
  actions: ['issue', 'rebuild'],
  version: 1,
  createdAt: '2026-12-01T01:00:00Z',
  updatedAt: '2026-12-01T01:00:00Z',
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

describe('the statements pages', () => {
  it('lists the space’s statements, overdue first', async () => {
    const overdue = { ...statement, key: 'st_2', month: '2026-09', state: 'issued' as const, overdue: true };
    expect(orderStatements([statement, overdue]).map((s) => s.key)).toEqual(['st_2', 'st_1']);
    open('/en/statements', 'supplier', {
      'POST /api/v1/Statement/query': () => Response.json({ items: [statement, overdue], next: null }),
    });
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows.map((row) => row.dataset.state)).toEqual(['issued', 'draft']);
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('さくらトラベル株式会社');
    expect(rows[1]).toHaveTextContent('¥16,500');
  });

  it('shows the lines and per-rate tax, and issues after a confirmation', async () => {
    let current: Statement = statement;
    const issue = vi.fn(() => {
      current = { ...statement, state: 'issued', number: 'INV-c2-202611-1', actions: ['pay', 'void'] };
      return Response.json(current);
    });
    const user = open('/jp/statements/st_1', 'supplier', {
      'GET /api/v1/Statement/st_1': () => Response.json(current),
      'POST /api/v1/Statement/st_1/issue': issue,
    });
    const page = await screen.findByTestId('statement-detail');
    expect(within(page).getByTestId('statement-lines')).toHaveTextContent('TT-2026-900008');
    expect(within(page).getByTestId('statement-totals')).toHaveTextContent('10%対象16,500円');
    expect(within(page).getByTestId('statement-totals')).toHaveTextContent('うち消費税 10%1500円');
    expect(page).toHaveTextContent('端数処理：税率ごとに1回、切り捨て');
    await user.click(within(page).getByTestId('statement-issue'));
    const dialog = await screen.findByTestId('statement-issue-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(issue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('statement-number')).toHaveTextContent('INV-c2-202611-1'));
  });

  it('offers a member of the buyer no moves, and the buyer’s owner a payment of the open amount', async () => {
    const issued = {
      ...statement,
      state: 'issued' as const,
      side: 'buyer' as const,
      actions: ['pay' as const],
    };
    const pay = vi.fn((_init?: RequestInit) =>
      Response.json({ ...issued, state: 'paid', open: 0, actions: [] }),
    );
    const user = open('/en/statements/st_1', 'buyer', {
      'GET /api/v1/Statement/st_1': () => Response.json(issued),
      'POST /api/v1/Statement/st_1/pay': pay,
    });
    await user.click(await screen.findByTestId('statement-pay'));
    const dialog = await screen.findByTestId('statement-pay-dialog');
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(16_500);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(JSON.parse(String(pay.mock.lastCall?.[0]?.body))).toMatchObject({ amount: 16_500 });
    expect(screen.queryByTestId('statement-issue')).not.toBeInTheDocument();
  });
});

describe('the partner card’s unpaid line', () => {
  it('sums what the partner’s issued statements have open and says since when one is overdue', () => {
    const issued = { ...statement, state: 'issued' as const, open: 10_000 };
    const late = { ...issued, key: 'st_2', open: 5_000, overdue: true, overdueSince: '2026-12-31' };
    const other = { ...issued, key: 'st_3', buyer: { key: 'c9', name: '他社' } };
    expect(unpaidWith([issued, late, other], 'c1')).toEqual({
      sum: 15_000,
      currency: 'JPY',
      since: '2026-12-31',
    });
    expect(unpaidWith([statement], 'c1')).toBeNull();
  });
});
