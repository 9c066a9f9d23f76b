import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type jp from '../locales/jp';
import { config, type Locale, locales } from './config';
import { asLocale, htmlLangOf } from './locale';
import { localeOf } from './locale-path';
import { type Namespace, namespaces, upfrontNamespaces } from './i18n-namespaces';

export type LocaleResources = typeof jp;
export { type Namespace, namespaces, upfrontNamespaces };

/**
 * Each namespace of each language is its own chunk (issue 13 item 1): a Japanese page downloads neither the
 * English texts nor the texts of screens it does not show. Once fetched, a namespace is served synchronously.
 */
type Texts = LocaleResources[Namespace];
const files = import.meta.glob<Texts>('../locales/*/*.json', { import: 'default' });
const loaded = new Map<string, Texts>();

export async function loadNamespace(locale: Locale, namespace: Namespace): Promise<Texts> {
  const key = `${locale}/${namespace}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = files[`../locales/${key}.json`];
  if (!load) throw new Error(`no texts for ${key}`);
  const texts = await load();
  loaded.set(key, texts);
  return texts;
}

/** Every namespace of a language, so later instances (tests, a second instance) translate synchronously. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const locale = asLocale(language);
    if (!(namespaces as readonly string[]).includes(namespace)) return callback(null, {});
    const cached = loaded.get(`${locale}/${namespace}`);
    if (cached) return callback(null, cached);
    loadNamespace(locale, namespace as Namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
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

function initI18n(lng: Locale, ns: readonly Namespace[]): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLangOf(asLocale(language));
  });
  // With the namespaces already fetched the backend answers synchronously, so the first render is translated.
  const ready = instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: config.defaultLocale,
      supportedLngs: [...locales],
      ns: [...ns],
      defaultNS,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  return { instance, ready };
}

/** An instance with every namespace, for tests (and a second instance) once `loadLocale` fetched them all. */
export function createI18n(lng: Locale): I18n {
  return initI18n(lng, namespaces).instance;
}

const app = initI18n(resolveLocale(window.location.pathname), upfrontNamespaces);
/** The app's instance; main.tsx renders once `i18nReady` settles, so no screen shows untranslated keys. */
export const i18n = app.instance;
export const i18nReady = app.ready;
