import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { partnerships } from '../../../db/schema/index.ts';

/** Partnership requests the other side made and this space has still to answer (docs/product-decisions.md §15). */
export async function requestsToAnswer(db: Db, space: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${partnerships} p where p.state = 'requested'
      and ((p.supplier_key = ${space} and p.requested_by = 'buyer')
        or (p.buyer_key = ${space} and p.requested_by = 'supplier'))`,
  );
  return row?.n ?? 0;
}
