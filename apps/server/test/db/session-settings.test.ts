import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { engines } from '../helper.ts';

// PGlite is built without JIT; a PostgreSQL server would compile a costly search unless told not to
// (docs/decisions/0017-no-jit.md).
const postgres = engines().find((engine) => engine.name === 'postgres');

describe.skipIf(!postgres)('settings of the pool’s sessions [postgres]', () => {
  afterAll(async () => {
    await postgres?.drop();
  });

  it('every pooled connection runs without JIT compilation and with 16 MB of work memory, whatever the server’s defaults', async () => {
    const database = await openDatabase(await (postgres as NonNullable<typeof postgres>).database());
    try {
      // Several at once, so the answers come from more than one of the pool's connections.
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() =>
          queryRows<{ jit: string; workMem: string; pid: number }>(
            database.db,
            sql`select current_setting('jit') as jit, current_setting('work_mem') as "workMem",
              pg_backend_pid() as pid, pg_sleep(0.05) is null as slept`,
          ),
        ),
      );
      const rows = answers.flat();
      expect(new Set(rows.map((row) => row.pid)).size).toBeGreaterThan(1);
      expect(rows.map((row) => row.jit)).toEqual(['off', 'off', 'off', 'off']);
      // docs/decisions/0018-search-work-mem.md: a price filter's matches sort in memory.
      expect(rows.map((row) => row.workMem)).toEqual(['16MB', '16MB', '16MB', '16MB']);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('the embedded database’s buffer pool [pglite]', () => {
  const poolOf = async (sharedBuffersMb?: number) => {
    const database = await openDatabase({
      kind: 'pglite',
      ...(sharedBuffersMb === undefined ? {} : { sharedBuffersMb }),
    });
    try {
      const [row] = await queryRows<{ size: string; workMem: string }>(
        database.db,
        sql`select current_setting('shared_buffers') as size, current_setting('work_mem') as "workMem"`,
      );
      // The same work memory as PostgreSQL's pool, whatever the pool's size (docs/decisions/0018-search-work-mem.md).
      expect(row?.workMem).toBe('16MB');
      return row?.size;
    } finally {
      await database.close();
    }
  };

  it('is 16 MB unless PGLITE_SHARED_BUFFERS_MB names another size, which it then is, with 16 MB of work memory', async () => {
    expect(await poolOf()).toBe('16MB');
    expect(await poolOf(48)).toBe('48MB');
  }, 60_000);
});
