/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same data set on every machine, so two
 * benchmark runs measure the same rows and their numbers can be compared.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` distinct items drawn by `draw` (fewer if it keeps repeating itself). */
  distinct<T>(count: number, draw: () => T): T[] {
    const seen = new Set<T>();
    for (let tries = 0; seen.size < count && tries < count * 10; tries++) seen.add(draw());
    return [...seen];
  }
}

/**
 * Zipf-like choice over a list ranked from most to least common: item k is drawn with weight 1 / k^s. Real
 * catalogues look like this (many tariffs mention Kyoto or a tour, few mention Shirakawa-go), and it is what
 * makes some search terms match tens of thousands of rows and others a handful.
 */
export class Zipf<T> {
  readonly #items: readonly T[];
  readonly #cumulative: number[];

  constructor(items: readonly T[], exponent = 1) {
    if (items.length === 0) throw new Error('Zipf over an empty list');
    this.#items = items;
    let total = 0;
    this.#cumulative = items.map((_, rank) => {
      total += 1 / (rank + 1) ** exponent;
      return total;
    });
  }

  draw(random: Random): T {
    const total = this.#cumulative.at(-1) ?? 0;
    const target = random.next() * total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.#cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return this.#items[low] as T;
  }
}
