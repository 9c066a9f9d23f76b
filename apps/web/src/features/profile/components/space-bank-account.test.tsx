import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { SpaceView } from '../api/get-space';

const kyoto: SpaceView = {
  key: 'c2',
  kind: 'corporate',
  name: '京都旅館株式会社',
  avatar: null,
  role: 'supplier',
  category: 'supplier',
  industry: 'creator',
  business: 'b1',
  // A company's profile needs its corporate number before anything else saves (business-profile.ts).
  details: { corporateNumber: '9234567890123', invoiceNumber: 'T9234567890123' },
  memberRole: 'owner',
  createdAt: '2024-04-01T00:00:00.000Z',
};

const account = {
  bank: '京都銀行',
  branch: '京都駅前支店',
  type: 'ordinary',
  number: '1234567',
  holder: 'キヨウトリヨカン(カ',
};

function open(path: string, space: SpaceView = kyoto) {
  const patch = vi.fn((init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    return Response.json({ ...space, details: { ...space.details, ...body.details } });
  });
  const api: ApiStubs = { 'PATCH /api/corporate/c2': patch };
  stubSession(signedIn(['tourtariff:supplier', 'tourtariff:supplier:owner']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    'GET /api/corporate/c2': () => Response.json(space),
    ...api,
  });
  renderAt(path);
  return { user: userEvent.setup(), patch };
}

/** 振込先 in the profile form (docs/statements.md §3): the account issued statements print. */
describe('the bank account of a space', () => {
  it('sends the whole account, checking type and all, from the profile form', async () => {
    const { user, patch } = open('/en/profile/c2');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const form = screen.getByTestId('space-edit-form');
    const bank = within(form).getByTestId('space-bank-account');
    expect(bank).toHaveTextContent('Printed on your statements');
    await user.type(within(bank).getByLabelText('Bank'), '京都銀行');
    await user.type(within(bank).getByLabelText('Branch'), '京都駅前支店');
    await user.selectOptions(within(bank).getByLabelText('Account type'), 'checking');
    await user.type(within(bank).getByLabelText('Account number'), '7654321');
    await user.type(within(bank).getByLabelText('Account holder'), 'キヨウトリヨカン(カ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The space has been saved.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(JSON.parse(String(patch.mock.calls[0]?.[0]?.body))).toEqual({
      details: { bankAccount: { ...account, type: 'checking', number: '7654321' } },
    });
  });

  it('refuses in Japanese an account without its branch or with a short number, beside the fields and unsent', async () => {
    const { user, patch } = open('/jp/profile/c2');
    await user.click(await screen.findByRole('button', { name: '編集' }, { timeout: 10_000 }));
    const form = screen.getByTestId('space-edit-form');
    const bank = within(form).getByTestId('space-bank-account');
    expect(bank).toHaveTextContent('振込先');
    await user.type(within(bank).getByLabelText('銀行名'), '京都銀行');
    await user.type(within(bank).getByLabelText('口座番号'), '123');
    await user.type(within(bank).getByLabelText('口座名義'), 'キヨウトリヨカン(カ');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(within(bank).getByLabelText('支店名')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(bank).getByLabelText('口座番号')).toHaveAttribute('aria-invalid', 'true');
    expect(within(bank).getByLabelText('銀行名')).toHaveAttribute('aria-invalid', 'false');
    expect(patch).not.toHaveBeenCalled();
  });

  it('shows the stored account and removes it when every part is emptied', async () => {
    const { user, patch } = open('/en/profile/c2', {
      ...kyoto,
      details: { ...kyoto.details, bankAccount: account },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const bank = within(screen.getByTestId('space-edit-form')).getByTestId('space-bank-account');
    expect(within(bank).getByLabelText('Bank')).toHaveValue('京都銀行');
    expect(within(bank).getByLabelText('Account type')).toHaveValue('ordinary');
    for (const label of ['Bank', 'Branch', 'Account number', 'Account holder'])
      await user.clear(within(bank).getByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(JSON.parse(String(patch.mock.calls[0]?.[0]?.body))).toEqual({ details: { bankAccount: null } });
  });
});
