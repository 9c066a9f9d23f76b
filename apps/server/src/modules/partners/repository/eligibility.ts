import { type SQL, sql } from 'drizzle-orm';
import { partnerships } from '../../../db/schema/index.ts';

/**
 * A condition other modules' queries embed (reviews' eligibility): the buyer space is, or once was, an active
 * trading partner of the supplier space. An ended partnership counts when it had been accepted (`activated_at`),
 * so a past customer keeps their voice; a request never accepted does not.
 */
export const everActivePartners = (buyerKey: SQL, supplierKey: SQL): SQL =>
  sql`exists (select 1 from ${partnerships} where ${partnerships.buyerKey} = ${buyerKey}
    and ${partnerships.supplierKey} = ${supplierKey} and ${partnerships.activatedAt} is not null)`;
