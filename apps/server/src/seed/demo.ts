import { qualifyRule } from '@tourtariff/shared';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SpaceDetails } from '../db/schema/index.ts';
import { ensureAccount } from '../idp/index.ts';
import { seedBusinessProfile } from '../modules/spaces/index.ts';
import { seedDemoBookings } from './bookings.ts';
import { seedDemoGuides } from './guides.ts';
import { seedDemoMessages } from './messages.ts';
import { countIdpAccounts, grantEntry, insertSpaces } from './repository/demo.ts';
import { seedDemoReviews } from './reviews.ts';
import { seedDemoStatements } from './statements.ts';
import { seedDemoTariffs } from './tariffs.ts';

/** docs/product-decisions.md §9 demo accounts (embedded provider only). Their spaces and tariffs are seeded by later modules. */
export const demoAccounts = [
  { email: 'admin@example.com', nickname: 'admin', firstName: '管理者', lastName: '山本', grants: ['admin'] },
  { email: 'supplier@example.com', nickname: 'supplier', firstName: '花子', lastName: '京都', grants: [] },
  { email: 'buyer@example.com', nickname: 'buyer', firstName: '太郎', lastName: '桜井', grants: [] },
  { email: 'agent@example.com', nickname: 'agent', firstName: '港', lastName: '南', grants: [] },
  { email: 'guide@example.com', nickname: 'guide', firstName: '健', lastName: '案内', grants: [] },
  { email: 'newuser@example.com', nickname: 'newuser', firstName: '新', lastName: '利用者', grants: [] },
] as const;

export const DEMO_PASSWORD = 'demo';

/**
 * Seeds the demo accounts into an empty database only: once anyone has an account, nothing is added, so a
 * deleted demo user stays deleted and a production database is never touched.
 */
export async function seedDemoAccounts(db: Db, config: Config): Promise<void> {
  if ((await countIdpAccounts(db)) > 0) return;
  // Created side by side: each password hash (scrypt) runs on libuv's thread pool, so a first start waits for
  // about one hash instead of five.
  const accounts = await Promise.all(
    demoAccounts.map((demo) =>
      ensureAccount(db, {
        email: demo.email,
        nickname: demo.nickname,
        firstName: demo.firstName,
        lastName: demo.lastName,
        password: DEMO_PASSWORD,
        // docs/product-decisions.md §9: demo accounts stand for people whose addresses are known, so they start verified.
        emailVerified: true,
      }),
    ),
  );
  for (const [i, demo] of demoAccounts.entries()) {
    const account = accounts[i];
    if (!account) continue;
    const spacesOfDemo = demoSpaces[demo.email as keyof typeof demoSpaces] ?? [];
    if (spacesOfDemo.length) await seedSpaces(db, account.sub, demo.nickname, spacesOfDemo);
    for (const space of spacesOfDemo)
      if (space.profile) await seedBusinessProfile(db, space.key, space.profile);
    for (const grant of demo.grants) await grantEntry(db, account.sub, qualifyRule(config.productKey, grant));
  }
  await seedDemoTariffs(db);
  await seedDemoMessages(db);
  await seedDemoReviews(db);
  await seedDemoGuides(db);
  await seedDemoBookings(db);
  await seedDemoStatements(db);
}

type DemoSpace = {
  key: string;
  kind: 'guide' | 'personal' | 'corporate';
  role: 'guide' | 'supplier' | 'buyer';
  industry: 'guide' | 'creator' | 'arranger';
  name: string;
  details: SpaceDetails;
  /** The business profile (Creator, Arranger), written through the spaces module's contract and rules. */
  profile?: unknown;
};

/** docs/product-decisions.md §9 spaces, with fixed keys so links in docs and tests stay stable. */
const demoSpaces: Record<string, DemoSpace[]> = {
  'supplier@example.com': [
    {
      key: 'sp_kyoto-ryokan',
      kind: 'corporate',
      role: 'supplier',
      industry: 'creator',
      name: '京都旅館株式会社',
      details: {},
      profile: {
        description: {
          jp: '東山の老舗旅館。季節の京料理と茶道体験、貸切バスの手配まで承ります。',
          en: 'A long-established ryokan in Higashiyama: seasonal Kyoto cuisine, tea ceremony and chartered buses.',
        },
        address: {
          postalCode: '605-0074',
          prefecture: '26',
          city: '京都市東山区',
          street: '祇園町南側570-8',
        },
        phone: '075-561-0000',
        website: 'https://kyoto-ryokan.example.jp',
        languages: ['ja', 'en'],
        corporateNumber: '6130001045678',
        invoiceNumber: 'T6130001045678',
        travelRegistration: { authority: '京都府知事登録旅行業', number: '第3-512号' },
        foundedYear: 1952,
        staffCount: 48,
      },
    },
    {
      key: 'sp_hanako-kyoto',
      kind: 'personal',
      role: 'supplier',
      industry: 'creator',
      name: '京都 花子',
      details: {},
    },
  ],
  'buyer@example.com': [
    {
      key: 'sp_sakura-travel',
      kind: 'corporate',
      role: 'buyer',
      industry: 'arranger',
      name: 'さくらトラベル株式会社',
      details: {},
      profile: {
        description: {
          jp: '訪日団体旅行を手配する旅行会社です。',
          en: 'A travel company arranging inbound group tours.',
        },
        address: { postalCode: '100-0005', prefecture: '13', city: '千代田区', street: '丸の内1-1-1' },
        phone: '03-6200-0000',
        website: 'https://sakura-travel.example.jp',
        languages: ['ja', 'en', 'zh'],
        corporateNumber: '8010001187654',
        invoiceNumber: 'T8010001187654',
        travelRegistration: { authority: '観光庁長官登録旅行業', number: '第1234号' },
        foundedYear: 1998,
        staffCount: 120,
      },
    },
  ],
  // A second buyer, paid a commission by the ryokan instead of a discount (§9, §12).
  'agent@example.com': [
    {
      key: 'sp_minato-tours',
      kind: 'corporate',
      role: 'buyer',
      industry: 'arranger',
      name: 'みなとツアーズ株式会社',
      details: {},
    },
  ],
  'guide@example.com': [
    {
      key: 'sp_guide-ken',
      kind: 'guide',
      role: 'guide',
      industry: 'guide',
      name: '案内 健',
      details: {
        description: {
          jp: '全国通訳案内士（英語・日本語）。京都・奈良を中心に案内します。',
          en: 'Licensed national guide-interpreter (English and Japanese), mainly Kyoto and Nara.',
        },
        languages: ['ja', 'en'],
      },
    },
  ],
};

function seedSpaces(db: Db, sub: string, nickname: string, list: DemoSpace[]) {
  const business = { key: `bz_${nickname}`, sub, name: list[0]?.name ?? nickname };
  return insertSpaces(
    db,
    business,
    list.map((space) => ({ ...space, category: space.role })),
  );
}
