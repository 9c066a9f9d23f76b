import { z } from 'zod';

export const locales = ['jp', 'en'] as const;
export type Locale = (typeof locales)[number];

const runtimeConfigSchema = z.object({
  defaultLocale: z.enum(locales),
  productName: z.string().trim().min(1),
  // The first segment of every access rule (DESIGN §4); optional so an older server's page still works.
  productKey: z
    .string()
    .regex(/^[^:\s]+$/)
    .default('tourtariff'),
  // Where the core API lives: the same origin by default, another process when CORE_URL moves it.
  coreUrl: z
    .string()
    .regex(/^(https?:\/\/|\/)/)
    .transform((value) => value.replace(/\/+$/, ''))
    .default('/core'),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const fallbackConfig: RuntimeConfig = {
  defaultLocale: 'jp',
  productName: 'TourTariff',
  productKey: 'tourtariff',
  coreUrl: '/core',
};

/**
 * The server injects `<script type="application/json" id="tt-config">` in place of `<!--tt-config-->`, so one
 * build serves every deployment. Vite dev and tests have no such element and get the fallback; a malformed
 * element also falls back, because a broken page is worse than a default locale.
 */
export function readConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById('tt-config')?.textContent;
  if (!text) return fallbackConfig;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('tt-config ignored:', z.prettifyError(parsed.error));
  } catch {
    console.warn('tt-config ignored: not JSON');
  }
  return fallbackConfig;
}

export const config: RuntimeConfig = readConfig();
