import { addDays, japanDay, REFERENCE_RATES } from '@tourtariff/shared';
import type { Db } from '../db/client.ts';
import { seedGuideProfile } from '../modules/guides/index.ts';
import { seedJob } from '../modules/jobs/index.ts';

const GUIDE = 'sp_guide-ken';
const BUYER = 'sp_sakura-travel';

/** Days from today (Japan) the demo guide marked unavailable: the calendar always shows some ahead. */
export const DEMO_UNAVAILABLE = [5, 6, 20];

/**
 * guide@example.com's complete profile, a few unavailable days, and さくらトラベル's two jobs
 * (one open in Kyoto that matches the guide, one the guide completed), every date relative to today.
 */
export async function seedDemoGuides(db: Db): Promise<void> {
  await seedGuideProfile(
    db,
    GUIDE,
    {
      licence: { type: 'national', number: '京都府 第1234号', prefecture: '26', region: '' },
      lastTraining: addDays(japanDay(), -400),
      languages: [
        { code: 'ja', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
      regions: ['26', '27'],
      specialties: [
        { jp: '茶道', en: 'Tea ceremony' },
        { jp: '寺院', en: 'Temples' },
      ],
      bio: {
        jp: '全国通訳案内士（英語）。京都・大阪の寺院と茶の湯をご案内します。',
        en: 'Licensed national guide-interpreter (English). Temples and tea ceremony in Kyoto and Osaka.',
      },
      furigana: 'あんない けん',
      rates: REFERENCE_RATES,
    },
    DEMO_UNAVAILABLE,
  );
  const today = japanDay();
  const day = (offset: number) => addDays(today, offset);
  await seedJob(db, {
    space: BUYER,
    by: 'demo',
    content: {
      title: { jp: '京都 寺院めぐり 英語ガイド', en: 'Kyoto temples tour, English-speaking guide' },
      description: {
        jp: '米国からの団体12名様を清水寺・金閣寺・龍安寺へご案内いただきます。',
        en: 'Guide a group of 12 from the United States to Kiyomizu-dera, Kinkaku-ji and Ryoan-ji.',
      },
      dates: { from: day(14), to: day(14) },
      startTime: '09:00',
      hoursPerDay: 8,
      meetingPlace: '京都駅 中央口',
      prefecture: '26',
      languages: ['en'],
      groupSize: 12,
      feePerDay: REFERENCE_RATES.fullDay,
      requirements: { licence: ['national'], specialties: ['寺院'] },
      deadline: `${day(10)}T23:59:00+09:00`,
    },
  });
  await seedJob(db, {
    space: BUYER,
    by: 'demo',
    content: {
      title: { jp: '大阪 茶道体験と街歩き', en: 'Osaka tea ceremony and walking tour' },
      description: {
        jp: '茶道体験と大阪城周辺の街歩き。',
        en: 'Tea ceremony and a walk around Osaka Castle.',
      },
      dates: { from: day(-30), to: day(-30) },
      startTime: '10:00',
      hoursPerDay: 9,
      meetingPlace: '大阪城公園駅',
      prefecture: '27',
      languages: ['en'],
      groupSize: 8,
      feePerDay: null,
      deadline: `${day(-35)}T18:00:00+09:00`,
    },
    completedBy: {
      guide: GUIDE,
      by: 'demo',
      fee: REFERENCE_RATES.fullDay,
      overtimeRate: REFERENCE_RATES.overtimeHour,
      message: '茶道の経験が長く、英語でご案内できます。',
    },
  });
}
