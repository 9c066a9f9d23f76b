import type { Locale } from '../config';
import { namespaces } from '../i18n-namespaces';
import type { Namespace, Namespaces, Texts, TFunction, TOptions } from './keys';

/**
 * The translation engine that replaced i18next (17 kB gzipped of the first route for the four
 * features the app uses): dotted keys in namespaces, `ns:key` prefixes, `{{name}}` values, `_one` / `_other`
 * plurals by the language's plural rules, and a language switch that waits for the texts it needs.
 */

/** Where texts come from: shared by every instance, so a namespace fetched once serves them all. */
export type TextSource = {
  /** The texts when already fetched, else undefined: lookups never wait. */
  peek(locale: Locale, namespace: Namespace): Texts | undefined;
  load(locale: Locale, namespace: Namespace): Promise<Texts>;
};

export type Translator = {
  readonly language: Locale;
  /** The languages a lookup tries, in order: the page's, then the default one. */
  readonly languages: readonly Locale[];
  /** A `t` of the `common` namespace in the current language. */
  t: TFunction;
  /** A `t` bound to namespaces, in `language` or (null) whatever the current language is at each call. */
  getFixedT<const N extends Namespaces>(language: Locale | null, ns: N): TFunction<N>;
  /** The value at `key` of a loaded namespace (a text or a section), else undefined. */
  getResource(language: Locale, namespace: Namespace, key: string): unknown;
  hasLoadedNamespaces(ns: readonly Namespace[], language?: Locale): boolean;
  /** Fetches namespaces of the current language; the same promise while they load, never rejecting. */
  loadNamespaces(ns: readonly Namespace[]): Promise<void>;
  /** Switches once every namespace loaded in the current language is loaded in the new one; at once if so. */
  changeLanguage(language: Locale): Promise<void>;
  /** Called after a language switch and after namespaces arrive. */
  subscribe(listener: () => void): () => void;
};

export type TranslatorOptions = {
  language: Locale;
  fallbackLanguage: Locale;
  defaultNamespace: Namespace;
  source: TextSource;
  /** Told the language at creation and at every switch (the app keeps `<html lang>` in step). */
  onLanguage?: (language: Locale) => void;
};

/** Our `jp` is not a BCP 47 tag; Japanese has one plural form, English two. */
const pluralTags: Record<Locale, string> = { jp: 'ja', en: 'en' };
const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralOf(language: Locale, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(pluralTags[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const isNamespace = (name: string): name is Namespace => (namespaces as readonly string[]).includes(name);

/** `{{name}}` → the value; a placeholder without a value stays as written, so a missing value shows. */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function at(texts: unknown, key: string): unknown {
  let node = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const { source, fallbackLanguage, defaultNamespace } = options;
  let language = options.language;
  let switching = 0;
  const listeners = new Set<() => void>();
  const pending = new Map<string, Promise<void>>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const languagesOf = (lng: Locale): Locale[] => (lng === fallbackLanguage ? [lng] : [lng, fallbackLanguage]);

  function lookup(lng: Locale, bound: readonly Namespace[], fullKey: string, values?: TOptions): string {
    const colon = fullKey.indexOf(':');
    const prefix = colon > 0 ? fullKey.slice(0, colon) : '';
    const key = isNamespace(prefix) ? fullKey.slice(colon + 1) : fullKey;
    const inNamespaces = isNamespace(prefix) ? [prefix] : values?.ns ? [values.ns].flat() : bound;
    const count = values?.count;
    // i18next's order: the plural form of the count, the general plural, the key itself.
    const keys = typeof count === 'number' ? [`${key}_${pluralOf(lng, count)}`, `${key}_other`, key] : [key];
    for (const candidateLanguage of languagesOf(lng))
      for (const namespace of inNamespaces)
        for (const candidate of keys) {
          const text = at(source.peek(candidateLanguage, namespace), candidate);
          if (typeof text === 'string') return interpolate(text, values);
        }
    return values?.defaultValue === undefined ? key : interpolate(values.defaultValue, values);
  }

  const optionsOf = (values?: TOptions | string): TOptions | undefined =>
    typeof values === 'string' ? { defaultValue: values } : values;
  const fixedT = <N extends Namespaces>(lng: Locale | null, ns: N): TFunction<N> => {
    const bound: readonly Namespace[] = typeof ns === 'string' ? [ns] : ns;
    return (key, values) => lookup(lng ?? language, bound, key, optionsOf(values));
  };

  // A namespace whose fetch failed counts as loaded, as with i18next: its keys show instead of a screen that
  // suspends forever or fetches in a loop; the next page load tries again.
  const failed = new Set<string>();
  const loaded = (ns: readonly Namespace[], lng: Locale) =>
    ns.every((namespace) => source.peek(lng, namespace) !== undefined || failed.has(`${lng}/${namespace}`));

  /** Never rejects: the same promise for the same request while it is in flight. */
  function load(ns: readonly Namespace[], lng: Locale): Promise<void> {
    const id = `${lng}/${ns.join(',')}`;
    let promise = pending.get(id);
    if (!promise) {
      const each = ns.map((namespace) =>
        source.load(lng, namespace).then(
          () => {},
          () => void failed.add(`${lng}/${namespace}`),
        ),
      );
      promise = Promise.all(each).then(() => {
        pending.delete(id);
        if (lng === language) notify();
      });
      pending.set(id, promise);
    }
    return promise;
  }

  function apply(next: Locale) {
    if (next === language) return;
    language = next;
    options.onLanguage?.(next);
    notify();
  }

  const translator: Translator = {
    get language() {
      return language;
    },
    get languages() {
      return languagesOf(language);
    },
    t: ((key: string, values?: TOptions | string) =>
      lookup(language, [defaultNamespace], key, optionsOf(values))) as TFunction,
    getFixedT: fixedT,
    getResource: (lng, namespace, key) => at(source.peek(lng, namespace), key),
    hasLoadedNamespaces: (ns, lng = language) => loaded(ns, lng),
    loadNamespaces: (ns) => (loaded(ns, language) ? Promise.resolve() : load(ns, language)),
    changeLanguage(next) {
      const ticket = ++switching;
      // What the page shows now must be there in the new language before it switches, so no screen suspends.
      const needed = namespaces.filter((namespace) => source.peek(language, namespace) !== undefined);
      if (loaded(needed, next)) {
        apply(next);
        return Promise.resolve();
      }
      return load(needed, next).then(() => {
        if (ticket === switching) apply(next); // a later switch wins
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  options.onLanguage?.(language);
  return translator;
}
