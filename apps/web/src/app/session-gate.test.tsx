import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, signedOut, stubSession } from '../../test/app';
import { browser } from '../lib/browser';
import { redirectStorageKey } from '../lib/return-address';

describe('session gate (docs/product.md §4)', () => {
  it('shows the spinner while the session loads', async () => {
    stubSession('pending');
    renderAt('/en/search');
    expect(await screen.findByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('full-shell')).not.toBeInTheDocument();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('remembers the address and starts sign-in when signed out, showing the spinner meanwhile', async () => {
    stubSession(signedOut);
    renderAt('/en/tariff/list?page=2#top');
    await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
    expect(browser.assign).toHaveBeenCalledWith(
      '/api/auth/signin?callbackUrl=%2Fen%2Ftariff%2Flist%3Fpage%3D2%23top&locale=en',
    );
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/en/tariff/list?page=2#top'));
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('full-shell')).not.toBeInTheDocument();
  });

  it.each(['/', '/jp'])('stores no return address when signing in from %s', async (path) => {
    stubSession(signedOut);
    renderAt(path);
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/api/auth/signin?callbackUrl=%2F&locale=jp'),
    );
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBeNull();
  });

  it('treats a session that is no longer valid like no session', async () => {
    stubSession(signedIn(['tourtariff:user'], false));
    renderAt('/search');
    await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/search'));
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
  });

  it('shows the shared event page without a session', async () => {
    stubSession(signedOut);
    renderAt('/en/tariff/events/event/2025/sakura');
    // The page itself answers (here: no such event) instead of sending the visitor to sign in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('shows an error with a retry instead of looping through sign-in when the session cannot be read', async () => {
    stubSession(signedOut).mockImplementation(async () => new Response('', { status: 502 }));
    renderAt('/en/search');
    expect(await screen.findByTestId('session-error', {}, { timeout: 3000 })).toHaveTextContent(
      'Your sign-in status could not be checked.',
    );
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('on the root after sign-in, follows and removes the stored return address', async () => {
    stubSession(signedIn());
    window.sessionStorage.setItem(redirectStorageKey, btoa('/en/search?q=1'));
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search'));
    expect(router.state.location.search).toBe('?q=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  });

  it('drops the stored address once sign-in has returned straight to it', async () => {
    stubSession(signedIn());
    window.sessionStorage.setItem(redirectStorageKey, btoa('/en/search'));
    renderAt('/en/search');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await waitFor(() => expect(window.sessionStorage.getItem(redirectStorageKey)).toBeNull());
  });

  it('ignores a stored address that leads off the site', async () => {
    stubSession(signedIn());
    window.sessionStorage.setItem(redirectStorageKey, btoa('//evil.example/'));
    const router = renderAt('/en');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to TourTariff' });
    expect(router.state.location.pathname).toBe('/en');
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBeNull();
  });
});

describe('page access (docs/product.md §6)', () => {
  it('shows Permission Denied on an admin page to a user without admin access', async () => {
    stubSession(signedIn(['tourtariff:user', 'tourtariff:supplier:owner']));
    renderAt('/en/tariff/admin');
    const denied = await screen.findByTestId('permission-denied');
    expect(screen.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeInTheDocument();
    expect(denied).toHaveTextContent('Please contact your administrator access arrangements.');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it.each(['/en/tariff/list/new', '/en/tariff/list/tf_kyoto-ryokan-stay'])(
    'shows Permission Denied to a buyer opening the tariff editor at %s',
    async (path) => {
      stubSession(signedIn(['tourtariff:user', 'tourtariff:buyer:owner']));
      renderAt(path);
      expect(await screen.findByTestId('permission-denied')).toBeInTheDocument();
      expect(screen.queryByTestId('tariff-form')).not.toBeInTheDocument();
    },
  );

  it('shows it in Japanese too', async () => {
    stubSession(signedIn(['tourtariff:user']));
    renderAt('/jp/tariff/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'アクセス権限がありません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームページへ' })).toHaveAttribute('href', '/jp');
    expect(screen.getByRole('button', { name: '前のページへ戻る' })).toBeInTheDocument();
  });

  it('shows the page to an administrator', async () => {
    stubSession(signedIn(['tourtariff:user', 'tourtariff:admin']));
    renderAt('/en/tariff/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tariff Correction' })).toBeInTheDocument();
    expect(screen.queryByTestId('permission-denied')).not.toBeInTheDocument();
  });

  it('goes back to the previous page', async () => {
    const user = userEvent.setup();
    stubSession(signedIn(['tourtariff:user']));
    const router = renderAt('/en/search');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await router.navigate('/en/tariff/admin');
    await user.click(await screen.findByRole('button', { name: 'Back to the previous page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search'));
  });
});
