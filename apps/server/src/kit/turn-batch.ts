/**
 * Loads asked for in the same turn of the event loop, answered together (docs/decisions/0023-reads-answered-together.md).
 * `load(group, key, context)` queues the key in its group (loads one call can answer: for a tariff's detail, the
 * same day) and, once the turn's other callbacks have run, the group's distinct keys go to `many` with the
 * contexts of every load in it (for a tariff's detail, each reader's buyer spaces): one call for every load that
 * arrived together instead of one each. A group of one key goes to `one`, so a lone request costs what it did
 * before. Each load gets the value for its key as the call answered it; shaping it for its own context is the
 * caller's part.
 */
export class TurnBatch<C, V> {
  readonly #open = new Map<string, Batch<C, V>>();
  readonly #one: (key: string, contexts: C[]) => Promise<V | undefined>;
  readonly #many: (keys: string[], contexts: C[]) => Promise<Map<string, V>>;

  constructor(options: {
    one: (key: string, contexts: C[]) => Promise<V | undefined>;
    many: (keys: string[], contexts: C[]) => Promise<Map<string, V>>;
  }) {
    this.#one = options.one;
    this.#many = options.many;
  }

  load(group: string, key: string, context: C): Promise<V | undefined> {
    let batch = this.#open.get(group);
    if (!batch) {
      const opened: Batch<C, V> = { waiters: new Map(), contexts: [] };
      this.#open.set(group, opened);
      setImmediate(() => {
        this.#open.delete(group);
        void this.#flush(opened);
      });
      batch = opened;
    }
    batch.contexts.push(context);
    const waiters = batch.waiters;
    return new Promise((resolve, reject) => {
      const list = waiters.get(key);
      if (list) list.push({ resolve, reject });
      else waiters.set(key, [{ resolve, reject }]);
    });
  }

  async #flush({ waiters, contexts }: Batch<C, V>) {
    try {
      if (waiters.size === 1) {
        const [key, list] = waiters.entries().next().value as [string, Waiter<V>[]];
        const value = await this.#one(key, contexts);
        for (const waiter of list) waiter.resolve(value);
        return;
      }
      const found = await this.#many([...waiters.keys()], contexts);
      for (const [key, list] of waiters) for (const waiter of list) waiter.resolve(found.get(key));
    } catch (error) {
      for (const list of waiters.values()) for (const waiter of list) waiter.reject(error);
    }
  }
}

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
type Batch<C, V> = { waiters: Map<string, Waiter<V>[]>; contexts: C[] };
