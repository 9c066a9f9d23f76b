/**
 * The server as `npm start` runs it: apps/server/src/main.ts bundled by esbuild into apps/server/dist.
 * Loading one file instead of ~1,300 modules, each type-stripped at start, halves the time to
 * the first answer and leaves a far smaller JavaScript heap behind. Built on demand (missing or older than its
 * sources), so `npm install && npm start` works without an install script.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverDist = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(serverDist, 'main.js');

const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'package-lock.json',
  'scripts/server-bundle.ts',
];

/**
 * Packages left outside the bundle: they read files next to their own code (PGlite its WebAssembly and data,
 * the OpenAPI UI its static assets, pdfkit the metrics of its standard fonts), or are optional and absent (pg's
 * native driver).
 */
const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger-ui',
  'pdfkit',
  'pg-native',
];

/** The latest modification time under `entry` (0 when it does not exist). */
export function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newestChange(path.join(entry, name))),
    0,
  );
}

export function serverBundleStale(): boolean {
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((source) => newestChange(path.join(root, source))));
}

/**
 * Node answers the first `import` of a built-in with an ES module facade that reads every export; node:http's
 * include lazy getters (fetch, WebSocket) that load undici, about 0.1 s of every start. A bundled package that
 * imports node:http or node:https (nodemailer) is given them through `require` instead, which builds no facade.
 */
const builtinsThroughRequire = {
  name: 'builtins-through-require',
  setup(build: import('esbuild').PluginBuild) {
    build.onResolve({ filter: /^(node:)?https?$/ }, (args) =>
      args.kind === 'import-statement'
        ? { path: args.path.replace(/^(?!node:)/, 'node:'), namespace: 'builtin-require' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtin-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/** Bundles the server into `outdir` (the one `npm start` runs by default); answers esbuild's account of it. */
export async function buildServerBundle(outdir = serverDist): Promise<import('esbuild').Metafile> {
  // Only a build needs esbuild; an up-to-date start never loads it.
  const esbuild = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await esbuild.build({
    // dist/main.js is the small entry that turns V8's compile cache on before main.ts and the rest load.
    entryPoints: { main: path.join(root, 'apps/server/src/bundle-entry.ts') },
    outdir,
    metafile: true,
    bundle: true,
    // Code behind a dynamic import (the seed, the embedded provider) becomes its own chunk, read when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external,
    plugins: [builtinsThroughRequire],
    logLevel: 'warning',
    legalComments: 'none',
    // No comments and no layout: V8 keeps every module's source in memory for the life of the process, and one
    // non-ASCII character (a comment's ¥ or 宿泊税) makes it keep a whole chunk at two bytes a character
    // (docs/performance.md "Memory"). Names stay, so stack traces still name the functions.
    minifyWhitespace: true,
    charset: 'ascii',
    // CommonJS dependencies call require() for Node's built-ins, which an ES module must be given.
    banner: {
      js: "import { createRequire as __ttCreateRequire } from 'node:module'; const require = __ttCreateRequire(import.meta.url);",
    },
  });
  // db/client.ts and db/pglite.ts find the migrations and the PGlite template beside their own code, which in the
  // bundle is this directory.
  for (const dir of ['migrations', 'pglite-template'])
    cpSync(path.join(root, 'apps/server/src/db', dir), path.join(outdir, dir), { recursive: true });
  return metafile;
}

/** Builds the bundle when it is missing or stale; answers its path. */
export async function ensureServerBundle(log: (line: string) => void): Promise<string> {
  if (serverBundleStale()) {
    log(existsSync(serverBundle) ? 'Server sources changed; rebundling…' : 'Bundling the server…');
    await buildServerBundle();
  }
  return serverBundle;
}
