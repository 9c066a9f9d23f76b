import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vite';
import { upfrontNamespaces } from './src/lib/i18n-namespaces';

// The Fastify server owns every non-asset path; in dev it runs on :3000 while Vite serves the SPA.
const serverOrigin = 'http://localhost:3000';
const proxied = ['/api', '/core', '/auth', '/oidc', '/healthz', '/readyz'];

const appSource = path.resolve(import.meta.dirname, 'src') + path.sep;
const entry = path.join(appSource, 'main.tsx');
const partnerPrice = path.join(appSource, 'components/ui/partner-price.tsx');

const firstScreen = path.join(appSource, 'app/routes/search.tsx');

/** The modules `root` loads before it runs: its static imports, transitively. */
function staticClosure(root: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return seen;
}

/**
 * Names `name` the app's modules `root` imports statically (and `also`), so they come as one chunk instead of a
 * dozen small ones that rolldown would otherwise cut along the screens sharing them: each is a request, the server
 * speaks HTTP/1.1, six at a time, and the module loader appends a preload link per chunk on the main thread (issue
 * 13 item 1, Lighthouse's waterfall). App modules only: a library's index imports all of it, which the walk cannot
 * tell from what is used.
 */
function closureChunk(name: string, root: string, also: string[] = []): Rolldown.CodeSplittingNameFunction {
  let closure: Set<string> | undefined;
  return (id, ctx) => {
    closure ??= staticClosure(root, ctx);
    return (closure.has(id) && id.startsWith(appSource)) || also.includes(id) ? name : null;
  };
}

/**
 * Writes `.vite/preload.json`: per language, the chunks of the texts main.tsx waits for before the first render.
 * The server links them as modulepreload in the page of that language (apps/server/src/plugins/web.ts), so they
 * load beside the app's code instead of after it has run.
 */
function textsPreload(): Plugin {
  return {
    name: 'tourtariff-texts-preload',
    generateBundle(_options, bundle) {
      const files: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const [, locale, namespace] =
          /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId) ?? [];
        if (!locale || !(upfrontNamespaces as readonly string[]).includes(namespace ?? '')) continue;
        files[locale] = [...(files[locale] ?? []), chunk.fileName, ...chunk.imports];
      }
      this.emitFile({ type: 'asset', fileName: '.vite/preload.json', source: JSON.stringify(files) });
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every asset worth compressing, which the server
 * sends as they are (@fastify/static `preCompressed`, apps/server/src/plugins/web.ts): smaller than what it
 * would compress per request at a speed-minded level, and no compression time on the request (the
 * first route's bytes are most of a phone's load on a slow link).
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'tourtariff-precompressed',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    writeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        // Below about a kilobyte the saving is less than a request's headers.
        if (!/\.(js|css|svg|json)$/.test(name) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), textsPreload(), precompressed()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // bench/web.ts reads it to tell what each route loads.
    manifest: true,
    rolldownOptions: {
      // The shared package's modules only declare things (schemas, tables, helpers): a screen that imports one
      // helper from its index must not carry every contract's schemas along.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases. Only libraries
        // every page needs are grouped; the rest (react-bootstrap's components, the editors' helpers, shared
        // contracts) follow the screens that import them, so the first page does not download code only later
        // screens run (one react-bootstrap chunk carried every dropdown, modal and tab of the app).
        codeSplitting: {
          groups: [
            // zod loads with the first screen that builds a schema (lib/zod-config.ts sets its jitless flag without
            // importing it, so the first route does not download it).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 5 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'router-query', test: /node_modules[\\/](react-router|@tanstack)[\\/]/, priority: 3 },
            // The pricing function with the stay quote, its calendar and tax tables (docs/product-decisions.md §12):
            // screens that price a tariff load it; the first route, whose cards show the server's prices, does not.
            {
              name: 'pricing',
              test: /packages[\\/]shared[\\/]src[\\/](tariffs-(pricing|quote|agreed|stay|stay-prices|nightly|charges)|jp-calendar|jp-holidays|lodging-tax)\.ts$/,
              priority: 2,
              // Its helpers (money, dates) stay where the first route already loads them.
              includeDependenciesRecursively: false,
            },
            // What every page runs before its screen. The partner price is shared by the first route (search
            // cards) and event pages: in the shell it costs the first route nothing more, where a chunk of its
            // own would (its request and import glue, docs/performance.md).
            { name: closureChunk('shell', entry, [partnerPrice]), priority: 1 },
            // The first screen (the Lighthouse page): 34 requests became 13. It ranks below the shell, so
            // what both use stays there; a later screen sharing one of these helpers loads this chunk too.
            { name: closureChunk('search', firstScreen), priority: 0 },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass uses @import and global functions that Dart Sass deprecates; the warnings are
      // Bootstrap's to fix (its next major moves to modules), so they are silenced rather than printed per build.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
});
