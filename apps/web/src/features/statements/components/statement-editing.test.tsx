import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement, StatementLine } from '@tourtariff/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';

const line = (n: number, over: Partial<StatementLine>): StatementLine => ({
  line: n,
  kind: 'booking',
  booking: `bk_${n}`,
  reference: `TT-2026-90000${n}`,
  date: '2026-11-22',
  description: '祇園の茶道体験',
  group: '大人2名',
  amount: 16_500,
  taxClass: 'standard',
  taxForReference: 1_500,
  reason: null,
  ...over,
});

const draft: Statement = {
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
    line(1, {}),
    line(2, { kind: 'cancellation_fee', amount: 4_800, taxClass: 'none', taxForReference: 0 }),
    line(3, {
      kind: 'manual',
      booking: null,
      reference: null,
      description: '送迎',
      amount: 5_500,
      taxForReference: 500,
      reason: '駅まで追加送迎',
    }),
  ],
  totals: {
    rates: [{ taxClass: 'standard', percent: 10, total: 22_000, tax: 2_000, net: 20_000, yen: null }],
    outside: 4_800,
    tax: 2_000,
    total: 26_800,
    yen: null,
  },
  paid: 0,
  open: 26_800,
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

function open(path: string, memberRole: 'owner' | 'member', api: ApiStubs) {
  const space = { ...corporateSupplier, memberRole };
  window.sessionStorage.setItem('current_profile_key', space.key);
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'supplier');
  stubSession(signedIn(['tourtariff:supplier', `tourtariff:supplier:${memberRole}`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [space] })),
    ...api,
  });
  renderAt(path);
  return userEvent.setup();
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.lastCall?.[0]?.body));
const wait = { timeout: 10_000 };

afterEach(() => window.sessionStorage.clear());

/** The supplier's changes to a draft (docs/statements.md §1–§2): manual lines, tax classes, the rounding. */
describe('a draft statement, as its supplier edits it', () => {
  it('adds a manual line only with its reason', async () => {
    const rebuild = vi.fn((_init?: RequestInit) => Response.json(draft));
    const user = open('/jp/statements/st_1', 'owner', {
      'GET /api/v1/Statement/st_1': () => Response.json(draft),
      'POST /api/v1/Statement/st_1/rebuild': rebuild,
    });
    await user.click(await screen.findByRole('button', { name: '明細を追加' }, wait));
    const dialog = await screen.findByTestId('statement-manual-dialog');
    await user.clear(within(dialog).getByLabelText('日付'));
    await user.type(within(dialog).getByLabelText('日付'), '2026-11-30');
    await user.type(within(dialog).getByLabelText('内容'), '貸切送迎');
    await user.type(within(dialog).getByLabelText('金額（税込・JPY）'), '-1100');
    await user.selectOptions(within(dialog).getByLabelText('税区分'), 'reduced');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    const reason = within(dialog).getByLabelText('理由（必須）');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('この明細の理由を入力してください。');
    expect(rebuild).not.toHaveBeenCalled();

    await user.type(reason, '料金の訂正');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(rebuild).toHaveBeenCalledTimes(1));
    expect(bodyOf(rebuild)).toEqual({
      add: [
        {
          date: '2026-11-30',
          description: '貸切送迎',
          amount: -1100,
          taxClass: 'reduced',
          reason: '料金の訂正',
        },
      ],
    });
  });

  it('marks a cancellation fee standard-rated and removes a manual line', async () => {
    const rebuild = vi.fn((_init?: RequestInit) => Response.json(draft));
    const user = open('/en/statements/st_1', 'owner', {
      'GET /api/v1/Statement/st_1': () => Response.json(draft),
      'POST /api/v1/Statement/st_1/rebuild': rebuild,
    });
    const fee = await screen.findByRole('combobox', { name: 'Tax class of line 2' }, wait);
    expect(fee).toHaveValue('none');
    await user.selectOptions(fee, 'standard');
    await waitFor(() => expect(rebuild).toHaveBeenCalledTimes(1));
    expect(bodyOf(rebuild)).toEqual({ marks: [{ line: 2, taxClass: 'standard' }] });
    // Only the supplier's own lines can be removed.
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await waitFor(() => expect(rebuild).toHaveBeenCalledTimes(2));
    expect(bodyOf(rebuild)).toEqual({ remove: [3] });
  });

  it('shows a member the lines and classes with nothing to act on', async () => {
    open('/en/statements/st_1', 'member', {
      'GET /api/v1/Statement/st_1': () => Response.json({ ...draft, actions: [] }),
    });
    const lines = await screen.findByTestId('statement-lines', {}, wait);
    expect(lines).toHaveTextContent('Outside tax');
    expect(lines).toHaveTextContent('駅まで追加送迎');
    expect(within(lines).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(lines).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('statement-add-line')).not.toBeInTheDocument();
    expect(screen.queryByTestId('statement-issue')).not.toBeInTheDocument();
  });

  it('shows the tax per rate in yen on a statement in dollars', async () => {
    const usd: Statement = {
      ...draft,
      currency: 'USD',
      fxRate: '150.2500',
      lines: [line(1, { amount: 11_000, taxForReference: 1_000 })],
      totals: {
        rates: [
          {
            taxClass: 'standard',
            percent: 10,
            total: 11_000,
            tax: 1_000,
            net: 10_000,
            yen: { total: 16_528, tax: 1_502 },
          },
        ],
        outside: 0,
        tax: 1_000,
        total: 11_000,
        yen: { tax: 1_502, total: 16_528, fxRate: 1_502_500 },
      },
    };
    open('/en/statements/st_1', 'owner', { 'GET /api/v1/Statement/st_1': () => Response.json(usd) });
    const totals = await screen.findByTestId('statement-totals', {}, wait);
    expect(totals).toHaveTextContent('10% items110.00 USD');
    expect(totals).toHaveTextContent('Tax in yen¥1502');
  });
});

describe('the supplier’s rounding setting', () => {
  const space = {
    key: 'c2',
    kind: 'corporate',
    name: '京都旅館株式会社',
    avatar: null,
    role: 'supplier',
    category: 'supplier',
    industry: 'creator',
    business: 'b1',
    details: {},
    createdAt: '2024-04-01T00:00:00.000Z',
  };
  const settings = 'GET /api/v1/Statement/settings?space=c2';

  it('lets an owner choose half up among the space’s settings', async () => {
    const put = vi.fn((_init?: RequestInit) =>
      Response.json({ space: 'c2', rounding: 'half_up', drafts: 2 }),
    );
    const user = open('/jp/profile/c2', 'owner', {
      'GET /api/corporate/c2': () => Response.json({ ...space, memberRole: 'owner' }),
      [settings]: () => Response.json({ space: 'c2', rounding: 'down', drafts: 0 }),
      'PUT /api/v1/Statement/settings': put,
    });
    const select = await screen.findByRole('combobox', { name: '消費税の端数処理' }, wait);
    expect(select).toHaveValue('down');
    expect(screen.getByTestId('rounding-setting')).toHaveTextContent('税率ごとに1回だけ端数処理');
    await user.selectOptions(select, 'half_up');
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(bodyOf(put)).toEqual({ space: 'c2', rounding: 'half_up' });
  });

  it('shows a member the method without a control', async () => {
    open('/en/profile/c2', 'member', {
      'GET /api/corporate/c2': () => Response.json({ ...space, memberRole: 'member' }),
      [settings]: () => Response.json({ space: 'c2', rounding: 'up', drafts: 0 }),
    });
    const setting = await screen.findByTestId('rounding-setting', {}, wait);
    expect(setting).toHaveTextContent('Rounding of consumption tax: Round up');
    expect(within(setting).queryByRole('combobox')).not.toBeInTheDocument();
  });
});
