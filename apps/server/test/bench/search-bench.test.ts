import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const server = process.env.TEST_DATABASE_URL;

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
    expect(pglite.sharedBuffersMb).toBe(192);
    expect(pglite.queries.length).toBeGreaterThanOrEqual(20);
    // Every class of the targets is measured, with the no-match query of the same run beside them.
    expect(Object.keys(pglite.classes).sort()).toEqual(['dated', 'filters', 'long', 'short']);
    expect(pglite.classes.dated.samples).toBeGreaterThan(0);
    expect(pglite.anchor).toMatchObject({ id: 'en-no-match' });
    expect(pglite.anchor.p95).toBeGreaterThan(0);
    expect(pglite.realistic).toMatchObject({ searches: 200, cacheHitRate: '0 %', samples: 200 });
  }, 120_000);
});

/*
 * Both engines, as a full run has them: each in a process of its own, PostgreSQL on a database of its own that the run drops at the end, and the verdict
 * of every class against its target and PGlite's ratio. Needs a PostgreSQL server (TEST_DATABASE_URL).
 */
describe.skipIf(!server)('bench:search on both engines, reduced size', () => {
  it('runs each engine in a process of its own and judges every class', async () => {
    const database = new URL(server ?? '');
    database.pathname = '/bench_search_test';
    const { stdout } = await run(process.execPath, ['bench/search.ts', '2000'], {
      cwd: root,
      timeout: 230_000,
      maxBuffer: 16 * 2 ** 20,
      env: {
        ...process.env,
        BENCH_ENGINES: '',
        DATABASE_URL: database.toString(),
        BENCH_ROUNDS: '1',
        BENCH_SET_ROUNDS: '1',
      },
    });
    const { results, verdict } = JSON.parse(stdout);
    expect(results.map((result: { engine: string }) => result.engine)).toEqual(['pglite', 'postgres']);
    const [pglite, postgres] = results;
    expect(pglite.pid).not.toBe(postgres.pid);
    expect(postgres.published).toBe(pglite.published);
    expect(postgres.realistic).toMatchObject({ searches: 200, samples: 200 });
    expect(Object.keys(verdict).sort()).toEqual(['dated', 'filters', 'long', 'short']);
    expect(verdict.dated).toMatchObject({ targetMs: 80 });
    expect(verdict.dated.pgliteRatio).toBeGreaterThan(0);
  }, 240_000);
});
