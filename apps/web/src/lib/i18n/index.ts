import { config, type Locale, locales } from '../config';
import { type Namespace, namespaces, upfrontNamespaces } from '../i18n-namespaces';
import { htmlLangOf } from '../locale';
import { localeOf } from '../locale-path';
import type { Resources, Texts } from './keys';
import { createTranslator, type TextSource, type Translator } from './translator';
import { setAppI18n } from './use-translation';

export type LocaleResources = Resources;
export { I18nProvider, type TFunction, useTranslation } from './use-translation';
export type { Translator as I18n };
export { type Namespace, namespaces, upfrontNamespaces };

/**
 * Each namespace of each language is its own chunk: a Japanese page downloads neither the
 * English texts nor the texts of screens it does not show. Once fetched, a namespace is served synchronously.
 */
const files = import.meta.glob<Texts>('../../locales/*/*.json', { import: 'default' });
const loaded = new Map<string, Texts>();

export async function loadNamespace(locale: Locale, namespace: Namespace): Promise<Texts> {
  const key = `${locale}/${namespace}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = files[`../../locales/${key}.json`];
  if (!load) throw new Error(`no texts for ${key}`);
  const texts = await load();
  loaded.set(key, texts);
  return texts;
}

/** Every namespace of a language, so later instances (tests, a second instance) translate synchronously. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
}

const source: TextSource = {
  peek: (locale, namespace) => loaded.get(`${locale}/${namespace}`),
  load: loadNamespace,
};

export const defaultNS = 'common';
export const localeStorageKey = 'tourtariff.locale';

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(localeStorageKey);
    return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : null;
  } catch {
    return null; // storage can be disabled (privacy mode); the preference is then simply not remembered
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // see storedLocale
  }
}

/** URL prefix first (and remembered), then the stored preference, then the configured default. */
export function resolveLocale(pathname: string, fallback: Locale = config.defaultLocale): Locale {
  const fromPath = localeOf(pathname);
  if (fromPath) {
    storeLocale(fromPath);
    return fromPath;
  }
  return storedLocale() ?? fallback;
}

/** An instance in `language` that keeps `<html lang>` in step with it. */
export function createI18n(language: Locale): Translator {
  return createTranslator({
    language,
    fallbackLanguage: config.defaultLocale,
    defaultNamespace: defaultNS,
    source,
    onLanguage: (current) => {
      document.documentElement.lang = htmlLangOf(current);
    },
  });
}

/** The app's instance; main.tsx renders once `i18nReady` settles, so no screen shows untranslated keys. */
export const i18n = createI18n(resolveLocale(window.location.pathname));
setAppI18n(i18n);
/** The shell's and the first screen's texts (`upfrontNamespaces`); never rejects (keys show if a fetch failed). */
export const i18nReady = i18n.loadNamespaces(upfrontNamespaces);
