import pg from 'pg';

/**
 * Drops and creates the database a PostgreSQL URL names, so a benchmark starts from nothing. Only names starting
 * with "bench" are touched: DATABASE_URL may point at a server that holds real data too.
 */
export async function recreateBenchDatabase(url: string): Promise<string> {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench\w*$/.test(name))
    throw new Error(
      `benchmark databases are named bench…, not "${name}": DATABASE_URL must name one used only for benchmarks`,
    );
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return url;
}

/** Drops a benchmark's database once it is done (the same "bench…" names only). */
export async function dropBenchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench\w*$/.test(name)) throw new Error(`not a benchmark database: "${name}"`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
