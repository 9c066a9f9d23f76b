import pg from 'pg';

/** The database a URL names, refused unless it is a benchmark's ("bench…": DATABASE_URL may hold real data). */
function benchName(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench\w*$/.test(name))
    throw new Error(
      `benchmark databases are named bench…, not "${name}": DATABASE_URL must name one used only for benchmarks`,
    );
  return name;
}

/** Runs statements on the server's maintenance database, beside the one the URL names. */
async function onMaintenance(url: string, statements: string[]): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops and creates the database a PostgreSQL URL names, so a benchmark starts from nothing. */
export async function recreateBenchDatabase(url: string): Promise<string> {
  const name = benchName(url);
  await onMaintenance(url, [`drop database if exists "${name}" with (force)`, `create database "${name}"`]);
  return url;
}

/** Drops a benchmark's database once it is done (the same "bench…" names only). */
export async function dropBenchDatabase(url: string): Promise<void> {
  await onMaintenance(url, [`drop database if exists "${benchName(url)}" with (force)`]);
}
