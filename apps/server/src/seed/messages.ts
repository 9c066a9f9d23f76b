import type { Db } from '../db/client.ts';
import { seedConversation } from '../modules/messenger/index.ts';

/** docs/product-decisions.md §9 / the demo buyer and supplier already talk, so the messages page is not empty. */
export async function seedDemoMessages(db: Db): Promise<void> {
  await seedConversation(db, {
    spaces: ['sp_sakura-travel', 'sp_kyoto-ryokan'],
    subject: '秋の団体旅行のご相談',
    messages: [
      {
        space: 'sp_sakura-travel',
        name: '桜井 太郎',
        text: 'お世話になっております。11月中旬に20名様の団体で、旅館一泊と茶道体験をご相談できますか。',
      },
      {
        space: 'sp_kyoto-ryokan',
        name: '京都 花子',
        text: 'お問い合わせありがとうございます。11月中旬は空きがございます。日程と人数が決まりましたら、タリフから問い合わせをお送りください。',
      },
    ],
  });
}
