import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type jp from '../locales/jp';
import { config, type Locale, locales } from './config';
import { asLocale, htmlLangOf } from './locale';
import { localeOf } from './locale-path';

export type LocaleResources = typeof jp;

/**
 * Each language is its own chunk (locales/jp.ts, locales/en.ts), fetched the first time that language is shown
 * (issue 13 item 1): a Japanese page does not download the English texts. Once fetched, a language is served
 * synchronously, so an instance created after `loadLocale` (tests, a second instance) translates at once.
 */
const loaders: Record<Locale, () => Promise<{ default: LocaleResources }>> = {
  jp: () => import('../locales/jp'),
  en: () => import('../locales/en'),
};
const loaded = new Map<Locale, LocaleResources>();

export async function loadLocale(locale: Locale): Promise<LocaleResources> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const bundle = (await loaders[locale]()).default;
  loaded.set(locale, bundle);
  return bundle;
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const texts = (bundle: LocaleResources) => bundle[namespace as keyof LocaleResources] ?? {};
    const locale = asLocale(language);
    const cached = loaded.get(locale);
    if (cached) return callback(null, texts(cached));
    loadLocale(locale).then(
      (bundle) => callback(null, texts(bundle)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const namespaces = [
  'common',
  'business',
  'tariffs',
  'catalogue',
  'admin',
  'search',
  'events',
  'errors',
  'apikeys',
  'partners',
] as const satisfies readonly (keyof LocaleResources)[];

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

function initI18n(lng: Locale): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLangOf(asLocale(language));
  });
  // With the language already fetched the backend answers synchronously, so the first render is translated.
  const ready = instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: config.defaultLocale,
      supportedLngs: [...locales],
      ns: [...namespaces],
      defaultNS,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  return { instance, ready };
}

export function createI18n(lng: Locale): I18n {
  return initI18n(lng).instance;
}

const app = initI18n(resolveLocale(window.location.pathname));
/** The app's instance; main.tsx renders once `i18nReady` settles, so no screen shows untranslated keys. */
export const i18n = app.instance;
export const i18nReady = app.ready;
