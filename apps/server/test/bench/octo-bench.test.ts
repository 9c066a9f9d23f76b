import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run bench:octo` at a reduced size (docs/performance.md "OCTO"), so the benchmark cannot rot: the bulk
 * seed, the reseller's key, the real server over HTTP with OCTO's headers, the bare anchor, and the walk through
 * every supplier's products with `limit=500` run end to end on PGlite. The latency targets are checked only at
 * full size on PostgreSQL; here nothing unexpected may answer and the walk must give each product exactly once.
 */
describe('bench:octo, reduced size', () => {
  it('seeds, times product pages, calendars and reserve + confirm beside the anchor, and walks every product once', async () => {
    const { stdout } = await run(process.execPath, ['bench/octo.ts'], {
      cwd: root,
      timeout: 170_000,
      maxBuffer: 16 * 2 ** 20,
      env: {
        ...process.env,
        BENCH_TARIFFS: '1200',
        BENCH_SUPPLIERS: '3',
        BENCH_N: '2000',
        BENCH_DAYS: '40',
        BENCH_ENGINES: 'pglite',
        BENCH_ROUNDS: '2',
        BENCH_SAMPLES: '8',
        BENCH_WRITE: '0',
      },
    });
    const result = JSON.parse(stdout.slice(0, stdout.indexOf('\n| Engine')));
    expect(result.failures).toEqual([]);
    const [pglite] = result.summary;
    expect(pglite.engine).toBe('pglite');
    // 1,200 products over 3 suppliers: the first holds more than 500, so the walk follows a Link.
    expect(pglite.walk.expected).toBe(1200);
    expect(pglite.walk.answered).toBe(1200);
    expect(pglite.walk.distinct).toBe(1200);
    expect(pglite.walk.pages).toBeGreaterThan(3);
    for (const kind of ['anchor', 'products', 'calendar', 'reserveConfirm'])
      expect(pglite[kind].samples, kind).toBeGreaterThanOrEqual(16);
  }, 180_000);
});
