import { type SQL, sql } from 'drizzle-orm';
import { inquiries } from '../../../db/schema/index.ts';

/**
 * A condition other modules' queries embed (reviews' eligibility): the buyer space accepted a quote for this
 * tariff, i.e. it booked it, so it may say how it went even without a partnership.
 */
export const acceptedInquiry = (buyerKey: SQL, tariffKey: SQL): SQL =>
  sql`exists (select 1 from ${inquiries} where ${inquiries.buyerKey} = ${buyerKey}
    and ${inquiries.tariffKey} = ${tariffKey} and ${inquiries.state} = 'accepted')`;
