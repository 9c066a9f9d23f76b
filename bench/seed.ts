import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { businesses, spaceMembers, spaces, tariffs } from '../apps/server/src/db/schema/index.ts';
import { derivedColumns } from '../apps/server/src/modules/tariffs/index.ts';
import { supplierSpread, suppliers, tariff } from './generate.ts';

const BATCH = 1000;

/**
 * Loads the catalogue straight into the tables, in batches, because 100,000 API calls would take longer than the
 * benchmark itself. The rows are nevertheless exactly what the API stores: each document goes through the API's
 * contract (generate.ts) and its derived columns, search text included, come from the server's own
 * `derivedColumns`, and the database's own triggers write the search listings of the published ones and their
 * narrow copies. The secondary indexes of `tariffs`, `tariff_listings` and `tariff_listings_narrow` are dropped for
 * the load and then created again from their own definitions (read back from the catalogue), which is how bulk
 * loads are done and leaves the tables exactly as the migrations define them, only built faster.
 */
export async function seedCatalogue(db: Db, n: number, log: (line: string) => void): Promise<void> {
  const owners = suppliers(Math.max(20, Math.round(n / 250)));
  await db.insert(businesses).values(owners.map((s) => ({ key: `bz_${s.key}`, sub: s.owner, name: s.name })));
  await db.insert(spaces).values(
    owners.map((s) => ({
      key: s.key,
      kind: 'corporate' as const,
      role: 'supplier' as const,
      category: 'supplier',
      industry: 'creator' as const,
      name: s.name,
      businessKey: `bz_${s.key}`,
      createdBy: s.owner,
    })),
  );
  await db
    .insert(spaceMembers)
    .values(owners.map((s) => ({ spaceKey: s.key, sub: s.owner, role: 'owner' as const })));

  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ('tariffs', 'tariff_listings', 'tariff_listings_narrow')
          and indexname not like '%\_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));

  const spread = supplierSpread(owners);
  const started = performance.now();
  for (let start = 0; start < n; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) {
      const t = tariff(i, spread);
      rows.push({ ...t, updatedAt: t.publishedAt ?? t.createdAt, ...derivedColumns(t.doc) });
    }
    await db.insert(tariffs).values(rows);
    if ((start / BATCH) % 10 === 9) log(`  ${start + BATCH} rows, ${seconds(started)} s`);
  }
  log(`  loaded ${n} rows in ${seconds(started)} s; building ${indexes.length} indexes`);
  const indexing = performance.now();
  await db.transaction(async (tx) => {
    // Index builds sort in memory; the default 64 MB would spill the GIN builds to disk.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  // What autovacuum would do on a server soon after such a load (PGlite has no autovacuum at all).
  await db.execute(sql`vacuum analyze`);
  log(`  indexes and statistics in ${seconds(indexing)} s`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** `n` generated tariffs added to a database no server has open (PGlite allows one process), e.g. the demo's. */
export async function addCatalogue(
  database: { pgliteDir?: string; url?: string },
  n: number,
  log: (line: string) => void,
): Promise<void> {
  if (n <= 0) return;
  log(`adding ${n} generated tariffs`);
  const opened = await openDatabase(
    database.url ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: database.pgliteDir },
  );
  try {
    await seedCatalogue(opened.db, n, log);
  } finally {
    await opened.close();
  }
}
