import http from 'node:http';
import type { SearchBody } from '@tourtariff/shared';
import { addDays } from './bookings-seed.ts';
import { Random, Zipf } from './random.ts';

/**
 * The scale benchmark's clients (docs/performance.md "Scale"): each is a signed-in buyer doing one request at a
 * time — searches, tariff reads, quotes, a hold and its confirmation on the limited tariff, a message with an
 * attachment, an administrator's notification to the buyer — while its live stream listens. Every answer is
 * timed and sorted: acknowledged writes (their ids, checked against the database afterwards), expected refusals
 * (`booking.sold_out` once the dates are full) and errors (anything else, with the moment it happened).
 */
export type Client = {
  sub: string;
  space: string;
  cookie: string;
  conversation: string;
};

export type World = {
  clients: Client[];
  adminCookie: string;
  tariffKeys: string[];
  /** The tariff with limited capacity, and the dates this phase books. */
  limited: string;
  dates: string[];
  searches: Partial<SearchBody>[];
  today: string;
};

export type Acknowledged = {
  bookings: { key: string; state: 'held' | 'confirmed' }[];
  messages: { key: string; conversation: string; attachment: string; bytes: number }[];
  notifications: { key: string; target: string }[];
};

export type Tally = {
  latencies: number[];
  byKind: Record<string, number>;
  errors: { at: number; what: string }[];
  soldOut: number;
  acknowledged: Acknowledged;
};

type Answer = { status: number; body: Record<string, unknown> | null };

const headersOf = (cookie: string, extra: Record<string, string> = {}) => ({
  cookie,
  'x-tourtariff-client': 'web',
  ...extra,
});

export function newTally(): Tally {
  return {
    latencies: [],
    byKind: {},
    errors: [],
    soldOut: 0,
    acknowledged: { bookings: [], messages: [], notifications: [] },
  };
}

/** One request with a keep-alive agent; never throws: a network failure is status 0. */
export function send(
  agent: http.Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve({ status: 0, body: null }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown> | null = null;
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve({ status: 0, body: null }));
    outgoing.end(init.body);
  });
}

/** A PNG by its magic number, different for every message, so each upload is a new object in the bucket. */
function attachment(tag: string): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(tag.padEnd(2048, '.')),
  ]);
}

function multipart(bytes: Buffer) {
  const boundary = 'ttscale42';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Drives `base` with every client, one request at a time each, until `until` (performance.now()). */
export async function drive(base: string, world: World, until: number, seed: number): Promise<Tally> {
  const tally = newTally();
  const agent = new http.Agent({ keepAlive: true, maxSockets: world.clients.length * 2 });
  const keys = new Zipf(world.tariffKeys);
  const queries = new Zipf(world.searches);
  const timed = async (kind: string, url: string, init: Parameters<typeof send>[2], ok = [200]) => {
    const began = performance.now();
    const answer = await send(agent, `${base}${url}`, init);
    tally.latencies.push(performance.now() - began);
    tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
    const code = (answer.body?.error as { code?: string } | undefined)?.code;
    if (kind === 'hold' && answer.status === 409 && code === 'booking.sold_out') {
      tally.soldOut += 1;
      return null;
    }
    // The core API answers its refusals as an envelope with HTTP 200 (docs/core-api.md): status 0 is success.
    const refused = url.startsWith('/core/') && answer.body?.status !== 0;
    if (!ok.includes(answer.status) || refused) {
      const why = code ?? (refused ? String(answer.body?.message) : '');
      tally.errors.push({ at: performance.now(), what: `${kind} ${answer.status} ${why}`.trim() });
      return null;
    }
    return answer.body ?? {};
  };
  await Promise.all(
    world.clients.map(async (client, index) => {
      const random = new Random(seed * 100 + index);
      const json = headersOf(client.cookie, { 'content-type': 'application/json' });
      let serial = 0;
      while (performance.now() < until) {
        const roll = random.int(0, 99);
        serial += 1;
        if (roll < 25) {
          await timed('search', '/api/v1/Tariff/search', {
            method: 'POST',
            headers: json,
            body: JSON.stringify(queries.draw(random)),
          });
        } else if (roll < 50) {
          await timed('read', `/api/v1/Tariff/${keys.draw(random)}`, { headers: headersOf(client.cookie) });
        } else if (roll < 62) {
          await timed('quote', `/api/v1/Tariff/${keys.draw(random)}/quote`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ date: addDays(world.today, random.int(2, 20)), adults: random.int(1, 6) }),
          });
        } else if (roll < 80) {
          const date = world.dates[random.int(0, world.dates.length - 1)] as string;
          const held = await timed('hold', '/api/v1/Booking', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              space: client.space,
              tariff: world.limited,
              date,
              adults: random.int(1, 3),
            }),
          });
          if (!held) continue;
          const key = String(held.key);
          tally.acknowledged.bookings.push({ key, state: 'held' });
          const confirmed = await timed('confirm', `/api/v1/Booking/${key}/confirm`, {
            method: 'POST',
            headers: json,
            body: '{}',
          });
          if (confirmed) tally.acknowledged.bookings.push({ key, state: 'confirmed' });
        } else if (roll < 90) {
          const file = multipart(attachment(`${seed}-${index}-${serial}`));
          const uploaded = await timed('upload', `/api/messenger/${client.conversation}/attachments`, {
            method: 'POST',
            headers: headersOf(client.cookie, { 'content-type': file.type }),
            body: file.body,
          });
          if (!uploaded) continue;
          const sent = await timed('message', `/api/messenger/${client.conversation}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              space: client.space,
              text: `スケール試験 ${serial}`,
              attachments: [uploaded.hash],
            }),
          });
          if (sent)
            tally.acknowledged.messages.push({
              key: String(sent.key),
              conversation: client.conversation,
              attachment: String(uploaded.hash),
              bytes: Number(uploaded.size),
            });
        } else {
          const told = await timed('notify', '/core/notify/new', {
            method: 'POST',
            headers: headersOf(world.adminCookie, { 'content-type': 'application/json' }),
            body: JSON.stringify({ target: client.sub, subject: `スケール通知 ${serial}` }),
          });
          const data = told?.data as { key?: string } | undefined;
          if (data?.key) tally.acknowledged.notifications.push({ key: data.key, target: client.sub });
        }
      }
    }),
  );
  agent.destroy();
  return tally;
}

export type Listener = { heard: Set<string>; connects: number; resyncs: number; close(): void };

/**
 * A live stream held open like a browser's EventSource: reconnects when it ends, through the same address, with
 * Last-Event-ID, after the server's `retry:`; collects the keys of `new` notifications it hears.
 */
export function listen(base: string, cookie: string): Listener {
  const state: Listener = { heard: new Set(), connects: 0, resyncs: 0, close: () => {} };
  let closed = false;
  let lastId = '';
  let retry = 500;
  let current: http.ClientRequest | null = null;
  const open = () => {
    if (closed) return;
    const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
    if (lastId) headers['last-event-id'] = lastId;
    // One reconnection per stream, however many of its events (error, close) say it ended.
    let ended = false;
    const again = () => {
      if (ended) return;
      ended = true;
      setTimeout(open, retry);
    };
    current = http.get(`${base}/core/notify/events`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', again);
        return;
      }
      state.connects += 1;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            frame
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const id = field('id');
          if (id) lastId = id;
          const wait = field('retry');
          if (wait) retry = Number(wait);
          const event = field('event');
          if (event === 'resync') state.resyncs += 1;
          if (event !== 'notification') continue;
          const data = JSON.parse(field('data') ?? '{}') as { key?: string; kind?: string };
          if (data.kind === 'new' && data.key) state.heard.add(data.key);
        }
      });
      res.on('error', () => {});
      res.on('close', again);
    });
    current.on('error', again);
  };
  open();
  state.close = () => {
    closed = true;
    current?.destroy();
  };
  return state;
}
