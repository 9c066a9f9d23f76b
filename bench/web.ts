import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { conditions } from './load.ts';
import { chromiumPath, chromiumPresent, lighthouseRows, lighthouseTable } from './web-lighthouse.ts';
import {
  BUDGET,
  entryKey,
  FIRST_ROUTE,
  filesLoaded,
  gzipSize,
  kB,
  type RouteSize,
  readManifest,
  routeSizes,
  TARGET,
} from './web-sizes.ts';

/**
 * `npm run bench:web`: builds the web app, reads Vite's manifest and prints the gzipped
 * JavaScript and CSS each route loads (the entry with its static imports, plus the route's lazy chunk with its
 * own), beside the anchor: a bare Vite + React app (the create-vite React template's shape: a root, StrictMode
 * and one component with state) built by the same Vite in the same run. Writes the table into the section
 * "## Web: what each route loads" of docs/performance.md, between its generated-table markers. When Chromium is
 * present (CHROMIUM_PATH, else /usr/bin/chromium; BENCH_LIGHTHOUSE=0 skips it), adds Lighthouse's performance
 * scores of the first route beside a static page (bench/web-lighthouse.ts) between the Lighthouse markers.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const doc = path.join(root, 'docs/performance.md');
const log = (line: string) => process.stderr.write(`${line}\n`);
const lighthouseVersion: string = createRequire(import.meta.url)('lighthouse/package.json').version;

/** Gzipped JS and CSS of a bare Vite + React build, made in a scratch folder inside node_modules/.cache. */
async function bareReact(): Promise<{ js: number; css: number }> {
  // Inside the repository's node_modules tree so `react` and `react-dom` resolve to the app's own versions.
  const scratch = path.join(root, 'node_modules/.cache/bench-web-anchor');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  try {
    await writeFile(
      path.join(scratch, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    // No JSX: files under node_modules are not transformed by the React plugin. createElement is what JSX compiles to.
    await writeFile(
      path.join(scratch, 'main.js'),
      [
        "import { createElement as h, StrictMode, useState } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        'function App() {',
        '  const [count, setCount] = useState(0);',
        "  return h('button', { onClick: () => setCount((c) => c + 1) }, 'count is ', count);",
        '}',
        "createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));",
        '',
      ].join('\n'),
    );
    const outDir = path.join(scratch, 'dist');
    await build({
      root: scratch,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, manifest: true, emptyOutDir: true },
    });
    const manifest = readManifest(outDir);
    const files = filesLoaded(manifest, [entryKey(manifest)]);
    const sum = async (list: string[]) => {
      let total = 0;
      for (const file of list) total += gzipSize(await readFile(path.join(outDir, file)));
      return total;
    };
    return { js: await sum(files.js), css: await sum(files.css) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function table(sizes: RouteSize[], anchor: { js: number; css: number }): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const lines = [
    row(['route chunk', 'JS (gzip)', 'CSS (gzip)', 'files', 'JS / bare React']),
    row(['---', '---:', '---:', '---:', '---:']),
    row(['bare Vite + React (anchor)', kB(anchor.js), kB(anchor.css), '—', '1.00×']),
  ];
  for (const size of sizes) {
    const name = size.route === FIRST_ROUTE ? `**${size.route}** (first route)` : size.route;
    lines.push(
      row([name, kB(size.js), kB(size.css), String(size.files), `${(size.js / anchor.js).toFixed(2)}×`]),
    );
  }
  return lines.join('\n');
}

log('building the web app…');
execFileSync('npm', ['run', 'build', '-w', '@tourtariff/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const sizes = routeSizes(dist);
log('building a bare Vite + React app…');
const anchor = await bareReact();

const first = sizes.find((size) => size.route === FIRST_ROUTE);
const markdown = table(sizes, anchor);
const verdict = first
  ? `First route (\`/jp/search\`): JS ${kB(first.js)} (issue target ≤ ${kB(TARGET.js)}; \`npm test\` budget ${kB(BUDGET.js)}), CSS ${kB(first.css)} (target ≤ ${kB(TARGET.css)}), gzipped.`
  : '';
console.log(`${markdown}\n\n${verdict}`);

/** Replaces what docs/performance.md holds between `<!-- bench:web NAME start -->` and its end marker. */
async function writeBlock(name: string, body: string) {
  const start = `<!-- bench:web ${name} start -->`;
  const end = `<!-- bench:web ${name} end -->`;
  const text = await readFile(doc, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end} block`);
  await writeFile(doc, `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`);
}

const stamp = `Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, \`npm run bench:web\`.`;
await writeBlock('table', `${stamp}\n\n${markdown}\n\n${verdict}`);
log('table written into docs/performance.md');

if (process.env.BENCH_LIGHTHOUSE === '0' || !chromiumPresent()) {
  log(
    `Lighthouse skipped (${chromiumPresent() ? 'BENCH_LIGHTHOUSE=0' : `no Chromium at ${chromiumPath()}`})`,
  );
} else {
  const before = conditions();
  const rows = await lighthouseRows();
  const scores = lighthouseTable(rows);
  console.log(`\n${scores}`);
  await writeBlock(
    'lighthouse',
    `${stamp} Lighthouse ${lighthouseVersion}, ${path.basename(chromiumPath())}. At the start: ${before}; at the end: ${conditions()}.\n\n${scores}`,
  );
  log('Lighthouse scores written into docs/performance.md');
}
