import { describe, expect, it } from 'vitest';
import { localeOf, stripLocale, switchLocalePath, withLocale } from './locale-path';

describe('switchLocalePath', () => {
  it.each([
    ['/search', 'en', '/en/search'],
    ['/jp/search', 'en', '/en/search'],
    ['/', 'en', '/en'],
    ['/en/tariff/list', 'jp', '/jp/tariff/list'],
    ['/en', 'jp', '/jp'],
    ['/en/', 'jp', '/jp'],
    ['/jp/search', 'jp', '/jp/search'],
    ['/english/x', 'jp', '/jp/english/x'],
    ['/search?q=ryokan&page=2#results', 'en', '/en/search?q=ryokan&page=2#results'],
    ['/jp?q=1', 'en', '/en?q=1'],
    ['/jp#top', 'en', '/en#top'],
  ] as const)('%s → %s gives %s', (from, locale, expected) => {
    expect(switchLocalePath(from, locale)).toBe(expected);
  });
});

describe('localeOf', () => {
  it.each([
    ['/en/search', 'en'],
    ['/jp', 'jp'],
    ['/search', null],
    ['/', null],
    ['/english', null],
    ['/ja/search', null],
  ])('%s is %s', (pathname, locale) => {
    expect(localeOf(pathname)).toBe(locale);
  });
});

describe('stripLocale', () => {
  it.each([
    ['/en/search', '/search'],
    ['/jp/profile/abc', '/profile/abc'],
    ['/en', '/'],
    ['/search', '/search'],
    ['/', '/'],
    ['/english', '/english'],
  ])('%s is %s', (pathname, stripped) => {
    expect(stripLocale(pathname)).toBe(stripped);
  });
});

describe('withLocale', () => {
  it('prefixes, maps home to the bare prefix and leaves paths alone without a locale', () => {
    expect(withLocale('/search', 'en')).toBe('/en/search');
    expect(withLocale('/', 'jp')).toBe('/jp');
    expect(withLocale('/search', null)).toBe('/search');
  });
});
