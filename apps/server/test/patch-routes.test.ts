import { expect, it } from 'vitest';
import { type Fixtures, setUpFixtures, writeTargets } from './fuzz/targets.ts';
import { describeEachDatabase } from './helper.ts';
import { servedRoutes } from './security/matrix/run.ts';
import { call, core, type TestUser } from './sessions.ts';

/**
 * Moves and actions, not field updates: a state (`/{state}`), an inquiry's answer, a conversation's flags. A body
 * they take is a note or a reason; test/empty-body.test.ts covers them sending none.
 */
const MOVES = new Set([
  'PATCH /api/tariff/:id/:state',
  'PATCH /api/v1/Partner/:key/:state',
  'PATCH /api/v1/Agreement/:key/:state',
  'PATCH /api/v1/Review/:key/:state',
  'PATCH /api/messenger/:id/read',
  'PATCH /api/messenger/:id/archive',
  'PATCH /api/messenger/:id/unarchive',
  ...['accept', 'confirm', 'counter', 'decline', 'decline-counter', 'withdraw'].map(
    (action) => `PATCH /api/messenger/inquiries/:key/${action}`,
  ),
]);

type Case = {
  /** Where the record is read back, from the route's params: a GET path, or a core call and its body. */
  read: (params: Record<string, string>) => string | { core: string; body: object };
  /** Who may change it (default: the fuzz caller, an administrator who made most records). */
  as?: (f: Fixtures) => TestUser;
  /** A full write first, so the stored record passes today's rules (the fuzz fixtures made it half-filled). */
  put?: Record<string, unknown>;
  /** One field set to a value unlike the stored one. */
  one: Record<string, unknown>;
  /** Whether `{}` is refused (a body with a required field); the record must stay as it was either way. */
  emptyRefused?: boolean;
  /** What the one field also changes by design, besides the server's clock and counters. */
  derived?: string[];
  /** From the answer read back, the record itself (a list answers many). */
  pick?: (answer: unknown, params: Record<string, string>) => unknown;
};

const CORPORATE = '7000012050002';

const same = (params: Record<string, string>, route: string) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** Every PATCH of the app API that sets fields: a new one fails the first test until it has its case here. */
const CASES: Record<string, Case> = {
  'PATCH /api/v1/Notification/preferences': {
    read: () => '/api/v1/Notification/preferences',
    one: { lang: 'en' },
  },
  'PATCH /api/profile/:key': {
    read: (p) => ({ core: 'users/profile', body: { sub: p.key } }),
    one: { name: '一郎' },
  },
  'PATCH /api/personal/:key': {
    read: (p) => same(p, '/api/personal/:key'),
    one: { name: '個人の新しい名前' },
  },
  'PATCH /api/corporate/:key': {
    read: (p) => same(p, '/api/corporate/:key'),
    one: { name: '新しい会社名株式会社' },
  },
  'PATCH /api/v1/Guide/:key': { read: (p) => same(p, '/api/v1/Guide/:key'), one: { name: '新しい案内人名' } },
  'PATCH /api/corporate/:key/security': {
    read: (p) => same(p, '/api/corporate/:key/security'),
    one: { requireSecondFactor: true },
  },
  'PATCH /api/corporate/:key/members/:sub': {
    read: (p) => same(p, '/api/corporate/:key/members'),
    one: { role: 'admin' },
    emptyRefused: true,
    pick: (answer, p) =>
      (Array.isArray(answer) ? answer : ((answer as { items?: unknown[] }).items ?? [])).find(
        (m) => (m as { sub?: string }).sub === p.sub,
      ),
  },
  'PATCH /api/v1/Creator/:key': {
    read: (p) => same(p, '/api/v1/Creator/:key'),
    put: { corporateNumber: CORPORATE, staffCount: 5, website: 'https://example.jp' },
    one: { staffCount: 77 },
    derived: ['details.staffCount'],
  },
  'PATCH /api/v1/Arranger/:key': {
    read: (p) => same(p, '/api/v1/Arranger/:key'),
    put: { corporateNumber: CORPORATE, staffCount: 5, website: 'https://example.jp' },
    one: { staffCount: 77 },
    derived: ['details.staffCount'],
  },
  'PATCH /api/v1/Business/:id': { read: (p) => same(p, '/api/v1/Business/:id'), one: { name: '新しい屋号' } },
  'PATCH /api/v1/Tariff/:key': {
    read: (p) => same(p, '/api/v1/Tariff/:key'),
    one: { summary: { jp: '新しい要約', en: 'A new summary' } },
  },
  'PATCH /api/tariff/admin/:id': {
    read: (p) => same(p, '/api/v1/Tariff/:id'),
    one: { changes: { summary: { jp: '管理者の要約', en: 'Admin summary' } }, note: '修正' },
    emptyRefused: true,
    derived: ['summary', 'corrections'],
  },
  'PATCH /api/v1/Event/:key': {
    read: (p) => same(p, '/api/v1/Event/:key'),
    one: { title: { jp: '新しい催し', en: 'A new event' } },
  },
  'PATCH /api/v1/Guide/:key/profile': {
    read: (p) => same(p, '/api/v1/Guide/:key/profile'),
    one: { bio: { jp: '京都の案内人です。', en: 'A Kyoto guide.' } },
  },
  'PATCH /api/v1/Job/:key': {
    read: (p) => same(p, '/api/v1/Job/:key'),
    as: (f) => f.member,
    one: { groupSize: 17 },
  },
};

/** The server's clock and counters, which a write may move whatever it changed. */
const VOLATILE = new Set(['updatedAt', 'updated_at', 'version', 'etag', 'lastModified', 'actions']);

/** The record without the server's clock and without `paths` (dotted, `details.staffCount`). */
const without = (record: unknown, paths: string[]) => {
  const copy = structuredClone(record) as Record<string, unknown>;
  for (const path of [...paths, ...VOLATILE]) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    let at: Record<string, unknown> | undefined = copy;
    for (const key of keys) at = at?.[key] as Record<string, unknown> | undefined;
    if (at) delete at[last];
  }
  return copy;
};

describeEachDatabase('a PATCH changes only the fields it was sent, on every PATCH route', (ctx) => {
  let f: Fixtures;

  it('has a case for every PATCH route of the app API that is not a move', async () => {
    f = await setUpFixtures(ctx.app);
    const patches = servedRoutes(ctx.app).filter((r) => r.startsWith('PATCH /api/'));
    expect(patches.length).toBeGreaterThan(10);
    expect(patches.filter((r) => !MOVES.has(r) && !CASES[r])).toEqual([]);
    expect(Object.keys(CASES).filter((r) => !patches.includes(r))).toEqual([]);
  });

  it.each(Object.entries(CASES))(
    '%s: `{}` and one field leave every other field as stored',
    async (route, c) => {
      const target = writeTargets(ctx.app, f).find((t) => `${t.method} ${t.route}` === route);
      if (!target) throw new Error(`no fuzz target for ${route}`);
      const url = same(target.params, target.route);
      const who = c.as?.(f) ?? f.caller;
      const where = c.read(target.params);
      const read = async () => {
        if (typeof where !== 'string') {
          const res = await core(ctx.app, who, where.core, where.body);
          expect(res.status, `${where.core}: ${res.message}`).toBe(0);
          return res.data;
        }
        const res = await call(ctx.app, who, 'GET', where);
        expect(res.status, `GET for ${route}: ${JSON.stringify(res.body)}`).toBe(200);
        return c.pick ? c.pick(res.body, target.params) : res.body;
      };
      if (c.put) {
        const put = await call(ctx.app, who, 'PUT', url, c.put);
        expect(put.status, JSON.stringify(put.body)).toBe(200);
      }
      const stored = await read();
      expect(stored).toBeTruthy();

      const empty = await call(ctx.app, who, 'PATCH', url, {});
      expect(empty.status, JSON.stringify(empty.body)).toBe(c.emptyRefused ? 400 : 200);
      expect(without(await read(), [])).toEqual(without(stored, []));

      const one = await call(ctx.app, who, 'PATCH', url, c.one);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      const changed = Object.keys(c.one).concat(c.derived ?? []);
      expect(without(await read(), changed)).toEqual(without(stored, changed));
    },
  );
});
