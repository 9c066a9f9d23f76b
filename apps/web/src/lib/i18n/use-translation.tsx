import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Namespace, Namespaces, TFunction } from './keys';
import type { Translator } from './translator';

export type { Namespace, Namespaces, TFunction, TOptions } from './keys';
export type { Translator as I18n } from './translator';

/**
 * The React side of the translations, with react-i18next's call shape so components only changed their import:
 * `const { t, i18n } = useTranslation(['search', 'tariffs'])`. This module holds no instance of its own (the app's
 * is lib/i18n/index.ts), so lib/locale.ts can use the hook without an import cycle.
 */
const I18nContext = createContext<Translator | null>(null);
let appInstance: Translator | null = null;

/** The instance components use outside any provider (react-i18next's `initReactI18next`): the app's. */
export function setAppI18n(instance: Translator): void {
  appInstance = instance;
}

/** Another instance for a subtree: tests render a component in a given language. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export type UseTranslationOptions = {
  /** false: render at once (keys of texts not yet fetched show as missing) and again when they arrive. */
  useSuspense?: boolean;
};

/**
 * `t` for `ns` (the first one's keys unprefixed, any namespace's as `ns:key`) in the page's language, re-rendering
 * when the language changes. Suspends while a namespace is fetched, so the nearest Suspense boundary (a lazy
 * route's) shows its spinner instead of keys.
 */
export function useTranslation<const N extends Namespaces = 'common'>(
  ns?: N,
  options: UseTranslationOptions = {},
): { t: TFunction<N>; i18n: Translator; ready: boolean } {
  const i18n = useContext(I18nContext) ?? appInstance;
  if (!i18n) throw new Error('useTranslation needs an I18nProvider or the app instance (lib/i18n)');
  const list: readonly Namespace[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const nsKey = list.join(',');
  const state = useSyncExternalStore(
    i18n.subscribe,
    () => `${i18n.language}|${i18n.hasLoadedNamespaces(list)}`,
  );
  const ready = state.endsWith('|true');
  const suspend = options.useSuspense !== false;
  // Thrown as react-i18next does: Suspense retries when it settles. (React's `use` left a first render that
  // suspended on it waiting in tests, where nothing else re-rendered the tree.)
  if (!ready && suspend) throw i18n.loadNamespaces(list);
  useEffect(() => {
    if (!ready && !suspend) void i18n.loadNamespaces(nsKey.split(',') as Namespace[]);
  }, [i18n, ready, suspend, nsKey]);
  // A new `t` when the language or the texts change, so memos and effects that depend on it follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` stands for the language and the texts
  const t = useMemo(() => i18n.getFixedT(null, nsKey.split(',') as Namespace[]), [i18n, nsKey, state]);
  return { t: t as unknown as TFunction<N>, i18n, ready };
}
