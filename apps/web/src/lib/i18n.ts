import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdmin from '../locales/en/admin.json';
import enApikeys from '../locales/en/apikeys.json';
import enBusiness from '../locales/en/business.json';
import enCatalogue from '../locales/en/catalogue.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enEvents from '../locales/en/events.json';
import enSearch from '../locales/en/search.json';
import enTariffs from '../locales/en/tariffs.json';
import jpAdmin from '../locales/jp/admin.json';
import jpApikeys from '../locales/jp/apikeys.json';
import jpBusiness from '../locales/jp/business.json';
import jpCatalogue from '../locales/jp/catalogue.json';
import jpCommon from '../locales/jp/common.json';
import jpErrors from '../locales/jp/errors.json';
import jpEvents from '../locales/jp/events.json';
import jpSearch from '../locales/jp/search.json';
import jpTariffs from '../locales/jp/tariffs.json';
import { config, type Locale, locales } from './config';
import { asLocale, htmlLangOf } from './locale';
import { localeOf } from './locale-path';

export const resources = {
  jp: {
    common: jpCommon,
    business: jpBusiness,
    tariffs: jpTariffs,
    catalogue: jpCatalogue,
    admin: jpAdmin,
    search: jpSearch,
    events: jpEvents,
    errors: jpErrors,
    apikeys: jpApikeys,
  },
  en: {
    common: enCommon,
    business: enBusiness,
    tariffs: enTariffs,
    catalogue: enCatalogue,
    admin: enAdmin,
    search: enSearch,
    events: enEvents,
    errors: enErrors,
    apikeys: enApikeys,
  },
} as const;

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

export function createI18n(lng: Locale): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLangOf(asLocale(language));
  });
  // Resources are bundled, so initialising synchronously means the first render is already translated.
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: config.defaultLocale,
    supportedLngs: [...locales],
    ns: Object.keys(resources.jp),
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n(resolveLocale(window.location.pathname));
