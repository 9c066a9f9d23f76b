import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { credentialApplications } from '../../../db/schema/index.ts';

/** Credential applications waiting for an administrator's decision, for the home page (docs/product-decisions.md §15). */
export async function pendingApplicationCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${credentialApplications} where state = 'pending'`,
  );
  return row?.n ?? 0;
}
