import { describe, expect, it } from 'vitest';
import {
  clearSessionStorageExceptReturnAddress,
  decodeAddress,
  encodeAddress,
  isRootPath,
  readReturnAddress,
  redirectStorageKey,
  rememberReturnAddress,
  takeReturnAddress,
} from './return-address';

describe('return address encoding', () => {
  it('is base64 of the address, readable with atob for ASCII', () => {
    expect(encodeAddress('/en/search?q=1#top')).toBe(btoa('/en/search?q=1#top'));
  });

  it('round-trips Japanese text through UTF-8', () => {
    const address = '/jp/search?q=京都旅館#結果';
    expect(decodeAddress(encodeAddress(address))).toBe(address);
  });

  it.each([
    ['not base64', '%%%'],
    ['another origin', btoa('https://evil.example/')],
    ['a protocol-relative URL', btoa('//evil.example/')],
    ['a backslash trick', btoa('/\\evil.example')],
    ['bytes that are not UTF-8', btoa('/\xff\xfe')],
  ])('refuses %s', (_case, value) => {
    expect(decodeAddress(value)).toBeNull();
  });
});

describe('isRootPath', () => {
  it.each(['/', '/en', '/jp', '/en/', ''])('%s is the root', (pathname) => {
    expect(isRootPath(pathname)).toBe(true);
  });

  it.each(['/search', '/en/search', '/english'])('%s is not', (pathname) => {
    expect(isRootPath(pathname)).toBe(false);
  });
});

describe('return address storage', () => {
  it('stores the full address except at the root', () => {
    expect(rememberReturnAddress({ pathname: '/en/search', search: '?q=1', hash: '#x' })).toBe(
      '/en/search?q=1#x',
    );
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/en/search?q=1#x'));

    window.sessionStorage.clear();
    expect(rememberReturnAddress({ pathname: '/jp', search: '?q=1', hash: '' })).toBe('/');
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBeNull();
  });

  it('is taken once', () => {
    rememberReturnAddress({ pathname: '/search', search: '', hash: '' });
    expect(readReturnAddress()).toBe('/search');
    expect(takeReturnAddress()).toBe('/search');
    expect(takeReturnAddress()).toBeNull();
  });

  it('clears every other key', () => {
    window.sessionStorage.setItem('current_profile_key', 'k1');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem(redirectStorageKey, 'abc');
    clearSessionStorageExceptReturnAddress();
    expect(Object.keys(window.sessionStorage)).toEqual([redirectStorageKey]);
  });
});
