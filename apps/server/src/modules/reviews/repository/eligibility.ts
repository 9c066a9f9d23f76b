import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { acceptedInquiry } from '../../messenger/index.ts';
import { everActivePartners } from '../../partners/index.ts';

/**
 * Whether a buyer space may review a supplier's tariff, in one statement: it is or was an active partner of the
 * supplier (the partners module's condition), or it accepted a quote for this very tariff (the messenger's).
 */
export async function mayReview(
  db: Db,
  buyerKey: string,
  tariff: { key: string; spaceKey: string },
): Promise<boolean> {
  const buyer = sql`${buyerKey}`;
  const [row] = await queryRows<{ eligible: boolean }>(
    db,
    sql`select (${everActivePartners(buyer, sql`${tariff.spaceKey}`)}
      or ${acceptedInquiry(buyer, sql`${tariff.key}`)}) as eligible`,
  );
  return row?.eligible === true;
}
