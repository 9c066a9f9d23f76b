import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Locale = 'jp' | 'en';
export const LOCALES: readonly Locale[] = ['jp', 'en'];

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const cache = new Map<string, unknown>();

/**
 * A visible string as the web app shows it, read from its own locale files, so journeys that walk both locales
 * find buttons by the words a person reads instead of by test ids. `key` is `namespace:dotted.path`.
 */
export function text(locale: Locale, key: string): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const file = path.join(localesDir, locale, `${namespace}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  let value: unknown = cache.get(file);
  for (const part of dotted.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${locale}`);
  return value;
}
