export const locales = ['jp', 'en'] as const;
export type Locale = (typeof locales)[number];

export type RuntimeConfig = {
  defaultLocale: Locale;
  productName: string;
  /** The first segment of every access rule (docs/product-decisions.md §4). */
  productKey: string;
  /** Where the core API lives: the same origin by default, another process when CORE_URL moves it. */
  coreUrl: string;
};

export const fallbackConfig: RuntimeConfig = {
  defaultLocale: 'jp',
  productName: 'TourTariff',
  productKey: 'tourtariff',
  coreUrl: '/core',
};

/**
 * Checked by hand, not with zod: the configuration is read before the first screen, and zod would add 26 kB
 * gzipped to the first route. Answers the config, or the first problem found.
 */
function parseRuntimeConfig(value: unknown): RuntimeConfig | string {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const input = value as Record<string, unknown>;
  // The product key and core address may be absent, so an older server's page still works.
  const { defaultLocale, productName, productKey = 'tourtariff', coreUrl = '/core' } = input;
  if (!locales.includes(defaultLocale as Locale)) return `defaultLocale must be one of ${locales.join(', ')}`;
  if (typeof productName !== 'string' || productName.trim() === '') return 'productName must be a text';
  if (typeof productKey !== 'string' || !/^[^:\s]+$/.test(productKey)) return 'productKey must have no colon';
  if (typeof coreUrl !== 'string' || !/^(https?:\/\/|\/)/.test(coreUrl))
    return 'coreUrl must be http(s) or a path';
  return {
    defaultLocale: defaultLocale as Locale,
    productName: productName.trim(),
    productKey,
    coreUrl: coreUrl.replace(/\/+$/, ''),
  };
}

/**
 * The server injects `<script type="application/json" id="tt-config">` in place of `<!--tt-config-->`, so one
 * build serves every deployment. Vite dev and tests have no such element and get the fallback; a malformed
 * element also falls back, because a broken page is worse than a default locale.
 */
export function readConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById('tt-config')?.textContent;
  if (!text) return fallbackConfig;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.warn('tt-config ignored: not JSON');
    return fallbackConfig;
  }
  const parsed = parseRuntimeConfig(value);
  if (typeof parsed === 'string') {
    console.warn(`tt-config ignored: ${parsed}`);
    return fallbackConfig;
  }
  return parsed;
}

export const config: RuntimeConfig = readConfig();
