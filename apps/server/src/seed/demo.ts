import { qualifyRule } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Db, queryRows } from '../db/client.ts';
import { userGrants } from '../db/schema/index.ts';
import { ensureAccount } from '../idp/seed.ts';

/** DESIGN §9 demo accounts (embedded provider only). Their spaces and tariffs are seeded by later modules. */
export const demoAccounts = [
  { email: 'admin@example.com', nickname: 'admin', firstName: '管理者', lastName: '山本', grants: ['admin'] },
  { email: 'supplier@example.com', nickname: 'supplier', firstName: '花子', lastName: '京都', grants: [] },
  { email: 'buyer@example.com', nickname: 'buyer', firstName: '太郎', lastName: '桜井', grants: [] },
  { email: 'guide@example.com', nickname: 'guide', firstName: '健', lastName: '案内', grants: [] },
  { email: 'newuser@example.com', nickname: 'newuser', firstName: '新', lastName: '利用者', grants: [] },
] as const;

export const DEMO_PASSWORD = 'demo';

/**
 * Seeds the demo accounts into an empty database only: once anyone has an account, nothing is added, so a
 * deleted demo user stays deleted and a production database is never touched.
 */
export async function seedDemoAccounts(db: Db, config: Config): Promise<void> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from idp_accounts`);
  if ((row?.n ?? 0) > 0) return;
  for (const demo of demoAccounts) {
    const account = await ensureAccount(db, {
      email: demo.email,
      nickname: demo.nickname,
      firstName: demo.firstName,
      lastName: demo.lastName,
      password: DEMO_PASSWORD,
    });
    for (const grant of demo.grants) {
      await db
        .insert(userGrants)
        .values({ sub: account.sub, entry: qualifyRule(config.productKey, grant), grantedBy: 'seed' })
        .onConflictDoNothing();
    }
  }
}
