import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Fresh } from './fresh.ts';

/**
 * The eight callers of the authorization matrix, in the order every expectation line lists them:
 *
 * - anonymous: no credentials at all
 * - buyer:     buyer@example.com, owner of さくらトラベル (sp_sakura-travel)
 * - owner:     supplier@example.com, owner of 京都旅館 (sp_kyoto-ryokan) and of a personal supplier space
 * - member:    a plain `member` of 京都旅館
 * - rival:     the owner of another supplier company (with a personal and a guide space of their own)
 * - guide:     guide@example.com, with a guide space
 * - admin:     admin@example.com, administrator of the platform (tourtariff:admin), member of no space
 * - client:    an integration calling with a bearer access token from the embedded provider; its account is an
 *              `admin` of 京都旅館, so this column is also the company-admin role
 * - keyr:      an integration calling with a `read` API key of 京都旅館 made by its owner
 * - keyw:      the same with a `write` API key: 京都旅館's rights for its catalogue, and nothing more
 */
export const CALLERS = [
  'anonymous',
  'buyer',
  'owner',
  'member',
  'rival',
  'guide',
  'admin',
  'client',
  'keyRead',
  'keyWrite',
] as const;

/** The header line of every table, naming the callers in CALLERS' order. */
export const HEADER = 'anon buyer owner member rival guide admin client keyr keyw';
export type CallerName = (typeof CALLERS)[number];

export type Person = {
  sub: string;
  email: string;
  business: string;
  grants: string[];
  personal?: string;
  guide?: string;
  /** One record of each per-person kind, made for the matrix. */
  notification: string;
  shortLink: string;
  file: string;
};

/** A company and what it holds; buyer companies hold no tariffs or events. */
export type World = {
  corporate: string;
  role: 'supplier' | 'buyer';
  owner: string;
  draft?: string;
  published?: string;
  event?: string;
  publishedEvent?: string;
  /** A stored picture of `published`, shown on `publishedEvent`'s shareable page. */
  image?: string;
};

/** Whose record a cell is about: a person, and the company they act for (if any) with their role in it. */
export type Party = { person: Person; world?: World; role?: 'owner' | 'admin' | 'member' };

export type Caller = {
  name: CallerName;
  /** The caller's own records; none for an anonymous caller. */
  own?: Party;
  /** Someone else's records, first choice first: a kind the first party lacks is taken from the next one. */
  others: Party[];
  /** Credentials for one request; a fresh session each time when `fresh` (for calls that end the session). */
  auth(fresh?: boolean): Promise<Pick<InjectOptions, 'cookies' | 'headers'>>;
};

export type Probe = {
  /** Path and query; the method is the row's. */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** What a row's functions may use: the app, the people and companies, and makers of fresh records. */
export type Fixture = {
  app: FastifyInstance;
  people: Record<
    'owner' | 'member' | 'buyer' | 'rival' | 'guide' | 'admin' | 'client' | 'host' | 'keyRead' | 'keyWrite',
    Person
  >;
  worlds: { ryokan: World; sakura: World; rival: World; host: World };
  callers: Caller[];
  fresh: Fresh;
};

type RecordOf = (
  party: Party,
  fx: Fixture,
  caller: Caller,
) => Promise<string | undefined> | string | undefined;

/**
 * One route (or one case of it, named by `variant`) with the expected outcome per caller, as a small table:
 *
 *               anon  buyer owner member rival guide admin client keyr  keyw
 *     own       —     200   200   200    200   —     —     200    200   200
 *     other     401   404   404   404    404   404   200   404    404   404
 *     absent    401   404   404   404    404   404   404   404    404   404
 *
 * - `any`: the route is about no particular record; one cell per caller.
 * - `own`: the caller's own record; `other`: someone else's; `absent`: a key of that kind that names nothing.
 *
 * An outcome is an HTTP status; for the core API (which answers HTTP 200 with an envelope) it is the status the
 * envelope stands for: 0 → 200, 7/8 → 401, 10 → 400, 11 → 403, 12 → 404, 13 → 409, 16 → 422. `—` says the
 * caller has no such record (the runner checks that it is so).
 *
 * Existence must not leak: where `other` says 404, `absent` says 404 too. Where `other` says 403 and `absent`
 * 404, the caller can read that record (a published tariff, a space it belongs to) and only may not do this
 * to it.
 */
export type Row = {
  route: string;
  variant?: string;
  /** The record the request is about (a key, or `a b` for two path segments); absent for `any` rows. */
  record?: RecordOf;
  /** A key of the record's shape that names nothing. */
  missing?: string;
  probe: (key: string, party: Party | undefined, fx: Fixture) => Probe;
  /** The table above: a header line naming the callers, then `any`, or `own`, `other` and `absent` lines. */
  expect: string;
  /** Puts back what a successful probe changed that later cells rely on. */
  undo?: (fx: Fixture, cell: { caller: Caller; key: string; body: unknown }) => Promise<void>;
  /** A server-sent event stream: judged on its status line, then closed. */
  stream?: boolean;
  /** Clears up after the whole row, whatever its cells did. */
  after?: (fx: Fixture) => Promise<void>;
  /** Ends the caller's session: each probe gets a fresh one. */
  freshSession?: boolean;
};

/** `a b` ⇄ ['a', 'b']: two path segments in one record key. */
export const pair = (a: string, b: string) => `${a} ${b}`;
export const split = (key: string): [string, string] => {
  const [a = '', b = ''] = key.split(' ');
  return [a, b];
};

export type Expected = Partial<Record<'any' | 'own' | 'other' | 'absent', (string | null)[]>>;

export function expectedOf(row: Row): Expected {
  const where = rowTitle(row);
  const lines = row.expect
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const [header, ...body] = lines;
  if (header?.join(' ') !== HEADER) throw new Error(`${where}: the table starts with the callers' header`);
  const expected: Expected = {};
  for (const [kind, ...cells] of body) {
    if (kind !== 'any' && kind !== 'own' && kind !== 'other' && kind !== 'absent')
      throw new Error(`${where}: unknown line ${kind}`);
    if (cells.length !== CALLERS.length)
      throw new Error(`${where}: ${kind} has ${cells.length} outcomes for ${CALLERS.length} callers`);
    expected[kind] = cells.map((cell) => (cell === '—' ? null : cell));
  }
  if (expected.absent && row.missing === undefined) throw new Error(`${where}: absent needs a missing key`);
  // The table itself may not plan a leak: a record hidden from a caller answers as a missing one does.
  expected.other?.forEach((outcome, i) => {
    const absent = expected.absent?.[i];
    if (outcome === '404' && absent !== undefined && absent !== '404')
      throw new Error(
        `${where}: ${CALLERS[i]} gets 404 for someone else's record but ${absent} for a missing one`,
      );
  });
  return expected;
}

export const rowTitle = (row: Row) => (row.variant ? `${row.route} (${row.variant})` : row.route);
