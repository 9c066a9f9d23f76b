import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { countIdpAccounts } from './repository/demo.ts';

/**
 * docs/product-decisions.md §9 demo data into an empty database only. The demo accounts, spaces and tariffs (and the password
 * hashing they need) are loaded only when they are written, so a start on existing data never reads them.
 */
export async function seedDemoData(db: Db, config: Config): Promise<void> {
  if ((await countIdpAccounts(db)) > 0) return;
  const { seedDemoAccounts } = await import('./demo.ts');
  await seedDemoAccounts(db, config);
}
