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

  it('every pooled connection runs without JIT compilation, whatever the server’s default', async () => {
    const database = await openDatabase(await (postgres as NonNullable<typeof postgres>).database());
    try {
      // Several at once, so the answers come from more than one of the pool's connections.
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() =>
          queryRows<{ jit: string; pid: number }>(
            database.db,
            sql`select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05) is null as slept`,
          ),
        ),
      );
      const rows = answers.flat();
      expect(new Set(rows.map((row) => row.pid)).size).toBeGreaterThan(1);
      expect(rows.map((row) => row.jit)).toEqual(['off', 'off', 'off', 'off']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
