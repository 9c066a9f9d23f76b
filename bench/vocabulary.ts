import type { RateUnit, TariffCategory } from '@tourtariff/shared';

/**
 * The words the generated catalogue is made of, each list ranked from most to least common (the generator
 * draws from them with a Zipf spread). Japanese and English always come in pairs, as suppliers write them.
 */
export type Pair = { jp: string; en: string };

export type Place = Pair & { prefecture: string; areas: Pair[]; landmarks: Pair[] };

const pair = (jp: string, en: string): Pair => ({ jp, en });

export const places: Place[] = [
  {
    ...pair('京都', 'Kyoto'),
    prefecture: '26',
    areas: [pair('京都市東山区 祇園', 'Gion, Kyoto'), pair('京都市右京区 嵐山', 'Arashiyama, Kyoto')],
    landmarks: [
      pair('八坂神社', 'Yasaka Shrine'),
      pair('清水寺', 'Kiyomizu-dera'),
      pair('渡月橋', 'Togetsukyo'),
    ],
  },
  {
    ...pair('東京', 'Tokyo'),
    prefecture: '13',
    areas: [pair('東京都台東区 浅草', 'Asakusa, Tokyo'), pair('東京都中央区 築地', 'Tsukiji, Tokyo')],
    landmarks: [
      pair('浅草寺', 'Senso-ji'),
      pair('築地場外市場', 'Tsukiji Outer Market'),
      pair('皇居', 'the Imperial Palace'),
    ],
  },
  {
    ...pair('大阪', 'Osaka'),
    prefecture: '27',
    areas: [pair('大阪市中央区 道頓堀', 'Dotonbori, Osaka'), pair('大阪市浪速区 新世界', 'Shinsekai, Osaka')],
    landmarks: [pair('大阪城', 'Osaka Castle'), pair('黒門市場', 'Kuromon Market')],
  },
  {
    ...pair('奈良', 'Nara'),
    prefecture: '29',
    areas: [pair('奈良市 奈良公園', 'Nara Park, Nara')],
    landmarks: [pair('東大寺', 'Todai-ji'), pair('春日大社', 'Kasuga Taisha')],
  },
  {
    ...pair('箱根', 'Hakone'),
    prefecture: '14',
    areas: [pair('足柄下郡箱根町 湯本', 'Yumoto, Hakone'), pair('足柄下郡箱根町 強羅', 'Gora, Hakone')],
    landmarks: [pair('芦ノ湖', 'Lake Ashi'), pair('大涌谷', 'Owakudani')],
  },
  {
    ...pair('北海道', 'Hokkaido'),
    prefecture: '01',
    areas: [
      pair('札幌市中央区', 'Sapporo'),
      pair('函館市 元町', 'Motomachi, Hakodate'),
      pair('虻田郡 ニセコ', 'Niseko'),
    ],
    landmarks: [pair('大通公園', 'Odori Park'), pair('函館山', 'Mount Hakodate')],
  },
  {
    ...pair('沖縄', 'Okinawa'),
    prefecture: '47',
    areas: [pair('那覇市 国際通り', 'Kokusai-dori, Naha'), pair('国頭郡 本部町', 'Motobu, Okinawa')],
    landmarks: [pair('首里城', 'Shuri Castle'), pair('美ら海水族館', 'Churaumi Aquarium')],
  },
  {
    ...pair('広島', 'Hiroshima'),
    prefecture: '34',
    areas: [pair('廿日市市 宮島', 'Miyajima, Hiroshima'), pair('広島市中区', 'Naka, Hiroshima')],
    landmarks: [pair('厳島神社', 'Itsukushima Shrine'), pair('平和記念公園', 'Peace Memorial Park')],
  },
  {
    ...pair('金沢', 'Kanazawa'),
    prefecture: '17',
    areas: [pair('金沢市 東山', 'Higashiyama, Kanazawa')],
    landmarks: [pair('兼六園', 'Kenroku-en'), pair('近江町市場', 'Omicho Market')],
  },
  {
    ...pair('日光', 'Nikko'),
    prefecture: '09',
    areas: [pair('日光市 中禅寺湖', 'Lake Chuzenji, Nikko')],
    landmarks: [pair('日光東照宮', 'Nikko Toshogu'), pair('華厳の滝', 'Kegon Falls')],
  },
  {
    ...pair('福岡', 'Fukuoka'),
    prefecture: '40',
    areas: [pair('福岡市博多区 中洲', 'Nakasu, Fukuoka'), pair('太宰府市', 'Dazaifu')],
    landmarks: [pair('太宰府天満宮', 'Dazaifu Tenmangu'), pair('博多駅', 'Hakata Station')],
  },
  {
    ...pair('高山', 'Takayama'),
    prefecture: '21',
    areas: [pair('高山市 上三之町', 'Sannomachi, Takayama'), pair('大野郡 白川郷', 'Shirakawa-go')],
    landmarks: [
      pair('宮川朝市', 'Miyagawa Morning Market'),
      pair('白川郷合掌造り集落', 'the Shirakawa-go gassho houses'),
    ],
  },
  {
    ...pair('鎌倉', 'Kamakura'),
    prefecture: '14',
    areas: [pair('鎌倉市 長谷', 'Hase, Kamakura')],
    landmarks: [pair('鎌倉大仏', 'the Great Buddha'), pair('鶴岡八幡宮', 'Tsurugaoka Hachimangu')],
  },
  {
    ...pair('富士山', 'Mount Fuji'),
    prefecture: '19',
    areas: [pair('南都留郡 富士河口湖町', 'Fujikawaguchiko'), pair('富士吉田市', 'Fujiyoshida')],
    landmarks: [pair('河口湖', 'Lake Kawaguchi'), pair('新倉山浅間公園', 'Arakurayama Sengen Park')],
  },
  {
    ...pair('伊勢', 'Ise'),
    prefecture: '24',
    areas: [pair('伊勢市 おはらい町', 'Oharai-machi, Ise')],
    landmarks: [pair('伊勢神宮', 'Ise Jingu')],
  },
  {
    ...pair('別府', 'Beppu'),
    prefecture: '44',
    areas: [pair('別府市 鉄輪', 'Kannawa, Beppu'), pair('由布市 湯布院', 'Yufuin')],
    landmarks: [pair('地獄めぐり', 'the Hells of Beppu')],
  },
  {
    ...pair('長崎', 'Nagasaki'),
    prefecture: '42',
    areas: [pair('長崎市 新地', 'Shinchi, Nagasaki')],
    landmarks: [pair('グラバー園', 'Glover Garden'), pair('稲佐山', 'Mount Inasa')],
  },
  {
    ...pair('仙台', 'Sendai'),
    prefecture: '04',
    areas: [pair('宮城郡 松島町', 'Matsushima'), pair('仙台市青葉区', 'Aoba, Sendai')],
    landmarks: [pair('瑞巌寺', 'Zuigan-ji'), pair('松島湾', 'Matsushima Bay')],
  },
  {
    ...pair('草津', 'Kusatsu'),
    prefecture: '10',
    areas: [pair('吾妻郡 草津町', 'Kusatsu Onsen')],
    landmarks: [pair('湯畑', 'Yubatake')],
  },
  {
    ...pair('熊野', 'Kumano'),
    prefecture: '30',
    areas: [pair('田辺市 本宮町', 'Hongu, Tanabe')],
    landmarks: [pair('熊野本宮大社', 'Kumano Hongu Taisha'), pair('熊野古道', 'the Kumano Kodo')],
  },
  {
    ...pair('松本', 'Matsumoto'),
    prefecture: '20',
    areas: [pair('松本市 中町', 'Nakamachi, Matsumoto'), pair('北安曇郡 白馬村', 'Hakuba')],
    landmarks: [pair('松本城', 'Matsumoto Castle')],
  },
  {
    ...pair('熱海', 'Atami'),
    prefecture: '22',
    areas: [pair('熱海市 銀座町', 'Ginza-cho, Atami')],
    landmarks: [pair('熱海サンビーチ', 'Atami Sun Beach')],
  },
];

/** What a tariff sells: its category, rate units, a price level (JPY, per adult or per unit) and its words. */
export type Theme = {
  category: TariffCategory;
  units: RateUnit[];
  price: number;
  title: Pair;
  tags: Pair[];
};

const theme = (
  category: TariffCategory,
  units: RateUnit[],
  price: number,
  title: Pair,
  ...tags: Pair[]
): Theme => ({ category, units, price, title, tags });

export const themes: Theme[] = [
  theme(
    'activity',
    ['per_person'],
    6000,
    pair('散策ツアー', 'walking tour'),
    pair('散策', 'walk'),
    pair('ガイド', 'guide'),
  ),
  theme(
    'accommodation',
    ['per_person', 'per_room'],
    38000,
    pair('旅館 一泊二食付き', 'ryokan stay with dinner and breakfast'),
    pair('旅館', 'ryokan'),
    pair('温泉', 'onsen'),
    pair('会席', 'kaiseki'),
  ),
  theme(
    'activity',
    ['per_person', 'per_group'],
    5500,
    pair('茶道体験', 'tea ceremony experience'),
    pair('茶道', 'tea ceremony'),
    pair('抹茶', 'matcha'),
  ),
  theme(
    'meal',
    ['per_person'],
    9000,
    pair('寿司握り体験', 'sushi making class'),
    pair('寿司', 'sushi'),
    pair('料理教室', 'cooking class'),
  ),
  theme(
    'transport',
    ['per_vehicle'],
    95000,
    pair('貸切バス', 'chartered bus'),
    pair('貸切', 'charter'),
    pair('バス', 'bus'),
  ),
  theme(
    'guide',
    ['per_group'],
    45000,
    pair('専属ガイド 一日', 'private guide for a day'),
    pair('通訳', 'interpreter'),
    pair('ガイド', 'guide'),
  ),
  theme(
    'activity',
    ['per_person'],
    4500,
    pair('着物レンタル', 'kimono rental'),
    pair('着物', 'kimono'),
    pair('写真', 'photo'),
  ),
  theme(
    'guide',
    ['per_person', 'per_group'],
    7000,
    pair('寺社めぐり', 'temples and shrines tour'),
    pair('寺', 'temple'),
    pair('神社', 'shrine'),
  ),
  theme(
    'meal',
    ['per_person'],
    22000,
    pair('和牛会席ディナー', 'wagyu kaiseki dinner'),
    pair('和牛', 'wagyu'),
    pair('会席', 'kaiseki'),
  ),
  theme(
    'transport',
    ['per_vehicle'],
    28000,
    pair('空港送迎', 'airport transfer'),
    pair('送迎', 'transfer'),
    pair('空港', 'airport'),
  ),
  theme(
    'activity',
    ['per_person'],
    8000,
    pair('酒蔵見学と利き酒', 'sake brewery visit and tasting'),
    pair('酒', 'sake'),
    pair('試飲', 'tasting'),
  ),
  theme(
    'accommodation',
    ['per_room'],
    26000,
    pair('シティホテル', 'city hotel'),
    pair('ホテル', 'hotel'),
    pair('朝食', 'breakfast'),
  ),
  theme(
    'activity',
    ['per_person'],
    3500,
    pair('日帰り温泉', 'onsen day visit'),
    pair('温泉', 'onsen'),
    pair('露天風呂', 'open-air bath'),
  ),
  theme(
    'guide',
    ['per_person'],
    9500,
    pair('食べ歩きツアー', 'street food tour'),
    pair('市場', 'market'),
    pair('グルメ', 'food'),
  ),
  theme(
    'activity',
    ['per_person'],
    12000,
    pair('ハイキング', 'hiking'),
    pair('山', 'mountain'),
    pair('自然', 'nature'),
  ),
  theme(
    'package',
    ['per_person'],
    18000,
    pair('紅葉狩りプラン', 'autumn leaves plan'),
    pair('紅葉', 'autumn leaves'),
    pair('庭園', 'garden'),
  ),
  theme(
    'package',
    ['per_person'],
    16000,
    pair('お花見プラン', 'cherry blossom plan'),
    pair('桜', 'cherry blossom'),
    pair('花見', 'hanami'),
  ),
  theme(
    'activity',
    ['per_person'],
    7500,
    pair('サイクリング', 'cycling tour'),
    pair('自転車', 'bicycle'),
    pair('田園', 'countryside'),
  ),
  theme(
    'activity',
    ['per_person', 'per_group'],
    4000,
    pair('座禅体験', 'zen meditation'),
    pair('禅', 'zen'),
    pair('寺', 'temple'),
  ),
  theme(
    'meal',
    ['per_person'],
    2500,
    pair('ラーメン食べ比べ', 'ramen tasting'),
    pair('ラーメン', 'ramen'),
    pair('麺', 'noodles'),
  ),
  theme(
    'activity',
    ['per_person'],
    6500,
    pair('蕎麦打ち体験', 'soba making'),
    pair('蕎麦', 'soba'),
    pair('料理教室', 'cooking class'),
  ),
  theme(
    'activity',
    ['per_person', 'per_group'],
    15000,
    pair('屋形船', 'yakatabune dinner cruise'),
    pair('船', 'boat'),
    pair('夜景', 'night view'),
  ),
  theme(
    'activity',
    ['per_person'],
    9000,
    pair('スキーレッスン', 'ski lesson'),
    pair('雪', 'snow'),
    pair('スキー', 'ski'),
  ),
  theme(
    'activity',
    ['per_person'],
    5000,
    pair('忍者体験', 'ninja experience'),
    pair('忍者', 'ninja'),
    pair('家族', 'family'),
  ),
  theme(
    'guide',
    ['per_group'],
    30000,
    pair('写真撮影ツアー', 'photography tour'),
    pair('写真', 'photography'),
    pair('カメラ', 'camera'),
  ),
  theme(
    'other',
    ['per_person'],
    3000,
    pair('城見学', 'castle visit'),
    pair('城', 'castle'),
    pair('歴史', 'history'),
  ),
];

/** Words that qualify a title ("small-group", "private" …). */
export const modifiers: Pair[] = [
  pair('少人数', 'small-group'),
  pair('貸切', 'private'),
  pair('英語ガイド付き', 'with English-speaking guide'),
  pair('日帰り', 'day trip'),
  pair('早朝', 'early-morning'),
  pair('夜の', 'evening'),
  pair('季節限定', 'seasonal'),
  pair('家族向け', 'family'),
  pair('プレミアム', 'premium'),
  pair('初心者向け', 'beginner'),
  pair('半日', 'half-day'),
  pair('ラグジュアリー', 'luxury'),
];

/** Words sprinkled through summaries and descriptions. */
export const extras: Pair[] = [
  pair('景色', 'scenery'),
  pair('茶', 'tea'),
  pair('寺', 'temples'),
  pair('庭', 'gardens'),
  pair('川', 'the river'),
  pair('桜', 'cherry blossoms'),
  pair('紅葉', 'autumn colours'),
  pair('海', 'the sea'),
  pair('山', 'the mountains'),
  pair('酒', 'local sake'),
  pair('和菓子', 'Japanese sweets'),
  pair('竹林', 'bamboo groves'),
  pair('湖', 'the lake'),
  pair('滝', 'waterfalls'),
  pair('雪', 'snow'),
  pair('工芸', 'local crafts'),
  pair('朝市', 'the morning market'),
  pair('夜景', 'the night view'),
  pair('温泉', 'hot springs'),
  pair('寿司', 'sushi'),
  pair('祭り', 'festivals'),
  pair('漆器', 'lacquerware'),
  pair('陶芸', 'pottery'),
  pair('鹿', 'deer'),
];

export const companyWords: Pair[] = [
  pair('観光', 'Tourism'),
  pair('トラベル', 'Travel'),
  pair('交通', 'Transport'),
  pair('旅館', 'Ryokan'),
  pair('体験', 'Experiences'),
  pair('ガイド協会', 'Guides'),
];
