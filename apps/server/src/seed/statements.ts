import { japanDate } from '@tourtariff/shared';
import type { Db } from '../db/client.ts';
import { billableBookings } from '../modules/bookings/index.ts';
import { buildMonth } from '../modules/statements/index.ts';

const RYOKAN_SPACE = 'sp_kyoto-ryokan';
const SAKURA = 'sp_sakura-travel';

/**
 * docs/product-decisions.md §9, docs/statements.md §3: 京都旅館's draft statement to さくらトラベル for each month
 * its completed and no-show demo bookings fall in (the last month or two), built as the 1st's sweep would.
 */
export async function seedDemoStatements(db: Db, now = new Date()): Promise<void> {
  const today = japanDate(now);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 62 * 86_400_000).toISOString().slice(0, 10);
  const billed = await billableBookings(db, { from, to: today }, { supplier: RYOKAN_SPACE, buyer: SAKURA });
  const months = new Set(billed.map((b) => b.firstDate.slice(0, 7)));
  for (const month of months) await buildMonth(db, RYOKAN_SPACE, month, now, { buyer: SAKURA });
}
