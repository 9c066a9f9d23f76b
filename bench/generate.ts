import { type Rate, type RateUnit, type TariffState, tariffDoc } from '@tourtariff/shared';
import { Random, Zipf } from './random.ts';
import { companyWords, extras, modifiers, type Pair, places, type Theme, themes } from './vocabulary.ts';

/**
 * The deterministic catalogue the search benchmark runs on: realistic bilingual tariffs (the vocabulary's places,
 * themes and words drawn with a Zipf spread), in the mix of states, visibilities and currencies a live
 * marketplace holds. Row i depends only on the seed and i, so a batch can be generated on its own.
 */
export const SEED = 20260601;

export type Supplier = { key: string; name: string; owner: string };

export type GeneratedTariff = {
  key: string;
  spaceKey: string;
  createdBy: string;
  state: TariffState;
  version: number;
  publishedAt: Date | null;
  createdAt: Date;
  doc: ReturnType<typeof tariffDoc.parse>;
};

const placeZipf = new Zipf(places, 1.1);
const themeZipf = new Zipf(themes, 0.9);
const modifierZipf = new Zipf(modifiers, 1);
const extraZipf = new Zipf(extras, 1);

export function suppliers(count: number): Supplier[] {
  const random = new Random(SEED);
  return Array.from({ length: count }, (_, i) => {
    const place = placeZipf.draw(random);
    const word = random.pick(companyWords);
    return {
      key: `sp_bench-${i}`,
      name: `${place.jp}${word.jp}株式会社 ${i + 1}号`,
      owner: `bench-supplier-${i}`,
    };
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Contiguous seasons covering the validity (none, two or four), peak ones priced higher. */
function seasonsOf(random: Random, from: number, to: number) {
  const count = random.pick([0, 0, 2, 2, 4]);
  if (count === 0) return [];
  const names = [
    pair('通常期', 'Regular'),
    pair('繁忙期', 'Peak'),
    pair('閑散期', 'Off-peak'),
    pair('年末年始', 'New Year'),
  ];
  const span = Math.floor((to - from) / DAY / count);
  // Seasons are named in both languages; rates name them by the Japanese name.
  return names.slice(0, count).map((name, i) => ({
    name,
    ref: name.jp,
    from: isoDay(from + i * span * DAY),
    to: isoDay(i === count - 1 ? to : from + ((i + 1) * span - 1) * DAY),
    factor: i === 1 ? 1.25 : i === 2 ? 0.85 : 1,
  }));
}

function pair(jp: string, en: string): Pair {
  return { jp, en };
}

/** Pax tiers a supplier of this unit typically prices: per person gets cheaper for bigger groups. */
const tiers: Record<RateUnit, [number, number, number][]> = {
  per_person: [
    [1, 1, 1.3],
    [2, 5, 1],
    [6, 15, 0.85],
  ],
  per_group: [
    [1, 9, 1],
    [10, 25, 1.6],
  ],
  per_room: [
    [1, 2, 1],
    [3, 4, 1.4],
  ],
  per_vehicle: [
    [1, 9, 0.6],
    [10, 27, 1],
    [28, 45, 1.3],
  ],
};

function ratesOf(random: Random, theme: Theme, seasons: { ref: string; factor: number }[], usd: boolean) {
  const level = theme.price * (0.6 + random.next() * 1.2);
  const units = theme.units.length > 1 && random.chance(0.5) ? theme.units : [theme.units[0] ?? 'per_person'];
  const rates: Rate[] = [];
  for (const season of seasons.length ? seasons : [{ ref: null, factor: 1 }]) {
    for (const unit of units) {
      const unitTiers = tiers[unit];
      const used = unitTiers.slice(0, random.int(1, unitTiers.length));
      for (const [min, max, factor] of used) {
        const yen = Math.round((level * season.factor * factor) / 100) * 100;
        const adult = usd ? Math.round((yen / 150) * 100) : yen;
        const child = unit === 'per_person' && random.chance(0.6) ? Math.round(adult * 0.6) : null;
        rates.push({ season: season.ref, unit, pax_min: min, pax_max: max, adult, child });
      }
    }
  }
  return rates;
}

function storageHash(random: Random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let hash = 'bafkrei';
  for (let i = 0; i < 52; i++) hash += alphabet[random.int(0, 31)];
  return hash;
}

function describe(random: Random, place: (typeof places)[number], theme: Theme): Pair {
  const landmark = random.pick(place.landmarks);
  const sentences: Pair[] = [];
  const count = random.int(1, 4);
  for (let i = 0; i < count; i++) {
    const a = extraZipf.draw(random);
    const b = extraZipf.draw(random);
    const k = random.int(2, 20);
    sentences.push(
      random.pick([
        pair(`${landmark.jp}から徒歩${k}分。`, `${k} minutes on foot from ${landmark.en}.`),
        pair(`${a.jp}と${b.jp}をお楽しみいただけます。`, `Guests enjoy ${a.en} and ${b.en}.`),
        pair(`所要時間は約${random.int(1, 8)}時間です。`, `It takes about ${random.int(1, 8)} hours.`),
        pair(`最少催行人数は${random.int(1, 6)}名です。`, `At least ${random.int(1, 6)} participants.`),
        pair(
          `${place.jp}ならではの${theme.tags[0]?.jp ?? a.jp}を${a.jp}とともに。`,
          `${place.en}'s own ${theme.tags[0]?.en ?? a.en}, with ${a.en}.`,
        ),
      ]),
    );
  }
  return { jp: sentences.map((s) => s.jp).join(''), en: sentences.map((s) => s.en).join(' ') };
}

/** A language a supplier left empty: most write both, some only Japanese, a few only English. */
function languages(random: Random): { jp: boolean; en: boolean } {
  const roll = random.next();
  return { jp: roll >= 0.04, en: roll < 0.04 || roll >= 0.14 };
}

const only = (text: Pair, use: { jp: boolean; en: boolean }): Pair => ({
  jp: use.jp ? text.jp : '',
  en: use.en ? text.en : '',
});

const STATES: [TariffState, number][] = [
  ['published', 0.85],
  ['draft', 0.06],
  ['submitted', 0.03],
  ['archived', 0.03],
  ['suspended', 0.02],
  ['returned', 0.01],
];

function stateOf(random: Random): TariffState {
  let roll = random.next();
  for (const [state, share] of STATES) {
    roll -= share;
    if (roll < 0) return state;
  }
  return 'published';
}

/** Tariff number i of the catalogue, parsed by the API's own contract exactly as a POST body would be. */
export function tariff(i: number, supplierZipf: Zipf<Supplier>): GeneratedTariff {
  const random = new Random(SEED ^ Math.imul(i + 1, 0x9e3779b1));
  const place = placeZipf.draw(random);
  const theme = themeZipf.draw(random);
  const modifier = random.chance(0.6) ? modifierZipf.draw(random) : null;
  const use = languages(random);
  const extra = extraZipf.draw(random);
  const landmark = random.pick(place.landmarks);
  const title = pair(
    `${place.jp}の${modifier?.jp ?? ''}${theme.title.jp}`,
    `${capitalize(`${modifier ? `${modifier.en} ` : ''}${theme.title.en}`)} in ${place.en}`,
  );
  const summary = pair(
    `${landmark.jp}近くで${extra.jp}も楽しめる${theme.title.jp}。`,
    `${capitalize(theme.title.en)} near ${landmark.en}, with ${extra.en}.`,
  );
  const from = Date.UTC(2026, random.int(0, 9), 1);
  const to = from + random.int(365, 540) * DAY;
  const seasons = seasonsOf(random, from, to);
  const usd = random.chance(0.03);
  // Tags are {jp, en} like every tariff text.
  const tags = [
    ...theme.tags.map((t) => pair(t.jp, t.en)),
    ...(random.chance(0.5) ? [pair(place.jp, place.en)] : []),
  ];
  const blackout = random.distinct(random.pick([0, 0, 1, 2, 3]), () =>
    isoDay(from + random.int(0, Math.floor((to - from) / DAY)) * DAY),
  );
  const doc = tariffDoc.parse({
    title: only(title, use),
    summary: only(summary, use),
    description: only(describe(random, place, theme), use),
    inclusions: only(pair('ガイド料、入場料', 'Guide fee, admission'), use),
    exclusions: only(pair('交通費、飲食代', 'Transport, food and drinks'), use),
    category: theme.category,
    prefecture: place.prefecture,
    area: only(random.pick(place.areas), use),
    tags,
    currency: usd ? 'USD' : 'JPY',
    tax: { included: random.chance(0.8), rate: 10 },
    validity: { from: isoDay(from), to: isoDay(to) },
    blackout: blackout.sort(),
    seasons: seasons.map(({ name, from: start, to: end }) => ({ name, from: start, to: end })),
    rates: ratesOf(random, theme, seasons, usd),
    cancellation: [
      { days_before: random.pick([1, 2, 3, 7]), fee_percent: random.pick([30, 50]) },
      { days_before: 0, fee_percent: 100 },
    ],
    images: Array.from({ length: random.int(0, 4) }, () => storageHash(random)),
    visibility: random.chance(0.05) ? 'partners' : 'public',
  });
  const state = stateOf(random);
  const space = supplierZipf.draw(random);
  const createdAt = new Date(Date.UTC(2024, 5, 1) + random.int(0, 700) * DAY + random.int(0, DAY - 1));
  const listed = state === 'published' || state === 'suspended' || state === 'archived';
  return {
    key: `tf_bench${i.toString(36).padStart(6, '0')}`,
    spaceKey: space.key,
    createdBy: space.owner,
    state,
    version: listed ? random.int(1, 3) : 1,
    publishedAt: listed ? new Date(createdAt.getTime() + random.int(1, 30) * DAY) : null,
    createdAt,
    doc,
  };
}

export const supplierSpread = (owners: Supplier[]) => new Zipf(owners, 0.8);
