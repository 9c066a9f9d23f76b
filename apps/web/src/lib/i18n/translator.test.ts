import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../config';
import type { Namespace, Texts } from './keys';
import { createTranslator, interpolate, type TextSource } from './translator';

type Loose = (key: string, options?: Record<string, unknown> | string) => string;

const texts: Record<string, Record<string, unknown>> = {
  'jp/common': {
    hello: 'こんにちは、{{name}}さん',
    items_one: '{{count}}件',
    items_other: '{{count}}件',
    nested: { deep: '深い' },
    onlyJp: '日本語だけ',
  },
  'en/common': {
    hello: 'Hello, {{name}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    nested: { deep: 'deep' },
  },
  'jp/search': { title: '検索' },
  'en/search': { title: 'Search' },
  'jp/business': { role: { guide: 'ガイド' } },
  'en/business': { role: { guide: 'Guide' } },
};

/** Texts held in memory; `fetched` starts with what is "already downloaded", `load` resolves when told to. */
function memorySource(fetched: string[]) {
  const cache = new Map<string, Texts>(fetched.map((id) => [id, texts[id] as Texts]));
  const waiting: (() => void)[] = [];
  const source: TextSource & { release(): Promise<void> } = {
    peek: (locale, namespace) => cache.get(`${locale}/${namespace}`),
    load: vi.fn((locale: Locale, namespace: Namespace) => {
      const id = `${locale}/${namespace}`;
      return new Promise<Texts>((resolve, reject) =>
        waiting.push(() => {
          const found = texts[id] as Texts | undefined;
          if (!found) return reject(new Error(`no ${id}`));
          cache.set(id, found);
          resolve(found);
        }),
      );
    }),
    async release() {
      for (const next of waiting.splice(0)) next();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return source;
}

const all = Object.keys(texts);
const make = (language: Locale, source: TextSource = memorySource(all), onLanguage?: (l: Locale) => void) =>
  createTranslator({ language, fallbackLanguage: 'jp', defaultNamespace: 'common', source, onLanguage });
const looseT = (language: Locale, source?: TextSource) => make(language, source).t as unknown as Loose;

describe('interpolate', () => {
  it('replaces {{name}} with the value, spaces allowed, without escaping (React escapes)', () => {
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: '<b>' })).toBe('1 and <b>');
  });

  it('leaves a placeholder without a value as written, so the gap shows', () => {
    expect(interpolate('Hello, {{name}}', {})).toBe('Hello, {{name}}');
  });
});

describe('t', () => {
  it('interpolates values in each language', () => {
    expect(looseT('jp')('hello', { name: '山田' })).toBe('こんにちは、山田さん');
    expect(looseT('en')('hello', { name: 'Yamada' })).toBe('Hello, Yamada');
  });

  it('picks the plural form by the language’s rules: English one/other, Japanese other only', () => {
    const en = looseT('en');
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 0 })).toBe('0 items');
    expect(en('items', { count: 2 })).toBe('2 items');
    expect(looseT('jp')('items', { count: 1 })).toBe('1件');
  });

  it('reads nested keys, `ns:key` prefixes and the `ns` option', () => {
    const t = looseT('en');
    expect(t('nested.deep')).toBe('deep');
    expect(t('search:title')).toBe('Search');
    expect(t('role.guide', { ns: 'business' })).toBe('Guide');
  });

  it('looks an unprefixed key up in each bound namespace in order', () => {
    const t = make('en').getFixedT(null, ['search', 'business']) as unknown as Loose;
    expect(t('title')).toBe('Search');
    expect(t('role.guide')).toBe('Guide');
  });

  it('falls back to the default language, then to the default value, then to the key', () => {
    const t = looseT('en');
    expect(t('onlyJp')).toBe('日本語だけ');
    expect(t('missing.key', { defaultValue: 'kept {{n}}', n: 3 })).toBe('kept 3');
    expect(t('missing.key', 'as given')).toBe('as given');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('search:missing')).toBe('missing');
    // A section is not a text.
    expect(t('nested')).toBe('nested');
  });
});

describe('typed keys', () => {
  it('accept the first namespace’s keys unprefixed and any namespace’s with its prefix, nothing else', () => {
    const t = make('en').getFixedT(null, ['search', 'business']);
    expect(t('business:role.guide')).toBe('Guide');
    // @ts-expect-error business is not the first namespace: its keys need the prefix
    t('role.guide');
    // @ts-expect-error no file of locales/jp has this key (the build fails, as `npm run typecheck` does)
    expect(t('search:no.such.key')).toBe('no.such.key');
  });
});

describe('namespaces', () => {
  it('are fetched once per language and announced to subscribers when in', async () => {
    const source = memorySource(['jp/common']);
    const i18n = make('jp', source);
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.hasLoadedNamespaces(['search'])).toBe(false);
    const first = i18n.loadNamespaces(['search']);
    expect(i18n.loadNamespaces(['search'])).toBe(first); // one fetch however many screens wait
    await source.release();
    await first;
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(i18n.hasLoadedNamespaces(['search'])).toBe(true);
    expect((i18n.getFixedT(null, 'search') as unknown as Loose)('title')).toBe('検索');
    expect(listener).toHaveBeenCalled();
  });

  it('count a namespace whose fetch failed as loaded, so its keys show instead of a spinner forever', async () => {
    const source = memorySource([]);
    const i18n = make('jp', source);
    const loading = i18n.loadNamespaces(['admin']);
    await source.release();
    await expect(loading).resolves.toBeUndefined();
    expect(i18n.hasLoadedNamespaces(['admin'])).toBe(true);
  });
});

describe('changeLanguage', () => {
  it('switches at once when the texts are at hand and tells onLanguage and subscribers', () => {
    const onLanguage = vi.fn();
    const i18n = make('jp', memorySource(all), onLanguage);
    expect(onLanguage).toHaveBeenLastCalledWith('jp');
    const listener = vi.fn();
    i18n.subscribe(listener);
    void i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.languages).toEqual(['en', 'jp']);
    expect(onLanguage).toHaveBeenLastCalledWith('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('fetches what the page shows in the new language first, and the last switch asked for wins', async () => {
    const source = memorySource(['jp/common', 'jp/search']);
    const i18n = make('jp', source);
    const toEnglish = i18n.changeLanguage('en');
    expect(i18n.language).toBe('jp'); // still Japanese while the English texts load
    expect(source.load).toHaveBeenCalledWith('en', 'common');
    expect(source.load).toHaveBeenCalledWith('en', 'search');
    expect(source.load).not.toHaveBeenCalledWith('en', 'business');
    await i18n.changeLanguage('jp'); // back before English arrived
    await source.release();
    await toEnglish;
    expect(i18n.language).toBe('jp');
  });
});
