import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, log, median, repoRoot, serverEnv, serverScript, start, stop, tempDir } from './process.ts';
import { buyerSession } from './session.ts';

/**
 * Lighthouse for `npm run bench:web`: the performance score of `/jp/search` signed in as the
 * demo buyer, median of RUNS runs per preset (mobile: Lighthouse's default, a mid-range phone on a slow 4G link,
 * simulated; desktop: its desktop preset), beside a static page measured in the same run as the anchor (a page
 * that is only HTML scores 100, so a lower anchor means the machine, not the app, is slow). The real server
 * serves the real build on a seeded PGlite directory; the buyer's session is the row a sign-in writes.
 */

export type LighthouseRow = {
  page: string;
  preset: 'mobile' | 'desktop';
  score: number;
  /** The lowest and highest score of the RUNS runs. */
  range: [number, number];
  /** Lighthouse's own measure of the machine's speed (its `benchmarkIndex`), median of the runs. */
  benchmarkIndex: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Audits of the median run that fail and bear on load speed, e.g. `uses-text-compression`. */
  flagged: string[];
};

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumPresent = () => existsSync(chromiumPath());

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const STATIC_PAGE =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>静的ページ</title><meta name="description" content="anchor"></head><body><h1>静的ページ</h1><p>Lighthouse の基準となる、HTML だけのページです。</p></body></html>';

/** A bare node:http server answering every path with the static page. */
async function staticServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(STATIC_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const metric = (audits: Record<string, { numericValue?: number }>, id: string) =>
  audits[id]?.numericValue ?? NaN;

async function runOnce(
  port: number,
  url: string,
  preset: 'mobile' | 'desktop',
  headers: Record<string, string>,
) {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  // A run Lighthouse could not record (NO_NAVSTART, a lost trace: it says to run again) measured nothing and
  // would count as a score of 0 in the median; it is run again, a few times at most.
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const failure = result?.lhr.runtimeError;
    if (!failure || attempt === 3) break;
    log(`lighthouse ${preset}: ${failure.code}, running again`);
  }
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  // BENCH_LIGHTHOUSE_DUMP=<dir> keeps each run's full report, to see what an audit flagged.
  const dump = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (dump) {
    await mkdir(dump, { recursive: true });
    const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    await writeFile(path.join(dump, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details?.type === 'opportunity')
    .map((audit) => audit.id);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    fcp: metric(audits, 'first-contentful-paint'),
    lcp: metric(audits, 'largest-contentful-paint'),
    tbt: metric(audits, 'total-blocking-time'),
    cls: metric(audits, 'cumulative-layout-shift'),
    si: metric(audits, 'speed-index'),
    flagged: failing,
  };
}

/** Median of RUNS runs by score; the metrics and flagged audits are the median run's. */
async function measure(
  port: number,
  page: string,
  url: string,
  preset: 'mobile' | 'desktop',
  headers: Record<string, string>,
): Promise<LighthouseRow> {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    log(`lighthouse ${preset} ${page}: run ${run + 1}/${RUNS}`);
    runs.push(await runOnce(port, url, preset, headers));
  }
  const scores = runs.map((run) => run.score);
  const score = median(scores);
  const middle = runs.find((run) => run.score === score) ?? runs[0];
  if (!middle) throw new Error('no lighthouse run');
  const range: [number, number] = [Math.min(...scores), Math.max(...scores)];
  const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  return { page, preset, ...middle, score, range, benchmarkIndex };
}

/** Runs Lighthouse against a build (apps/web/dist by default); the caller has built it. */
export async function lighthouseRows(
  webDist = path.join(repoRoot, 'apps/web/dist'),
): Promise<LighthouseRow[]> {
  const pgliteDir = await tempDir();
  const database = { pgliteDir };
  const env = { ...serverEnv(database), WEB_DIST: webDist };
  const profile = path.join(pgliteDir, 'chromium-profile');
  await mkdir(profile, { recursive: true });
  try {
    log('lighthouse: first start of the server (seeding the demo data)');
    await stop(await start(serverScript, env));
    const { headers } = await buyerSession(database);
    const server = await start(serverScript, env);
    const anchor = await staticServer();
    const chrome = await launch({
      chromePath: chromiumPath(),
      userDataDir: profile,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      // Only the session cookie: the client header and content type are what the app itself sends.
      const signedIn = { cookie: headers.cookie };
      // localhost, not 127.0.0.1: the server answers other hosts with a redirect to its public address.
      const search = `${server.url.replace('127.0.0.1', 'localhost')}/jp/search`;
      const rows: LighthouseRow[] = [];
      for (const preset of ['desktop', 'mobile'] as const) {
        rows.push(await measure(chrome.port, 'static page (anchor)', anchor.url, preset, {}));
        rows.push(await measure(chrome.port, '/jp/search (buyer)', search, preset, signedIn));
      }
      return rows;
    } finally {
      chrome.kill();
      await anchor.close();
      await stop(server);
    }
  } finally {
    await rm(pgliteDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export function lighthouseTable(rows: LighthouseRow[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([
      'page',
      'preset',
      'score (median)',
      'runs',
      'benchmarkIndex',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Speed Index',
      'opportunities flagged',
    ]),
    line(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
    ...rows.map((row) =>
      line([
        row.page,
        row.preset,
        String(row.score),
        `${row.range[0]}–${row.range[1]}`,
        String(Math.round(row.benchmarkIndex)),
        ms(row.fcp),
        ms(row.lcp),
        ms(row.tbt),
        row.cls.toFixed(3),
        ms(row.si),
        row.flagged.join(', ') || '—',
      ]),
    ),
  ].join('\n');
}

/** For a quick look without the rest of bench:web: `node bench/web-lighthouse.ts` (build first). */
if (import.meta.main) {
  console.log(lighthouseTable(await lighthouseRows()));
}
