import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** How many accounts the embedded provider holds: demo data goes into an empty one only. */
export async function countIdpAccounts(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from idp_accounts`);
  return row?.n ?? 0;
}

// Grants, businesses, spaces and members are the core users group's (docs/ARCHITECTURE.md "Table owners").
export { grantEntry, insertSpaces } from '../../core/users/index.ts';
