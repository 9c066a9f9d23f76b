import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run bench:statements` at a reduced size (docs/performance.md "Statements"), so the benchmark cannot rot:
 * the bulk seed, the month's build as the sweep runs it and the 50-line PDF run end to end on PGlite. The targets
 * are checked only at full size on PostgreSQL; here every pair must get its draft and the PDF must come out.
 */
describe('bench:statements, reduced size', () => {
  it('seeds a month of bookings, builds one draft per pair and draws a 50-line PDF', async () => {
    const { stdout } = await run(process.execPath, ['bench/statements.ts'], {
      cwd: root,
      timeout: 110_000,
      maxBuffer: 16 * 2 ** 20,
      env: { ...process.env, BENCH_N: '3000', BENCH_PAIRS: '50', BENCH_PDFS: '3', BENCH_ENGINES: 'pglite' },
    });
    const result = JSON.parse(stdout.slice(0, stdout.indexOf('\n| Engine')));
    expect(result.failures).toEqual([]);
    const [pglite] = result.summary;
    expect(pglite.engine).toBe('pglite');
    expect(pglite.statements).toBe(50);
    expect(pglite.pdf.lines).toBe(50);
    expect(pglite.pdf.samples).toBe(3);
    expect(pglite.pdf.kb).toBeGreaterThan(0);
  }, 120_000);
});
