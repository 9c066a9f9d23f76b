import { ANCHOR_QUERY, type BenchQuery, classOf, type QueryClass, queries, targets } from './queries.ts';

export type Stats = { samples: number; p50: number; p95: number; max: number };

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

type Client = { url: string; headers: Record<string, string> };

async function post(client: Client, body: object): Promise<{ next: string | null; total: number }> {
  const response = await fetch(`${client.url}/api/v1/Tariff/search`, {
    method: 'POST',
    headers: client.headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`search ${JSON.stringify(body)}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** The body to time: for a later page, the cursor the earlier pages handed out (as the web client does). */
async function prepared(client: Client, query: BenchQuery): Promise<{ body: object; total: number }> {
  let body: object = query.body;
  let answer = await post(client, body);
  const total = answer.total;
  for (let page = 2; page <= (query.page ?? 1) && answer.next; page++) {
    body = { ...query.body, cursor: answer.next };
    answer = await post(client, body);
  }
  return { body, total };
}

/**
 * Times every query `rounds` times through real HTTP (request sent to response body read), one request at a
 * time, the queries interleaved so that a burst of load elsewhere on the machine spreads over all of them.
 */
export async function measure(client: Client, rounds: number, warmup: number) {
  const bodies: { query: BenchQuery; body: object; total: number; times: number[] }[] = [];
  for (const query of queries)
    bodies.push({ query, ...(await prepared(client, query)), times: [] as number[] });
  for (let round = -warmup; round < rounds; round++) {
    for (const entry of bodies) {
      const started = performance.now();
      await post(client, entry.body);
      if (round >= 0) entry.times.push(performance.now() - started);
    }
  }
  const perQuery = bodies.map((entry) => ({
    id: entry.query.id,
    class: classOf(entry.query),
    matches: entry.total,
    ...stats(entry.times),
  }));
  const classes = Object.fromEntries(
    (Object.keys(targets) as QueryClass[]).map((name) => {
      const times = bodies.filter((entry) => classOf(entry.query) === name).flatMap((entry) => entry.times);
      return [name, { queries: bodies.filter((e) => classOf(e.query) === name).length, ...stats(times) }];
    }),
  );
  const anchor = perQuery.find((query) => query.id === ANCHOR_QUERY);
  // Each class's p95 over the anchor's, so runs on machines of different speed (or load) compare.
  const overAnchor = Object.fromEntries(
    Object.entries(classes).map(([name, figures]) => [
      name,
      anchor?.p95 ? Math.round((figures.p95 / anchor.p95) * 10) / 10 : null,
    ]),
  );
  return {
    classes,
    anchor: anchor ? { id: anchor.id, p50: anchor.p50, p95: anchor.p95 } : null,
    overAnchor,
    queries: perQuery,
  };
}

/**
 * Times `bodies` (drawn beforehand, e.g. Zipf-wise from the 200 searches of search-queries.ts) one request at a
 * time, `rounds` times over; any answer but 200 throws. With the read cache off every request is a miss.
 */
export async function measureSet(client: Client, bodies: object[], rounds: number) {
  const times: number[] = [];
  for (const body of bodies.slice(0, 10)) await post(client, body);
  for (let round = 0; round < rounds; round++)
    for (const body of bodies) {
      const started = performance.now();
      await post(client, body);
      times.push(performance.now() - started);
    }
  return stats(times);
}
