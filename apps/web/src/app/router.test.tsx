import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessEntries } from '@tourtariff/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../test/app';
import { localeStorageKey } from '../lib/i18n';

describe('app routes', () => {
  // Every screen but the shared event page needs a session; this user may open all of them.
  beforeEach(() => {
    stubSession(signedIn(accessEntries.map((entry) => `tourtariff:${entry}`)));
  });

  it('shows /en/search in the full shell in English', async () => {
    renderAt('/en/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByTestId('full-shell')).toBeInTheDocument();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('link', { name: 'Trading Partner' })).toHaveAttribute(
      'href',
      '/en/partners',
    );
    expect(within(sidebar).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByTestId('topbar')).getByText('Search')).toBeVisible();
    expect(await screen.findByLabelText('Keywords')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Search | TourTariff Administration System');
  });

  it('shows /jp/search in Japanese with the Japanese menu labels', async () => {
    renderAt('/jp/search');
    expect(await screen.findByRole('heading', { level: 1, name: '検索' })).toBeInTheDocument();
    const nav = within(screen.getByTestId('sidebar')).getByRole('navigation');
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // 仕事 / Jobs: the deliberate addition to docs/product.md §6, for guide and buyer entries; 予約 / Bookings for
    // buyer and supplier entries; 請求 / Statements for the same (docs/statements.md).
    expect(labels).toEqual([
      '検索',
      'タリフ',
      'イベント',
      '予約',
      '請求',
      '仕事',
      'タリフ修正',
      'プロフィール',
      '取引先',
      '設定',
    ]);
    expect(await screen.findByLabelText('キーワード')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
    expect(document.title).toBe('検索 | TourTariff 管理システム');
  });

  it('titles the event form by what it does: creating, or editing with ?key=', async () => {
    renderAt('/en/tariff/events/new');
    await waitFor(() => expect(document.title).toBe('New event | TourTariff Administration System'));
    renderAt('/en/tariff/events/new?key=ev_spring');
    await waitFor(() => expect(document.title).toBe('Edit event | TourTariff Administration System'));
  });

  it('keeps the sidebar copyright and language dropdown in the DOM but hidden', async () => {
    renderAt('/search');
    await screen.findByTestId('sidebar');
    expect(screen.getByTestId('sidebar-copyright')).toHaveTextContent('© 2019-2024 TourTariff');
    expect(screen.getByTestId('sidebar-copyright')).not.toBeVisible();
    expect(screen.getByTestId('sidebar-language')).not.toBeVisible();
  });

  it('shows /register in the bare shell without a sidebar', async () => {
    renderAt('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'スペースの作成' })).toBeInTheDocument();
    expect(screen.getByTestId('bare-shell')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('full-shell')).not.toBeInTheDocument();
  });

  it.each(['/tariff/events/new', '/en/tariff/events/event/a/b', '/jp/register/role'])(
    'uses the bare shell for %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByTestId('bare-shell')).toBeInTheDocument();
      expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    },
  );

  it('shows the not-found page inside the full shell with a link home', async () => {
    renderAt('/en/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('shows the welcome on the home page with the default top bar title', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TourTariff へようこそ' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('topbar-title')).toHaveTextContent('管理システム');
    expect(document.title).toBe('TourTariff 管理システム');
  });

  it('uses the stored preference on an unprefixed URL', async () => {
    window.localStorage.setItem(localeStorageKey, 'en');
    renderAt('/profile/setting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Setting' })).toBeInTheDocument();
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Setting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches language from the top bar, keeping the screen and query', async () => {
    const user = userEvent.setup();
    const router = renderAt('/jp/tariff/list?page=2');
    await screen.findByRole('heading', { level: 1, name: 'タリフ一覧' });

    await user.click(within(screen.getByTestId('topbar')).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tariff list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/tariff/list');
    expect(router.state.location.search).toBe('?page=2');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');
  });
});
