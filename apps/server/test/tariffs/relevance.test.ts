import { beforeAll, expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import { catalogue } from './relevance-catalogue.ts';
import { noMatch, queries, type RelevanceQuery } from './relevance-queries.ts';
import { call, createPublished, newAdmin, newSupplier } from './support.ts';

/** The share of the expected tariffs every engine must put on the first page, over all queries together. */
const RECALL_FLOOR = 0.9;

type Measured = { query: RelevanceQuery; page: string[]; found: string[]; total: number };

const ratio = (part: number, whole: number) => (whole ? (part / whole).toFixed(2) : '—');

/** The table docs/search-relevance.md shows, in Markdown, printed when RELEVANCE_REPORT is set. */
function report(engine: string, measured: Measured[]): string {
  const rows = measured.map(({ query, page, found, total }) => {
    const filter = query.filter ? ` (${Object.entries(query.filter).map(([k, v]) => `${k} ${v}`)})` : '';
    const missed = query.expect.filter((id) => !found.includes(id));
    const others = page.filter((id) => !query.expect.includes(id));
    const cells = [
      `\`${query.q}\`${filter}`,
      query.lang,
      total,
      query.expect.length,
      found.length,
      ratio(found.length, query.expect.length),
      ratio(found.length, page.length),
      missed.join(', '),
      others.join(', '),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const expected = measured.reduce((sum, m) => sum + m.query.expect.length, 0);
  const found = measured.reduce((sum, m) => sum + m.found.length, 0);
  const returned = measured.reduce((sum, m) => sum + m.page.length, 0);
  return [
    `### ${engine}: recall ${ratio(found, expected)} (${found} of ${expected}), precision ${ratio(found, returned)} (${found} of ${returned} results)`,
    '',
    '| Query | Lang | Matches | Expected | Found on page 1 | Recall | Precision | Missed | Other results on page 1 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

describeEachDatabase('search relevance on a seeded catalogue', (ctx) => {
  // Fixture id → tariff key, and back; the demo tariffs keep their seeded keys.
  const keyOf = new Map<string, string>();
  const idOf = new Map<string, string>();
  let buyer: TestUser;
  const search = async (body: object) => {
    const res = await call(ctx.app, buyer, 'POST', '/api/v1/Tariff/search', body);
    if (res.status !== 200) throw new Error(`search ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    const page = (res.body.items as { key: string }[]).map((item) => idOf.get(item.key) ?? item.key);
    return { page, total: res.body.total as number };
  };

  beforeAll(async () => {
    const admin = await newAdmin(ctx.app);
    // Three suppliers, so results come from several spaces as on the real market.
    const kansai = await newSupplier(ctx.app, '関西ツアーズ株式会社');
    const suppliers = [
      kansai,
      await newSupplier(ctx.app, '東日本トラベル株式会社'),
      await newSupplier(ctx.app, '南北リゾート株式会社'),
    ];
    for (const [i, fixture] of catalogue.entries()) {
      const { id, title, summary, description, area, tags, ...rest } = fixture;
      const pair = ([jp, en]: [string, string]) => ({ jp, en });
      const published = await createPublished(ctx.app, suppliers[i % suppliers.length] ?? kansai, admin, {
        ...rest,
        title: pair(title),
        summary: pair(summary),
        description: pair(description),
        area: pair(area),
        tags: tags.map(pair),
      });
      keyOf.set(id, published.key);
      idOf.set(published.key, id);
    }
    // The demo buyer (さくらトラベル, a trading partner of the demo ryokan), with a session as after signing in.
    const sub = (await findAccountByEmail(ctx.app.database.db, 'buyer@example.com'))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    buyer = {
      sub,
      email: 'buyer@example.com',
      cookie,
      auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
    };
  }, 120_000);

  it('names only tariffs of the catalogue or the demo seed', () => {
    const known = new Set([...keyOf.keys()]);
    const unknown = queries.flatMap((q) => q.expect.filter((id) => !id.startsWith('tf_') && !known.has(id)));
    expect(unknown).toEqual([]);
    expect(queries).toHaveLength(50);
  });

  it(`puts ≥ ${RECALL_FLOOR} of the expected tariffs on the first page, and misses only what the table says`, async () => {
    const measured: Measured[] = [];
    for (const query of queries) {
      const { page, total } = await search({ q: query.q, ...query.filter });
      measured.push({ query, page, total, found: query.expect.filter((id) => page.includes(id)) });
    }
    if (process.env.RELEVANCE_REPORT) console.log(report(ctx.engine, measured));
    const expected = measured.reduce((sum, m) => sum + m.query.expect.length, 0);
    const found = measured.reduce((sum, m) => sum + m.found.length, 0);
    // Per query, so a failure names the query and the tariffs that moved.
    const misses = measured.map((m) => ({
      q: m.query.q,
      filter: m.query.filter,
      missed: m.query.expect.filter((id) => !m.found.includes(id)),
    }));
    const documented = queries.map((q) => ({
      q: q.q,
      filter: q.filter,
      missed: Object.keys(q.misses ?? {}),
    }));
    expect(misses).toEqual(documented);
    expect(found / expected).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it('finds nothing for what the catalogue does not offer', async () => {
    for (const q of noMatch) expect({ q, found: (await search({ q })).page }).toEqual({ q, found: [] });
  });
});
