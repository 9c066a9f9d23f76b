import type jp from '../../locales/jp';
import type { Namespace } from '../i18n-namespaces';

/**
 * Translation keys typed from the Japanese files, the default locale (STYLE habit 7): a misspelt key, or a key
 * of a namespace the component did not ask for, is a type error. The same key shapes react-i18next accepted, so
 * components kept their calls: `key` of the first namespace, `ns:key` of any, a plural's base (`card.tariffs`
 * for `card.tariffs_one` / `_other`).
 */
export type Resources = typeof jp;
export type { Namespace };
export type Texts = Resources[Namespace];

/** The namespaces a component asks for: one, or a list whose first is the one its unprefixed keys belong to. */
export type Namespaces = Namespace | readonly Namespace[];
type FirstOf<N extends Namespaces> = N extends readonly [infer First, ...unknown[]]
  ? First
  : N extends readonly (infer Any)[]
    ? Any
    : N;

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type Base<K extends string> = K extends `${infer Stem}${PluralSuffix}` ? Stem : K;

/** Every dotted path to a text in `T`, and each plural's base. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | `${Prefix}${Base<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type KeysOf<N extends Namespace> = Leaves<Resources[N]>;
type Prefixed = { [N in Namespace]: `${N}:${KeysOf<N>}` }[Namespace];

/** The keys a `t` bound to `N` accepts. */
export type KeyOf<N extends Namespaces> = KeysOf<FirstOf<N> & Namespace> | Prefixed;

/** What a lookup may carry besides its key: values for `{{name}}`, `count` for plurals, a default. */
export type TOptions = {
  count?: number;
  /** Looks the (unprefixed) key up in this namespace instead. */
  ns?: Namespace | readonly Namespace[];
  defaultValue?: string;
  [value: string]: unknown;
};

/** A `t` bound to a language and namespaces, as `useTranslation(ns)` answers it; a string second is the default. */
export type TFunction<N extends Namespaces = 'common'> = (
  key: KeyOf<N>,
  options?: TOptions | string,
) => string;
