import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { rolesWith } from '../../../test/spaces';
import { browser } from '../../lib/browser';
import { redirectStorageKey } from '../../lib/return-address';

describe('user menu', () => {
  it('shows who is signed in and signs out, keeping only the return address', async () => {
    const user = userEvent.setup();
    stubSession(signedIn());
    window.sessionStorage.setItem('current_profile_key', 'k1');
    renderAt('/en/search');

    const menu = await screen.findByTestId('user-menu');
    await user.click(within(menu).getByRole('button', { name: 'Hanako' }));
    expect(within(menu).getByTestId('user-menu-identity')).toHaveTextContent('hanako@example.com');
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));

    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('http://localhost:3000/oidc/session/end?state=t'),
    );
    expect(Object.keys(window.sessionStorage)).toEqual([redirectStorageKey]);
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/en/search'));
  });

  it('is in Japanese on a Japanese page', async () => {
    const user = userEvent.setup();
    stubSession(signedIn());
    renderAt('/jp/search');
    const menu = await screen.findByTestId('user-menu');
    await user.click(within(menu).getByRole('button', { name: 'Hanako' }));
    expect(within(menu).getByRole('button', { name: 'サインアウト' })).toBeInTheDocument();
  });
});

describe('user menu details (docs/product.md §2)', () => {
  async function openMenu(session = signedIn(), path = '/en/search') {
    const user = userEvent.setup();
    stubSession(session);
    renderAt(path);
    const menu = await screen.findByTestId('user-menu');
    await user.click(within(menu).getAllByRole('button')[0] as HTMLElement);
    return { user, menu };
  }

  it('shows the 48px avatar, nickname, full name and email', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getAllByRole('button')[0]?.querySelector('img')).toHaveAttribute('width', '48');
    const identity = within(menu).getByTestId('user-menu-identity');
    expect(identity).toHaveTextContent('Hanako');
    expect(identity).toHaveTextContent('Hanako Yamada');
    expect(identity).toHaveTextContent('hanako@example.com');
  });

  it("says 'Email not available' when the account has no email", async () => {
    const session = signedIn();
    if (session.user) session.user.email = '';
    const { menu } = await openMenu(session);
    expect(within(menu).getByTestId('user-menu-identity')).toHaveTextContent('Email not available');
  });

  it('copies the account sub id and says so', async () => {
    const { user, menu } = await openMenu();
    // user-event installs a clipboard stand-in on navigator; spy on it after setup.
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(menu).getByTestId('user-menu-sub'));
    expect(write).toHaveBeenCalledWith('user-1');
    expect(await within(menu).findByText('Copied')).toBeInTheDocument();
  });

  it('lists the access entries', async () => {
    const { menu } = await openMenu(signedIn(['tourtariff:supplier:owner', 'tourtariff:buyer']));
    const items = within(within(menu).getByTestId('user-menu-access')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['tourtariff:supplier:owner', 'tourtariff:buyer']);
  });

  it('opens the account settings modal', async () => {
    const { user, menu } = await openMenu(signedIn(), '/jp/search');
    expect(within(menu).getByTestId('user-menu-sub').closest('.dropdown-menu')).toHaveTextContent(
      'アカウントID',
    );
    await user.click(within(menu).getByRole('button', { name: 'アカウント設定' }));
    expect(await screen.findByRole('dialog', { name: 'アカウント設定' })).toBeInTheDocument();
  });

  it('shows the name written in account settings with its reading on a Japanese page, alone in English', async () => {
    const roles = rolesWith();
    roles.baseprofile = { ...roles.baseprofile, name: '山田 花子', furigana: 'やまだ はなこ' };
    for (const [path, ruby] of [
      ['/jp/search', true],
      ['/en/search', false],
    ] as const) {
      const user = userEvent.setup();
      stubSession(signedIn(), { 'GET /api/profile': () => Response.json(roles) });
      renderAt(path);
      const menu = await screen.findByTestId('user-menu');
      await user.click(within(menu).getAllByRole('button')[0] as HTMLElement);
      const person = await within(menu).findByTestId('user-menu-person');
      expect(person).toHaveTextContent('山田 花子');
      expect(person.querySelector('rt')?.textContent ?? null).toBe(ruby ? 'やまだ はなこ' : null);
      cleanup();
    }
  });
});
