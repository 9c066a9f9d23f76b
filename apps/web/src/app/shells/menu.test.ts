import { describe, expect, it } from 'vitest';
import { activeItemKey, menu, visibleMenu } from './menu';

describe('sidebar menu', () => {
  it('lists the six entries of docs/product.md §2 in order, with Events under Tariff and Bookings, Statements and Jobs after them', () => {
    expect(menu.flatMap((group) => group.items.map((item) => item.key))).toEqual([
      'search',
      'tariff',
      'events',
      'bookings',
      'statements',
      'jobs',
      'tariffCorrection',
      'profile',
      'partners',
      'setting',
    ]);
  });

  it('keeps Tariff Correction for admins and Profile away from plain suppliers', () => {
    const items = Object.fromEntries(menu.flatMap((group) => group.items).map((item) => [item.key, item]));
    expect(items.tariffCorrection?.rules).toEqual(['admin']);
    expect(items.profile?.rules).not.toContain('supplier');
    expect(items.tariff?.rules).toContain('supplier');
    expect(items.events?.rules).toEqual(items.tariff?.rules);
    expect(items.search?.rules).toHaveLength(16);
  });

  it.each([
    ['/search', 'search'],
    ['/profile', 'profile'],
    ['/profile/abc', 'profile'],
    ['/profile/setting', 'setting'],
    ['/tariff/list', 'tariff'],
    ['/', undefined],
    ['/searching', undefined],
  ])('highlights %s as %s', (pathname, key) => {
    expect(activeItemKey(pathname)).toBe(key);
  });
});

describe('visible menu (docs/product.md §2 rule)', () => {
  const keys = (access: string[], role: Parameters<typeof visibleMenu>[1]) =>
    visibleMenu(
      access.map((entry) => `tourtariff:${entry}`),
      role,
      'tourtariff',
    ).map((group) => [group.key, group.items.map((item) => item.key)]);

  it('filters by access alone while no role is set', () => {
    expect(keys(['user', 'creator'], null)).toEqual([
      ['marketplace', ['search', 'tariff', 'events']],
      ['account', ['profile', 'setting']],
    ]);
  });

  it('also needs the current role among the rules', () => {
    expect(keys(['user', 'creator', 'supplier:personal', 'buyer', 'buyer:owner'], 'buyer')).toEqual([
      ['marketplace', ['search', 'bookings', 'statements', 'jobs']],
      ['account', ['profile', 'partners', 'setting']],
    ]);
  });

  it('shows Jobs to guide and buyer spaces only', () => {
    expect(keys(['user', 'guide', 'guide:personal'], 'guide')[0]).toEqual([
      'marketplace',
      ['search', 'jobs'],
    ]);
    expect(keys(['user', 'creator', 'supplier:personal'], 'supplier')[0]).toEqual([
      'marketplace',
      ['search', 'tariff', 'events', 'bookings', 'statements'],
    ]);
  });

  it('shows Bookings to buyer and supplier spaces, not to guides or plain suppliers', () => {
    expect(keys(['user', 'buyer', 'buyer:owner'], 'buyer')[0]?.[1]).toContain('bookings');
    expect(keys(['user', 'supplier:owner'], 'supplier')[0]?.[1]).toContain('bookings');
    expect(keys(['user', 'guide'], 'guide')[0]?.[1]).not.toContain('bookings');
    expect(keys(['supplier'], 'supplier')[0]?.[1]).not.toContain('bookings');
  });

  it('shows Statements to the members of buyer and supplier spaces, as Bookings', () => {
    expect(keys(['user', 'buyer', 'buyer:member'], 'buyer')[0]?.[1]).toContain('statements');
    expect(keys(['user', 'supplier:member'], 'supplier')[0]?.[1]).toContain('statements');
    expect(keys(['user', 'guide'], 'guide')[0]?.[1]).not.toContain('statements');
  });

  it('drops a group with no visible link', () => {
    expect(keys(['supplier'], 'supplier')).toEqual([['marketplace', ['search', 'tariff', 'events']]]);
    expect(keys([], null)).toEqual([]);
  });
});
