import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, corporateSupplier, personalSupplier, rolesWith } from '../../../test/spaces';

type RolesSpaces = Parameters<typeof rolesWith>[0];

const adminSpace = {
  key: 'admin',
  name: 'Administration',
  avatar: null,
  role: 'admin',
  category: 'admin',
  industry: 'admin',
} as const;

async function menuLinks(access: string[], spaces: RolesSpaces, path = '/jp/search') {
  stubSession(signedIn(access.map((entry) => `tourtariff:${entry}`)), {
    'GET /api/profile': () => Response.json(rolesWith(spaces)),
  });
  renderAt(path);
  const nav = within(await screen.findByTestId('sidebar')).getByRole('navigation');
  return () =>
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
}

describe('sidebar menu by space (docs/product.md §2, §6)', () => {
  it('shows a buyer Search, Bookings, Jobs, Profile, Trading Partner and Setting but not Tariff', async () => {
    const links = await menuLinks(['user', 'arranger', 'buyer', 'buyer:owner'], {
      corporate: [corporateBuyer],
    });
    await waitFor(() =>
      expect(links()).toEqual(['検索', '予約', '請求', '仕事', 'プロフィール', '取引先', '設定']),
    );
  });

  it('shows a personal supplier Tariff and Bookings too', async () => {
    const links = await menuLinks(['user', 'creator', 'supplier:personal'], { personal: [personalSupplier] });
    await waitFor(() =>
      expect(links()).toEqual([
        '検索',
        'タリフ',
        'イベント',
        '予約',
        '請求',
        'プロフィール',
        '取引先',
        '設定',
      ]),
    );
  });

  it('shows a user with no space Search, Profile and Setting', async () => {
    const links = await menuLinks(['user'], {});
    await waitFor(() => expect(links()).toEqual(['検索', 'プロフィール', '設定']));
  });

  it('hides the Tariff a user holds while working in a buyer space', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c1');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'buyer');
    const access = ['user', 'creator', 'supplier:personal', 'arranger', 'buyer', 'buyer:owner'];
    const links = await menuLinks(access, { personal: [personalSupplier], corporate: [corporateBuyer] });
    await waitFor(() =>
      expect(links()).toEqual(['検索', '予約', '請求', '仕事', 'プロフィール', '取引先', '設定']),
    );
  });

  it('shows an admin Tariff Correction', async () => {
    const links = await menuLinks(['user', 'admin'], { admin: adminSpace }, '/en/search');
    await waitFor(() => expect(links()).toEqual(['Search', 'Tariff Correction', 'Profile', 'Setting']));
  });

  it('hides a group left without links', async () => {
    // Plain `supplier` is not among the Profile, Trading Partner or Setting rules (docs/product.md §6).
    await menuLinks(['supplier'], { corporate: [corporateSupplier] }, '/en/search');
    const sidebar = screen.getByTestId('sidebar');
    await waitFor(() =>
      expect(within(sidebar).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument(),
    );
    expect(within(sidebar).getByRole('button', { name: 'Marketplace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(sidebar).getByRole('link', { name: 'Tariff' })).toBeInTheDocument();
  });

  it('names the admin space in the page language, not by its English name', async () => {
    await menuLinks(['user', 'admin'], { admin: adminSpace });
    const name = await screen.findByTestId('space-switcher-name');
    await waitFor(() => expect(name).toHaveTextContent('管理者'));
    expect(name).not.toHaveTextContent('Administration');
  });
});
