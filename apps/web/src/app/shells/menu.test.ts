import { describe, expect, it } from 'vitest';
import { activeItemKey, menu } from './menu';

describe('sidebar menu', () => {
  it('lists the six entries of SPEC §2 in order', () => {
    expect(menu.flatMap((group) => group.items.map((item) => item.key))).toEqual([
      'search',
      'tariff',
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
