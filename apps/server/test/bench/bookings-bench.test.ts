import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run bench:bookings` at a reduced size (docs/performance.md "Bookings"), so the benchmark cannot rot: the
 * bulk seed, the real server over HTTP, the bare anchor and the 64-hold race run end to end on PGlite. The
 * latency targets are checked only at full size on PostgreSQL; here the run must finish within a minute, answer
 * nothing unexpected and give the last unit of each of 5 race dates (20 at full size) to exactly one hold.
 */
describe('bench:bookings, reduced size', () => {
  it('seeds, times calendars, holds and confirmations beside the anchor, and wins each race exactly once', async () => {
    const started = performance.now();
    const { stdout } = await run(process.execPath, ['bench/bookings.ts'], {
      cwd: root,
      timeout: 110_000,
      maxBuffer: 16 * 2 ** 20,
      env: {
        ...process.env,
        BENCH_N: '2000',
        BENCH_ENGINES: 'pglite',
        BENCH_ROUNDS: '2',
        BENCH_SAMPLES: '10',
        BENCH_RACE_ROUNDS: '5',
        BENCH_WRITE: '0',
      },
    });
    const result = JSON.parse(stdout.slice(0, stdout.indexOf('\n| Engine')));
    expect(result.failures).toEqual([]);
    const [pglite] = result.summary;
    expect(pglite.engine).toBe('pglite');
    expect(pglite.race.winners).toEqual(Array(5).fill(1));
    expect(pglite.race.refusals).toBe(5 * 63);
    for (const date of pglite.race.ledger) expect(date.used).toBe(date.capacity);
    for (const kind of ['anchor', 'calendar', 'hold', 'confirm'])
      expect(pglite[kind].samples, kind).toBeGreaterThanOrEqual(20);
    expect(performance.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
