import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const server = process.env.TEST_DATABASE_URL;

/**
 * `npm run bench:scale` at a reduced size (docs/performance.md "Scale", docs/operations.md "Running the scale
 * benchmark"), so the benchmark cannot rot: three server processes on one PostgreSQL database with files in an
 * S3 bucket, the proxy, the mixed workload with live streams, and the kill and restart of one process. It needs
 * PostgreSQL (several processes cannot share a PGlite), so it runs when TEST_DATABASE_URL names a server. The run
 * itself fails (exit 1) on a lost acknowledged write, an oversold date or an error away from the kill; here each
 * check is looked at too, and the writes it checked must be there to check.
 */
describe.skipIf(!server)('bench:scale, reduced size', () => {
  it('loses no acknowledged write and oversells no date while one of three processes is killed', async () => {
    const database = new URL(server ?? '');
    database.pathname = '/bench_scale_test';
    const { stdout } = await run(process.execPath, ['bench/scale.ts'], {
      cwd: root,
      timeout: 170_000,
      maxBuffer: 16 * 2 ** 20,
      env: {
        ...process.env,
        BENCH_POSTGRES_URL: database.toString(),
        BENCH_SECONDS: '4',
        BENCH_CLIENTS: '3',
        BENCH_TARIFFS: '30',
        BENCH_N: '200',
        BENCH_CAPACITY: '8',
        BENCH_DATES: '2',
        BENCH_WRITE: '0',
      },
    });
    const result = JSON.parse(stdout.slice(0, stdout.indexOf('\n| Phase')));
    expect(result.failures).toEqual([]);
    expect(result.summary.map((phase: { name: string }) => phase.name)).toEqual([
      '1 process, directly',
      '3 processes, proxy',
      '3 processes, proxy, one killed',
    ]);
    for (const phase of result.summary) expect(phase.requests, phase.name).toBeGreaterThan(20);
    expect(result.kill.backAfterMs).toBeGreaterThan(0);
    expect(result.kill.errors).toBeLessThanOrEqual(6);
    // Something of every kind was written and found again, and the limited dates were sold out, not over.
    expect(result.checked.bookings).toBeGreaterThan(0);
    expect(result.checked.messages).toBeGreaterThan(0);
    expect(result.checked.notifications).toBeGreaterThan(0);
    expect(result.dates).toHaveLength(8);
    for (const date of result.dates) expect(date.used).toBeLessThanOrEqual(date.capacity);
    expect(result.dates.some((date: { used: number; capacity: number }) => date.used === date.capacity)).toBe(
      true,
    );
  }, 180_000);
});
