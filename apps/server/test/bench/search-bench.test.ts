import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run bench:search` at a reduced size (docs/performance.md "API throughput"), so the benchmark cannot rot:
 * 2,000 tariffs on PGlite, the fixed queries of queries.ts once and 200 searches drawn from the realistic set once. Any
 * answer but 200 makes the script fail, and so this test.
 */
describe('bench:search, reduced size', () => {
  it('seeds 2,000 tariffs and times the fixed queries and the realistic searches, each answered 200', async () => {
    const { stdout } = await run(process.execPath, ['bench/search.ts', '2000'], {
      cwd: root,
      timeout: 110_000,
      maxBuffer: 16 * 2 ** 20,
      env: { ...process.env, BENCH_ENGINES: 'pglite', BENCH_ROUNDS: '1', BENCH_SET_ROUNDS: '1' },
    });
    const { results } = JSON.parse(stdout);
    expect(results).toHaveLength(1);
    const [pglite] = results;
    expect(pglite.published).toBeGreaterThan(1000);
    // The buffer pool the run used is part of its result (docs/operations.md "Embedded database size").
    expect(pglite.sharedBuffersMb).toBe(128);
    expect(pglite.queries.length).toBeGreaterThanOrEqual(20);
    // Every class of the targets is measured, with the no-match query of the same run beside them.
    expect(Object.keys(pglite.classes).sort()).toEqual(['dated', 'filters', 'long', 'short']);
    expect(pglite.classes.dated.samples).toBeGreaterThan(0);
    expect(pglite.anchor).toMatchObject({ id: 'en-no-match' });
    expect(pglite.anchor.p95).toBeGreaterThan(0);
    expect(pglite.realistic).toMatchObject({ searches: 200, cacheHitRate: '0 %', samples: 200 });
  }, 120_000);
});
