import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { upfrontNamespaces } from '../apps/web/src/lib/i18n-namespaces.ts';

/**
 * What each route of the built SPA downloads, from Vite's manifest: the entry with every chunk
 * it imports statically, the Japanese texts fetched before the first render of a `/jp` page (the namespaces
 * `upfrontNamespaces` of lib/i18n-namespaces.ts names, src/locales/jp/<namespace>.json), plus the route's lazy
 * chunk (src/app/routes/<name>.tsx) with its own static imports. A namespace a screen fetches when it shows is
 * not counted, nor is any chunk loaded on demand (a dialog or menu when first opened).
 * Sizes are gzip level 9 of the bytes on disk, as Vite's own report computes them. bench/web.ts prints them and
 * bench/web-budget.ts (run by `npm run test:e2e` after the build) fails past the budget.
 */

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteSize = { route: string; js: number; css: number; files: number };

/** The first route: `/jp/search` for a signed-in buyer (the Lighthouse page). */
export const FIRST_ROUTE = 'search';
/** The target for the first route, gzipped bytes. */
export const TARGET = { js: 150_000, css: 25_000 };
/**
 * What `npm test` enforces (bench/web-budget.ts): the targets. The first route's JavaScript is below
 * TARGET.js since i18next gave way to lib/i18n (docs/performance.md), so the budget is the target itself.
 */
export const BUDGET = { js: TARGET.js, css: TARGET.css };

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** The chunk keys a key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

export function filesLoaded(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const closure = [...staticClosure(manifest, keys)];
  const js = closure.map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  const css = [...new Set(closure.flatMap((key) => manifest[key]?.css ?? []))];
  return { js, css };
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]?.[0] ?? '';
}

/** Gzipped JS and CSS of the entry alone (`route` = "(entry)") and of the entry plus each lazy route. */
export function routeSizes(dist: string): RouteSize[] {
  const manifest = readManifest(dist);
  const texts = upfrontNamespaces.map((namespace) => `src/locales/jp/${namespace}.json`);
  const entry = [entryKey(manifest), ...texts];
  const cache = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(join(dist, file)));
      cache.set(file, size);
    }
    return size;
  };
  const measure = (route: string, keys: string[]): RouteSize => {
    const { js, css } = filesLoaded(manifest, keys);
    const sum = (files: string[]) => files.reduce((total, file) => total + sizeOf(file), 0);
    return { route, js: sum(js), css: sum(css), files: js.length + css.length };
  };
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /src\/app\/routes\/[^/]+\.tsx$/.test(key))
    .map(([key]) => key)
    .sort();
  return [
    measure('(entry)', entry),
    ...routes.map((key) => measure(key.replace(/^.*\/routes\/|\.tsx$/g, ''), [...entry, key])),
  ];
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
