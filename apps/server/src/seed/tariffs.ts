import { DEFAULT_AGE_BANDS, FEE_TEMPLATES } from '@tourtariff/shared';
import type { Db } from '../db/client.ts';
import { seedEvent } from '../modules/events/index.ts';
import { registerPartnerTerms, seedPartnership } from '../modules/partners/index.ts';
import { seedPublishedTariffs } from '../modules/tariffs/index.ts';

const SPACE = 'sp_kyoto-ryokan';
/** The supplier's personal space (docs/product-decisions.md §9): a guide-creator's own tours, so switching spaces shows a difference. */
const PERSONAL = 'sp_hanako-kyoto';

/** Kyoto's year as the trade prices it: autumn leaves and cherry blossom are the peaks. */
const seasons = [
  { name: { jp: '秋の繁忙期', en: 'Autumn peak' }, from: '2026-10-01', to: '2026-11-30' },
  { name: { jp: '冬期', en: 'Winter' }, from: '2026-12-01', to: '2027-02-28' },
  { name: { jp: '春の繁忙期', en: 'Spring peak' }, from: '2027-03-01', to: '2027-04-30' },
  { name: { jp: '夏期', en: 'Summer' }, from: '2027-05-01', to: '2027-09-30' },
];
// Rates name their season by its Japanese name (either name would do: seasonNamed in packages/shared).
const [autumn, winter, spring, summer] = seasons.map((s) => s.name.jp) as [string, string, string, string];
/** Tags in both languages: the sheet shows the reader's. */
const tag = (jp: string, en: string) => ({ jp, en });
const validity = { from: '2026-10-01', to: '2027-09-30' };
const perPerson = (season: string, min: number, max: number, adult: number, child: number | null) => ({
  season,
  unit: 'per_person' as const,
  pax_min: min,
  pax_max: max,
  adult,
  child,
});

/*
 * The ryokan's rate sheet as Japanese inns price (docs/product-decisions.md §12): per person by room occupancy
 * (1室2名/3名/4名), 平日 and 休前日 per season, 特定日 (年末年始, GW, お盆) whatever the season, a single supplement
 * on the rows for two. A weekday room for two costs what the demo has always shown per person.
 */
const ryokanSpecialDays = [
  { name: { jp: '年末年始', en: 'New Year holidays' }, from: '2026-12-29', to: '2027-01-03' },
  { name: { jp: 'GW', en: 'Golden Week' }, from: '2027-04-29', to: '2027-05-05' },
  { name: { jp: 'お盆', en: 'Obon' }, from: '2027-08-11', to: '2027-08-16' },
];
/** A sheet row: per person for `occupancy` sharing a room, children (legacy count) at 70 %. */
const roomRate = (
  season: string | null,
  day: string,
  occupancy: number,
  adult: number,
  single: number | null = null,
) => ({
  ...perPerson(season as string, 1, 20, adult, Math.round(adult * 0.7)),
  season,
  occupancy,
  day_type: day,
  ...(single === null ? {} : { single_supplement: single }),
});
/** Per person for 2, 3, 4 in a room on a weekday and on a 休前日, and the single supplement. */
const seasonSheet = (season: string, weekday: number[], eve: number[], single: number) =>
  [2, 3, 4].flatMap((occupancy, i) => [
    roomRate(season, 'weekday', occupancy, weekday[i] as number, occupancy === 2 ? single : null),
    roomRate(season, 'holiday_eve', occupancy, eve[i] as number, occupancy === 2 ? single : null),
  ]);
const specialSheet = (day: string, prices: number[]) =>
  [2, 3, 4].map((occupancy, i) =>
    roomRate(null, day, occupancy, prices[i] as number, occupancy === 2 ? 12_000 : null),
  );
const ryokanRates = [
  ...seasonSheet(autumn, [42_000, 38_000, 35_000], [48_000, 44_000, 41_000], 10_000),
  ...seasonSheet(winter, [32_000, 29_000, 27_000], [37_000, 34_000, 32_000], 8_000),
  ...seasonSheet(spring, [45_000, 41_000, 38_000], [51_000, 47_000, 44_000], 10_000),
  ...seasonSheet(summer, [36_000, 33_000, 30_000], [41_000, 38_000, 35_000], 8_000),
  ...specialSheet('年末年始', [55_000, 50_000, 46_000]),
  ...specialSheet('GW', [52_000, 47_000, 43_000]),
  ...specialSheet('お盆', [50_000, 45_000, 41_000]),
];

const ryokan = {
  title: {
    jp: '祇園の老舗旅館 一泊二食付き（京会席）',
    en: 'Gion ryokan stay with kaiseki dinner and breakfast',
  },
  summary: {
    jp: '東山・祇園の老舗旅館で、季節の京会席と朝食付きの一泊。檜風呂付きの和室。',
    en: 'One night at a long-established Gion ryokan with a seasonal Kyoto kaiseki dinner and breakfast.',
  },
  description: {
    jp: '八坂神社まで徒歩5分。全室檜風呂付きの和室で、夕食は料理長による季節の京会席をお部屋食でご用意します。',
    en: 'Five minutes on foot from Yasaka Shrine. Japanese-style rooms with cypress baths; the chef serves a seasonal Kyoto kaiseki dinner in the room.',
  },
  inclusions: {
    jp: '一泊二食（京会席・和朝食）',
    en: 'Dinner and breakfast',
  },
  exclusions: {
    jp: '飲み物、送迎。サービス料15%、入湯税、京都市宿泊税は別途加算',
    en: 'Drinks, transfers. Service charge 15 %, bathing tax and Kyoto accommodation tax are added',
  },
  category: 'accommodation',
  prefecture: '26',
  area: { jp: '京都市東山区 祇園', en: 'Gion, Higashiyama, Kyoto' },
  tags: [tag('旅館', 'ryokan'), tag('京料理', 'Kyoto cuisine'), tag('会席', 'kaiseki')],
  validity,
  blackout: ['2026-12-31', '2027-01-01'],
  seasons,
  rates: ryokanRates,
  special_days: ryokanSpecialDays,
  // サービス料 15 % before consumption tax; 入湯税 ¥150 a night, children under 12 exempt; 京都市宿泊税 (§12).
  charges: {
    service_percent: 15,
    bath_tax: { per_night: 150, exempt_under_age: 12 },
    lodging_tax: 'kyoto',
  },
  age_bands: DEFAULT_AGE_BANDS,
  // docs/product-decisions.md §9, §16: the inn books under モデル宿泊約款 別表第2, holds for 30 minutes.
  booking: { holdMinutes: 30, feeSchedule: FEE_TEMPLATES.model_lodging.schedule },
  cancellation: [
    { days_before: 7, fee_percent: 20 },
    { days_before: 2, fee_percent: 30 },
    { days_before: 1, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
};

const tea = {
  title: {
    jp: '祇園の茶室で本格茶道体験（抹茶と和菓子付き）',
    en: 'Tea ceremony in a Gion tea house, with matcha and sweets',
  },
  summary: {
    jp: '裏千家の講師による約60分の茶道体験。英語での解説あり。',
    en: 'A 60-minute tea ceremony led by an Urasenke teacher, explained in English.',
  },
  description: {
    jp: '築百年の町家の茶室で、お点前の見学と抹茶を点てる体験をしていただきます。季節の上生菓子付き。',
    en: 'In the tea room of a century-old machiya, watch the ceremony and whisk your own matcha. Seasonal sweets included.',
  },
  inclusions: { jp: '抹茶、上生菓子、講師料', en: 'Matcha, seasonal sweets, teacher' },
  exclusions: { jp: '着物レンタル', en: 'Kimono rental' },
  category: 'activity',
  prefecture: '26',
  area: { jp: '京都市東山区 祇園', en: 'Gion, Higashiyama, Kyoto' },
  tags: [tag('茶道', 'tea ceremony'), tag('抹茶', 'matcha'), tag('体験', 'experience')],
  validity,
  seasons,
  rates: [autumn, spring]
    .flatMap((season) => [perPerson(season, 1, 9, 7_500, 5_000), perPerson(season, 10, 30, 6_500, 4_500)])
    .concat(
      [winter, summer].flatMap((season) => [
        perPerson(season, 1, 9, 6_500, 4_500),
        perPerson(season, 10, 30, 5_500, 4_000),
      ]),
    ),
  cancellation: [
    { days_before: 2, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
  // docs/product-decisions.md §9, §16: the tea ceremony books under 標準旅行業約款 (a day trip).
  booking: { feeSchedule: FEE_TEMPLATES.standard_travel_domestic.schedule },
};

const perVehicle = (season: string, min: number, max: number, adult: number) => ({
  season,
  unit: 'per_vehicle' as const,
  pax_min: min,
  pax_max: max,
  adult,
  child: null,
});

const bus = {
  title: { jp: '京都市内観光 貸切バス（8時間）', en: 'Chartered bus for Kyoto sightseeing (8 hours)' },
  summary: {
    jp: '中型（27席）・大型（45席）の貸切バス。経験豊富な乗務員が市内の名所をご案内します。',
    en: 'Mid-size (27 seats) and full-size (45 seats) coaches with experienced drivers for Kyoto sightseeing.',
  },
  description: {
    jp: '京都駅・市内ホテル発着。金閣寺、清水寺、嵐山など、ご希望の行程で運行します。',
    en: 'From Kyoto Station or your hotel; Kinkaku-ji, Kiyomizu-dera, Arashiyama or any route you plan.',
  },
  inclusions: { jp: '運転手、燃料費、車両費', en: 'Driver, fuel, vehicle' },
  exclusions: { jp: '高速道路料金、駐車場代、乗務員宿泊費', en: 'Tolls, parking, driver accommodation' },
  category: 'transport',
  prefecture: '26',
  area: { jp: '京都市内', en: 'Kyoto city' },
  tags: [tag('貸切バス', 'charter bus'), tag('観光', 'sightseeing')],
  validity,
  seasons,
  rates: [autumn, spring]
    .flatMap((season) => [perVehicle(season, 1, 27, 190_000), perVehicle(season, 28, 45, 240_000)])
    .concat(
      [winter, summer].flatMap((season) => [
        perVehicle(season, 1, 27, 165_000),
        perVehicle(season, 28, 45, 210_000),
      ]),
    ),
  cancellation: [
    { days_before: 14, fee_percent: 20 },
    { days_before: 7, fee_percent: 30 },
    { days_before: 1, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
};

/** All year, no seasons: a personal creator's tours are priced more simply than the ryokan's. */
const yearRound = (
  unit: 'per_person' | 'per_group',
  min: number,
  max: number,
  adult: number,
  child: number | null,
) => ({
  season: null,
  unit,
  pax_min: min,
  pax_max: max,
  adult,
  child,
});

const kimonoWalk = {
  title: { jp: '着物で歩く東山散策（着付け付き）', en: 'Higashiyama walk in kimono, dressing included' },
  summary: {
    jp: '着付けから始める約3時間の散策。二年坂・三年坂から清水寺まで、地元ガイドがご案内します。',
    en: 'About three hours: get dressed in kimono, then walk Ninenzaka and Sannenzaka up to Kiyomizu-dera with a local guide.',
  },
  description: {
    jp: '祇園の着物店で着付けをしてから、石畳の坂道と寺社を巡ります。写真撮影のポイントもご案内します。',
    en: 'Dressed at a Gion kimono shop, you walk the stone-paved lanes and temples, with the best photo spots pointed out.',
  },
  inclusions: {
    jp: '着物・帯・草履のレンタル、着付け、ガイド料',
    en: 'Kimono, obi and sandal rental, dressing, guide',
  },
  exclusions: { jp: '拝観料、飲食代', en: 'Temple admission, food and drinks' },
  category: 'activity',
  prefecture: '26',
  area: { jp: '京都市東山区 清水', en: 'Kiyomizu, Higashiyama, Kyoto' },
  tags: [tag('着物', 'kimono'), tag('散策', 'walking tour')],
  validity,
  seasons: [],
  rates: [yearRound('per_person', 1, 6, 12_000, 8_000), yearRound('per_group', 7, 12, 66_000, null)],
  cancellation: [
    { days_before: 3, fee_percent: 30 },
    { days_before: 0, fee_percent: 100 },
  ],
};

const nishiki = {
  title: { jp: '錦市場 食べ歩きツアー（試食6品付き）', en: 'Nishiki Market food tour with six tastings' },
  summary: {
    jp: '「京の台所」錦市場を地元ガイドと歩き、漬物や出汁巻き玉子など6品を味わう約2時間のツアー。',
    en: "Two hours through Nishiki Market, Kyoto's kitchen, with a local guide and six tastings from pickles to rolled omelette.",
  },
  description: {
    jp: '老舗の漬物店、出汁巻き玉子の専門店、豆乳ドーナツなど、地元で愛される店を巡ります。',
    en: 'Long-standing pickle shops, a rolled-omelette specialist, soy-milk doughnuts: the shops locals love.',
  },
  inclusions: { jp: '試食6品、ガイド料', en: 'Six tastings, guide' },
  exclusions: { jp: '追加の飲食代、交通費', en: 'Further food and drinks, transport' },
  category: 'meal',
  prefecture: '26',
  area: { jp: '京都市中京区 錦小路', en: 'Nishikikoji, Nakagyo, Kyoto' },
  tags: [tag('食べ歩き', 'food tour'), tag('市場', 'market')],
  validity,
  seasons: [],
  rates: [yearRound('per_person', 1, 8, 9_000, 6_000)],
  cancellation: [
    { days_before: 2, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
};

/**
 * Partners only: the personal space's private tea evening, with a high season, which the e2e
 * journey quotes for 12 adults once a partnership and agreement exist (the personal space has no partners yet).
 */
const privateTea = {
  title: {
    jp: '町家で過ごす貸切茶会の夕べ（取引先限定）',
    en: 'Private evening tea gathering in a machiya (partners only)',
  },
  summary: {
    jp: '取引先限定。町家を貸し切り、茶会と季節の点心を楽しむ約2時間の夕べ。',
    en: 'For trading partners only: two hours in a private machiya with a tea gathering and seasonal tenshin.',
  },
  category: 'activity',
  prefecture: '26',
  area: { jp: '京都市東山区 祇園', en: 'Gion, Higashiyama, Kyoto' },
  tags: [tag('茶会', 'tea gathering'), tag('貸切', 'private')],
  validity,
  // Seasonal rows only: a row without a season would undercut the high season on its own dates.
  seasons: [
    { name: { jp: '秋冬期', en: 'Autumn and winter' }, from: '2026-10-01', to: '2027-03-14' },
    { name: { jp: '繁忙期', en: 'High season' }, from: '2027-03-15', to: '2027-04-30' },
    { name: { jp: '初夏・夏期', en: 'Early summer and summer' }, from: '2027-05-01', to: '2027-09-30' },
  ],
  rates: [
    perPerson('秋冬期', 1, 9, 15_000, 10_000),
    perPerson('秋冬期', 10, 20, 12_000, 8_000),
    perPerson('繁忙期', 1, 9, 18_000, 12_000),
    perPerson('繁忙期', 10, 20, 15_000, 10_000),
    perPerson('初夏・夏期', 1, 9, 15_000, 10_000),
    perPerson('初夏・夏期', 10, 20, 12_000, 8_000),
  ],
  cancellation: [
    { days_before: 7, fee_percent: 30 },
    { days_before: 1, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
  visibility: 'partners',
};

/** The personal space's two public tariffs and its partners-only one. */
const personal: [string, unknown][] = [
  ['tf_hanako-kimono-walk', kimonoWalk],
  ['tf_hanako-nishiki-food', nishiki],
  ['tf_hanako-private-tea', privateTea],
];

/** Partners only: what さくらトラベル sees as the ryokan's trading partner, and nobody else. */
const partnerKaiseki = {
  title: { jp: '取引先限定 団体向け京会席（個室）', en: 'Partners only: private kaiseki dinner for groups' },
  summary: {
    jp: '取引先の団体様向け。個室で味わう季節の京会席。',
    en: 'For trading partners: a seasonal Kyoto kaiseki dinner for groups, in a private room.',
  },
  category: 'meal',
  prefecture: '26',
  area: { jp: '京都市東山区 祇園', en: 'Gion, Higashiyama, Kyoto' },
  tags: [tag('会席', 'kaiseki'), tag('団体', 'groups')],
  validity,
  seasons,
  rates: [autumn, winter, spring, summer].flatMap((season) => [
    perPerson(season, 8, 20, 16_000, 9_000),
    perPerson(season, 21, 40, 14_000, 8_000),
  ]),
  cancellation: [
    { days_before: 3, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
  visibility: 'partners',
};

/** Fixed keys, so documentation, e2e journeys and links can name them. */
const demo: [string, unknown][] = [
  ['tf_kyoto-ryokan-stay', ryokan],
  ['tf_gion-tea-ceremony', tea],
  ['tf_kyoto-charter-bus', bus],
  ['tf_kyoto-partner-kaiseki', partnerKaiseki],
];

/**
 * docs/product-decisions.md §9: the demo supplier's published tariffs, three in the corporate space (with one published event linking
 * two of them) and two in the personal space, written through the tariff and event services, so the seed can never
 * hold what the API refuses.
 */
export async function seedDemoTariffs(db: Db): Promise<void> {
  // The seed runs before the modules register, and every tariff written syncs its partner prices, which read
  // the partners' terms through tariffs' port (docs/ARCHITECTURE.md "Table owners").
  registerPartnerTerms();
  await seedPublishedTariffs(db, PERSONAL, personal);
  const owner = await seedPublishedTariffs(db, SPACE, demo);
  if (!owner) return;
  // docs/product-decisions.md §9: the buyer is a trading partner of the supplier, 10 % off and payment in 30 days.
  await seedPartnership(db, {
    key: 'pt_sakura-kyoto-ryokan',
    buyer: 'sp_sakura-travel',
    supplier: SPACE,
    agreement: {
      key: 'ag_sakura-kyoto-ryokan',
      terms: {
        discount: 10,
        paymentDays: 30,
        validity: { from: '2026-01-01', to: '2030-12-31' },
        notes: {
          jp: '公開料金から10%引き。お支払いは請求書発行から30日以内。',
          en: '10 % off public rates; payment within 30 days of the invoice.',
        },
      },
    },
  });
  // docs/product-decisions.md §9: a second buyer, paid a 12 % commission instead of a discount (§12).
  await seedPartnership(db, {
    key: 'pt_minato-kyoto-ryokan',
    buyer: 'sp_minato-tours',
    supplier: SPACE,
    agreement: {
      key: 'ag_minato-kyoto-ryokan',
      terms: {
        kind: 'commission',
        discount: 0,
        commission: 12,
        paymentDays: 30,
        validity: { from: '2026-01-01', to: '2030-12-31' },
        notes: {
          jp: '公開料金で販売し、販売手数料12%をお支払いします。',
          en: 'Sold at public rates; a 12 % commission is paid on them.',
        },
      },
    },
  });
  await seedEvent(db, 'ev_kyoto-autumn-2026', SPACE, owner, {
    title: { jp: '京都 紅葉特別プラン 2026', en: 'Kyoto autumn leaves special 2026' },
    description: {
      jp: '紅葉の季節限定で、旅館一泊と茶道体験を組み合わせた特別プランをご用意しました。',
      en: 'For the autumn-leaves season only: a ryokan night combined with a tea ceremony.',
    },
    dates: { from: '2026-11-01', to: '2026-11-30' },
    place: { jp: '京都市東山区 祇園', en: 'Gion, Higashiyama, Kyoto' },
    prefecture: '26',
    tariffs: ['tf_kyoto-ryokan-stay', 'tf_gion-tea-ceremony'],
    published: true,
  });
}
