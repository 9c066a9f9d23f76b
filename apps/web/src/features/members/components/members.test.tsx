import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { Member } from '../api/members';

const me: Member = {
  sub: 'user-1',
  role: 'owner',
  email: 'hanako@example.com',
  nickname: 'Hanako',
  person: null,
  joinedAt: '2024-04-01T00:00:00.000Z',
  secondFactor: true,
  lastSignInAt: '2026-11-30T01:02:00.000Z',
};
const taro: Member = {
  sub: 'user-2',
  role: 'member',
  email: 'taro@example.com',
  nickname: 'Taro',
  person: null,
  joinedAt: '2024-05-01T00:00:00.000Z',
  secondFactor: false,
  lastSignInAt: null,
};

const base = '/api/corporate/c2';

/** /profile/setting with the corporate supplier space chosen, as its owner. */
function open(api: ApiStubs = {}, path = '/en/profile/setting', access = ['tourtariff:supplier:owner']) {
  window.sessionStorage.setItem('current_profile_key', 'c2');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'supplier');
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(access), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    [`GET ${base}/members`]: () => Response.json({ items: [me, taro], next: null }),
    [`GET ${base}/invitations`]: () => Response.json({ items: [], next: null }),
    'GET /api/invitations': () => Response.json({ items: [], next: null }),
    ...api,
  });
  renderAt(path);
  return { user, fetch };
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

describe('corporate members on /profile/setting (docs/product-decisions.md §5)', () => {
  it('lists the members with their roles', async () => {
    open();
    const rows = await screen.findAllByTestId('member-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Hanako'),
      expect.stringContaining('Taro'),
    ]);
    expect(within(rows[1] as HTMLElement).getByLabelText('Role of Taro')).toHaveValue('member');
  });

  it('shows who has two-step verification and when each last signed in, and lets the owner require it', async () => {
    const patch = vi.fn(() => Response.json({ requireSecondFactor: true }));
    const { user } = open({
      [`GET ${base}/security`]: () => Response.json({ requireSecondFactor: false }),
      [`PATCH ${base}/security`]: patch,
    });
    const rows = await screen.findAllByTestId('member-row');
    expect(within(rows[0] as HTMLElement).getByTestId('member-second-factor')).toHaveTextContent('Set up');
    expect(within(rows[1] as HTMLElement).getByTestId('member-second-factor')).toHaveTextContent('None');
    expect(within(rows[1] as HTMLElement).getByTestId('member-last-sign-in')).toHaveTextContent('Not yet');
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('member-last-sign-in')
        .querySelector('time'),
    ).toHaveAttribute('dateTime', me.lastSignInAt);
    const rule = await screen.findByLabelText('Require two-step verification of every member');
    expect(rule).not.toBeChecked();
    await user.click(rule);
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(bodyOf(patch)).toEqual({ requireSecondFactor: true });
    await waitFor(() => expect(rule).toBeChecked());
  });

  it('shows a member’s written name with its reading on a Japanese page, and the joined date in its style', async () => {
    const named: Member = { ...taro, person: { name: '桜井 太郎', furigana: 'さくらい たろう' } };
    open(
      { [`GET ${base}/members`]: () => Response.json({ items: [me, named], next: null }) },
      '/jp/profile/setting',
    );
    const rows = await screen.findAllByTestId('member-row');
    const row = rows[1] as HTMLElement;
    expect(row.querySelector('ruby')?.firstChild?.textContent).toBe('桜井 太郎');
    expect(within(row).getByTestId('person-reading')).toHaveTextContent('さくらい たろう');
    expect(row).toHaveTextContent('2024年5月1日');
    // The member without a written name keeps their nickname, with no reading.
    expect((rows[0] as HTMLElement).querySelector('ruby')).toBeNull();
    expect(rows[0]).toHaveTextContent('Hanako');
  });

  it('names a member by their written name alone on an English page', async () => {
    const named: Member = { ...taro, person: { name: '桜井 太郎', furigana: 'さくらい たろう' } };
    open({ [`GET ${base}/members`]: () => Response.json({ items: [me, named], next: null }) });
    const rows = await screen.findAllByTestId('member-row');
    expect((rows[1] as HTMLElement).querySelector('ruby')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByLabelText('Role of 桜井 太郎')).toHaveValue('member');
    expect(rows[1]).toHaveTextContent('1 May 2024');
  });

  it('invites by email and role, and lists the pending invitation', async () => {
    const invitation = {
      id: 'i1',
      email: 'buyer@example.com',
      role: 'admin',
      createdAt: '2024-06-01T00:00:00Z',
    };
    let pending: unknown[] = [];
    const post = vi.fn(() => {
      pending = [invitation];
      return Response.json(invitation);
    });
    const { user } = open({
      [`POST ${base}/invitations`]: post,
      [`GET ${base}/invitations`]: () => Response.json({ items: pending, next: null }),
    });
    const form = await screen.findByTestId('invite-form');
    await user.type(within(form).getByLabelText('Email address'), 'Buyer@Example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('buyer@example.com has been invited.')).toBeInTheDocument();
    expect(bodyOf(post)).toEqual({ email: 'buyer@example.com', role: 'admin' });
    expect(await screen.findByTestId('space-invitation')).toHaveTextContent('buyer@example.com');
  });

  it('says why an invitation was refused', async () => {
    const { user } = open({
      [`POST ${base}/invitations`]: () =>
        Response.json(
          { error: { code: 'record.conflict', message: 'taro@example.com is already a member' } },
          { status: 409 },
        ),
    });
    const form = await screen.findByTestId('invite-form');
    await user.type(within(form).getByLabelText('Email address'), 'taro@example.com');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    // The code in the reader's language, not the server's English message.
    expect(await within(form).findByTestId('invite-error')).toHaveTextContent(
      'This cannot be done in the current state.',
    );
    expect(within(form).getByTestId('invite-error')).not.toHaveTextContent('already a member');
  });

  it('removes a member only after the confirm dialog', async () => {
    const remove = vi.fn(() => Response.json({ sub: 'user-2' }));
    const { user } = open({ [`DELETE ${base}/members/user-2`]: remove });
    await user.click(await screen.findByRole('button', { name: 'Remove Taro' }));
    const dialog = await screen.findByTestId('member-remove-confirm');
    expect(dialog).toHaveTextContent('Taro will lose access to this space.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
  });

  it('does not remove anybody when the dialog is cancelled', async () => {
    const remove = vi.fn(() => Response.json({ sub: 'user-2' }));
    const { user } = open({ [`DELETE ${base}/members/user-2`]: remove });
    await user.click(await screen.findByRole('button', { name: 'Remove Taro' }));
    await user.click(
      within(await screen.findByTestId('member-remove-confirm')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByTestId('member-remove-confirm')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it("shows the server's message for a code this build has no text for", async () => {
    const message = 'The last owner cannot leave; make someone else owner first';
    const { user } = open({
      [`DELETE ${base}/members/user-1`]: () =>
        Response.json({ error: { code: 'member.code_of_a_newer_server', message } }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByTestId('member-remove-confirm');
    expect(dialog).toHaveTextContent('Leave this space?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('members-error')).toHaveTextContent(message);
  });

  it('changes a member’s role', async () => {
    const patch = vi.fn(() => Response.json({ sub: 'user-2', role: 'admin' }));
    const { user } = open({ [`PATCH ${base}/members/user-2`]: patch });
    await user.selectOptions(await screen.findByLabelText('Role of Taro'), 'admin');
    await waitFor(() => expect(patch).toHaveBeenCalledOnce());
    expect(bodyOf(patch)).toEqual({ role: 'admin' });
  });
});

describe('your invitations on /profile/setting', () => {
  it('accepts an invitation and refreshes the spaces', async () => {
    const invitation = {
      id: 'inv-1',
      role: 'member',
      createdAt: '2024-06-01T00:00:00Z',
      space: { key: 'c9', name: '京都旅館株式会社', role: 'supplier' },
      inviter: { name: 'supplier', person: { name: '京都 花子', furigana: 'きょうと はなこ' } },
    };
    let answered = false;
    const accept = vi.fn(() => {
      answered = true;
      return Response.json({ id: 'inv-1', state: 'accepted' });
    });
    const { user, fetch } = open({
      'GET /api/invitations': () => Response.json({ items: answered ? [] : [invitation], next: null }),
      'POST /api/invitations/inv-1/accept': accept,
    });
    const item = await screen.findByTestId('my-invitation');
    expect(item).toHaveTextContent('京都旅館株式会社');
    // Who invited, by their written name; the reading is for Japanese pages only.
    expect(within(item).getByTestId('my-invitation-inviter')).toHaveTextContent('Invited by 京都 花子');
    expect(item.querySelector('rt')).toBeNull();
    const profileReads = () => fetch.mock.calls.filter(([url]) => url === '/api/profile').length;
    const before = profileReads();
    await user.click(within(item).getByRole('button', { name: 'Accept the invitation to 京都旅館株式会社' }));

    expect(await screen.findByText(/You have joined the space/)).toBeInTheDocument();
    expect(accept).toHaveBeenCalledOnce();
    await waitFor(() => expect(profileReads()).toBeGreaterThan(before));
    expect(screen.getByText('No invitations are waiting for you.')).toBeInTheDocument();
  });

  it('names who invited with the reading of their name on a Japanese page', async () => {
    const invitation = {
      id: 'inv-2',
      role: 'admin',
      createdAt: '2026-11-23T20:58:00Z',
      space: { key: 'c9', name: '京都旅館株式会社', role: 'supplier' },
      inviter: { name: 'supplier', person: { name: '京都 花子', furigana: 'きょうと はなこ' } },
    };
    open(
      { 'GET /api/invitations': () => Response.json({ items: [invitation], next: null }) },
      '/jp/profile/setting',
    );
    const item = await screen.findByTestId('my-invitation');
    const inviter = within(item).getByTestId('my-invitation-inviter');
    expect(inviter).toHaveTextContent('招待者：');
    expect(inviter.querySelector('ruby')?.firstChild?.textContent).toBe('京都 花子');
    expect(within(inviter).getByTestId('person-reading')).toHaveTextContent('きょうと はなこ');
    // Sent at 5:58 on the 24th in Japan: the day the invitee sees is Japan's.
    expect(item).toHaveTextContent('2026年11月24日');
  });

  it('says invitations wait for a confirmed address instead of showing an empty list', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c2');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'supplier');
    const session = signedIn(['tourtariff:supplier:owner']);
    stubSession(
      { ...session, user: session.user && { ...session.user, email_verified: false } },
      {
        'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
        [`GET ${base}/members`]: () => Response.json({ items: [me], next: null }),
        [`GET ${base}/invitations`]: () => Response.json({ items: [], next: null }),
        'GET /api/invitations': () => Response.json({ items: [], next: null }),
      },
    );
    renderAt('/jp/profile/setting');
    const section = await screen.findByTestId('my-invitations-section');
    expect(await within(section).findByText(/メールアドレスの確認後に表示されます/)).toBeInTheDocument();
    expect(within(section).queryByText('あなたへの招待はありません。')).not.toBeInTheDocument();
  });

  it('explains that members belong to corporate spaces when another kind is chosen', async () => {
    stubSession(signedIn(['tourtariff:user']), {
      'GET /api/profile': () => Response.json(rolesWith()),
      'GET /api/invitations': () => Response.json({ items: [], next: null }),
    });
    renderAt('/en/profile/setting');
    expect(await screen.findByText(/Members and invitations belong to corporate spaces/)).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting for you.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

describe('a platform administrator resets a member\'s second factors (docs/identity.md "Second factor")', () => {
  const taroWithFactor: Member = { ...taro, secondFactor: true };
  const admin = ['tourtariff:supplier:owner', 'tourtariff:admin'];
  const members = {
    [`GET ${base}/members`]: () => Response.json({ items: [me, taroWithFactor], next: null }),
  };
  const resetPath = 'DELETE /api/admin/users/user-2/factors';

  it('offers the reset to administrators only, for others who have a factor', async () => {
    open(members);
    await screen.findAllByTestId('member-row');
    expect(screen.queryByTestId('member-reset-factors')).not.toBeInTheDocument();
  });

  it('resets only after the confirmation dialog, and says it did', async () => {
    const reset = vi.fn(() => new Response(null, { status: 204 }));
    const { user } = open({ ...members, [resetPath]: reset }, '/en/profile/setting', admin);
    const rows = await screen.findAllByTestId('member-row');
    // Not on the administrator's own row: their factors are theirs to remove from settings.
    expect(within(rows[0] as HTMLElement).queryByTestId('member-reset-factors')).not.toBeInTheDocument();
    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Reset two-step verification of Taro' }),
    );
    const dialog = await screen.findByTestId('member-reset-factors-confirm');
    expect(dialog).toHaveTextContent('Reset two-step verification?');
    expect(dialog).toHaveTextContent('every passkey of Taro');
    expect(reset).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reset).toHaveBeenCalledOnce());
    expect(await screen.findByTestId('members-reset-done')).toHaveTextContent(
      'Two-step verification of Taro was reset.',
    );
  });

  it('does nothing when the dialog is cancelled, and names the refusal of the server', async () => {
    const reset = vi.fn(() =>
      Response.json(
        { error: { code: 'mfa.not_enrolled', message: 'This person has no second factor' } },
        {
          status: 409,
        },
      ),
    );
    const { user } = open({ ...members, [resetPath]: reset }, '/jp/profile/setting', admin);
    const rows = await screen.findAllByTestId('member-row');
    const button = within(rows[1] as HTMLElement).getByRole('button', { name: 'Taro の2段階認証をリセット' });
    await user.click(button);
    const dialog = await screen.findByTestId('member-reset-factors-confirm');
    expect(dialog).toHaveTextContent('2段階認証をリセットしますか？');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByTestId('member-reset-factors-confirm')).not.toBeInTheDocument());
    expect(reset).not.toHaveBeenCalled();
    await user.click(button);
    await user.click(
      within(await screen.findByTestId('member-reset-factors-confirm')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(reset).toHaveBeenCalledOnce());
    expect(await screen.findByTestId('members-error')).toBeInTheDocument();
  });
});
