import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
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

    expect(browser.assign).toHaveBeenCalledWith('/api/auth/signout');
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
