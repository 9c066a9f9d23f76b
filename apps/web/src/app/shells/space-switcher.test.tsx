import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, guideSpace, personalSupplier, rolesWith } from '../../../test/spaces';
import { browser } from '../../lib/browser';

type RolesSpaces = Parameters<typeof rolesWith>[0];

const buyerAndSupplier = ['user', 'creator', 'supplier:personal', 'arranger', 'buyer', 'buyer:owner'].map(
  (entry) => `tourtariff:${entry}`,
);

function open(
  spaces: RolesSpaces,
  path = '/jp/search',
  session = signedIn(buyerAndSupplier),
  api: ApiStubs = {},
) {
  stubSession(session, { 'GET /api/profile': () => Response.json(rolesWith(spaces)), ...api });
  return renderAt(path);
}

async function toggle() {
  return within(await screen.findByTestId('space-switcher')).getByTestId('space-switcher-toggle');
}

describe('space switcher (docs/product.md §2)', () => {
  it.each([
    [
      'a corporate space by its name',
      { corporate: [corporateBuyer] },
      'さくらトラベル株式会社',
      'バイヤー',
      'success',
    ],
    [
      'a personal space as 個人スペース',
      { personal: [personalSupplier] },
      '個人スペース',
      'サプライヤー',
      'primary',
    ],
    ['a guide space with the guide label', { guide: guideSpace }, '個人スペース', 'ガイド', 'warning'],
    ['no space as the user', {}, '個人スペース', 'ユーザー', 'light'],
  ] as [string, RolesSpaces, string, string, string][])(
    'shows %s',
    async (_case, spaces, name, badge, variant) => {
      open(spaces);
      const button = await toggle();
      await waitFor(() => expect(within(button).getByTestId('role-badge')).toHaveTextContent(badge));
      expect(within(button).getByTestId('space-switcher-name')).toHaveTextContent(name);
      expect(within(button).getByTestId('role-badge')).toHaveAttribute('data-variant', variant);
      expect(button.querySelector('img')).toHaveAttribute('width', '28');
    },
  );

  it('lists the user and the spaces, and switches to the chosen one', async () => {
    const user = userEvent.setup();
    const router = open({ personal: [personalSupplier], corporate: [corporateBuyer] });
    const button = await toggle();
    await waitFor(() => expect(button).toHaveTextContent('個人スペース'));
    await user.click(button);

    expect(screen.getByTestId('space-switcher-user')).toHaveTextContent('hanako@example.com');
    const options = screen.getAllByTestId('space-option');
    expect(options.map((option) => option.textContent)).toEqual([
      '個人スペースHanakoサプライヤー',
      'さくらトラベル株式会社バイヤー',
    ]);
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('link', { name: 'タリフ' })).toBeInTheDocument();

    await user.click(options[1] as HTMLElement);

    expect(router.state.location.pathname).toBe('/jp/profile/c1');
    expect(window.sessionStorage.getItem('current_profile_key')).toBe('c1');
    expect(window.sessionStorage.getItem('current_profile_type')).toBe('corporate');
    expect(window.sessionStorage.getItem('current_profile_role')).toBe('buyer');
    expect(button).toHaveTextContent('さくらトラベル株式会社');
    expect(within(sidebar).queryByRole('link', { name: 'タリフ' })).not.toBeInTheDocument();
  });

  it("says 'Email not available' when the user has no email", async () => {
    const user = userEvent.setup();
    const session = signedIn();
    open({}, '/en/search', { ...session, user: session.user && { ...session.user, email: '' } });
    await user.click(await toggle());
    expect(screen.getByTestId('space-switcher-user')).toHaveTextContent('Email not available');
    expect(await screen.findByText('No spaces yet')).toBeInTheDocument();
  });

  it('creates a new space from a modal and switches to it', async () => {
    const user = userEvent.setup();
    const created = { ...personalSupplier, key: 'p2', kind: 'personal', category: 'supplier' };
    const router = open({ corporate: [corporateBuyer] }, '/en/search', signedIn(buyerAndSupplier), {
      'POST /api/personal': () => Response.json(created),
    });
    await user.click(await toggle());
    await user.click(screen.getByTestId('create-space'));

    const modal = await screen.findByTestId('create-space-modal');
    expect(within(modal).getByRole('heading', { name: 'Create a new space' })).toBeInTheDocument();
    expect(within(modal).getByText('Choose which kind of space to create.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: /^Buyer \(corporate\)/ }));
    expect(within(modal).getByLabelText('Company name')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Back' }));
    await user.click(within(modal).getByRole('button', { name: /^Supplier \(individual\)/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/p2'));
    await waitFor(() => expect(screen.queryByTestId('create-space-modal')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('current_profile_role')).toBe('supplier');
  });

  it('signs out from its menu', async () => {
    const user = userEvent.setup();
    open({ guide: guideSpace }, '/en/search');
    await user.click(await toggle());
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('http://localhost:3000/oidc/session/end?state=t'),
    );
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    open({ guide: guideSpace }, '/en/search');
    const button = await toggle();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Account settings' })).toBeVisible();
  });

  it('names the user by the name written in account settings, with its reading on a Japanese page', async () => {
    const user = userEvent.setup();
    const roles = rolesWith({ personal: [personalSupplier] });
    roles.baseprofile = { ...roles.baseprofile, name: '山田 花子', furigana: 'やまだ はなこ' };
    stubSession(signedIn(buyerAndSupplier), { 'GET /api/profile': () => Response.json(roles) });
    renderAt('/jp/search');
    await user.click(await toggle());
    const header = await screen.findByTestId('space-switcher-user');
    expect(header.querySelector('ruby')?.firstChild?.textContent).toBe('山田 花子');
    expect(within(header).getByTestId('person-reading')).toHaveTextContent('やまだ はなこ');
  });
});
