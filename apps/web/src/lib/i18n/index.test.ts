import { describe, expect, it } from 'vitest';
import { createI18n, localeStorageKey, resolveLocale } from '.';

describe('resolveLocale', () => {
  it('takes the URL prefix first and remembers it', () => {
    window.localStorage.setItem(localeStorageKey, 'jp');
    expect(resolveLocale('/en/search', 'jp')).toBe('en');
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');
  });

  it('uses the stored preference on an unprefixed URL', () => {
    window.localStorage.setItem(localeStorageKey, 'en');
    expect(resolveLocale('/search', 'jp')).toBe('en');
  });

  it('uses the configured default when nothing else decides, without storing it', () => {
    expect(resolveLocale('/search', 'jp')).toBe('jp');
    expect(resolveLocale('/', 'en')).toBe('en');
    expect(window.localStorage.getItem(localeStorageKey)).toBeNull();
  });

  it('ignores a stored value that is not a locale', () => {
    window.localStorage.setItem(localeStorageKey, 'ja');
    expect(resolveLocale('/search', 'jp')).toBe('jp');
  });
});

describe('createI18n', () => {
  it('translates synchronously and keeps <html lang> in step with the language', async () => {
    const i18n = createI18n('jp');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('nav.search')).toBe('検索');

    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.search')).toBe('Search');
    expect(i18n.t('business:role.guide')).toBe('Guide');
  });
});
