import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { everActivePartners } from '../../partners/index.ts';

/**
 * Whether a buyer space may review a supplier's tariff, in one statement. Each source of eligibility is one
 * condition OR-ed here: today a partnership that is or was active (the partners module's own condition); an
 * accepted inquiry for the tariff joins as a second `or exists (…)` once the messenger lands (issue 16 item 2).
 */
export async function mayReview(db: Db, buyerKey: string, supplierKey: string): Promise<boolean> {
  const [row] = await queryRows<{ eligible: boolean }>(
    db,
    sql`select (${everActivePartners(sql`${buyerKey}`, sql`${supplierKey}`)}) as eligible`,
  );
  return row?.eligible === true;
}
