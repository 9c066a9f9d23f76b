import { randomBytes } from 'node:crypto';
import { reviews } from '../../../src/db/schema/index.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

const NO_REVIEW = 'rv_mx-missing';
const NO_TARIFF = 'tf_mx-missing';
const NO_SPACE = 'sp_mx-missing';

/**
 * A fresh review "of" the party, written below the API: for a buyer company, its own review of a new published
 * tariff of 京都旅館 (its partner in the demo data); for a supplier company, the host buyer's review of a new
 * published tariff of its own. People without a company have none.
 */
async function freshReview(party: Party, fx: Fixture, state: 'pending' | 'published') {
  const world = party.world;
  if (!world) return undefined;
  const [supplier, buyerKey, author] =
    world.role === 'buyer'
      ? [fx.worlds.ryokan, world.corporate, world.owner]
      : [world, fx.worlds.host.corporate, fx.worlds.host.owner];
  const tariffKey = await fx.fresh.published(supplier);
  const key = `rv_mx-${randomBytes(6).toString('base64url')}`;
  await fx.app.database.db.insert(reviews).values({
    key,
    tariffKey,
    supplierKey: supplier.corporate,
    buyerKey,
    author,
    rating: 4,
    title: 'マトリクス',
    text: 'マトリクスのレビュー',
    lang: 'jp',
    state,
    ...(state === 'published' ? { publishedAt: new Date() } : {}),
  });
  return key;
}

/** For a buyer company, a new tariff of its partner to review as itself; for a supplier, its own tariff and space. */
async function reviewTarget(party: Party, fx: Fixture) {
  const world = party.world;
  if (!world) return undefined;
  const supplier = world.role === 'buyer' ? fx.worlds.ryokan : world;
  return pair(await fx.fresh.published(supplier), world.corporate);
}

const content = { rating: 4, title: 'マトリクス', text: 'マトリクスのレビュー', lang: 'jp' };

/** Reading: anyone signed in; API keys act for a catalogue only (plugins/auth.ts), so reviews are not theirs. */
const anyReader = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

/** A published review of a public tariff: anyone signed in reads it. */
const readPublished = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

export const reviewRows: Row[] = [
  { route: 'GET /api/v1/Review', probe: () => ({ url: '/api/v1/Review?state=pending' }), expect: anyReader },
  {
    route: 'POST /api/v1/Review',
    record: reviewTarget,
    missing: pair(NO_TARIFF, NO_SPACE),
    probe: (key) => {
      const [tariff, space] = split(key);
      return { url: '/api/v1/Review', body: { tariff, space, ...content } };
    },
    // A buyer space writes (its partner's tariff); a supplier space is refused by name (422); another's space
    // reads as absent. Guides hold no entry that writes reviews.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   422   422    422   —     —     422    403   403
      other   401   404   404   404    404   403   404   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Review/query',
    probe: () => ({ url: '/api/v1/Review/query', body: { filter: { state: 'published' } } }),
    expect: anyReader,
  },
  {
    route: 'POST /api/v1/Review/aggregate',
    probe: () => ({ url: '/api/v1/Review/aggregate', body: { groupBy: ['rating'] } }),
    expect: anyReader,
  },
  {
    route: 'GET /api/v1/Review/stats/:id',
    record: (party) => party.world?.published,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/v1/Review/stats/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Review/eligibility/:key',
    record: (party) => party.world?.published,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/v1/Review/eligibility/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Review/:key',
    record: (party, fx) => freshReview(party, fx, 'published'),
    missing: NO_REVIEW,
    probe: (key) => ({ url: `/api/v1/Review/${key}` }),
    expect: readPublished,
  },
  {
    route: 'PUT /api/v1/Review/:key',
    record: (party, fx) => freshReview(party, fx, 'pending'),
    missing: NO_REVIEW,
    probe: (key) => ({ url: `/api/v1/Review/${key}`, body: content }),
    // A pending review is its author space's and the administrators' to read; only the author's side edits.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   404   404    404   —     —     404    403   403
      other   401   404   404   404    404   403   403   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'DELETE /api/v1/Review/:key',
    record: (party, fx) => freshReview(party, fx, 'pending'),
    missing: NO_REVIEW,
    probe: (key) => ({ url: `/api/v1/Review/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   404   404    404   —     —     404    403   403
      other   401   404   404   404    404   403   200   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'PATCH /api/v1/Review/:key/:state',
    record: (party, fx) => freshReview(party, fx, 'pending'),
    missing: NO_REVIEW,
    probe: (key) => ({ url: `/api/v1/Review/${key}/published`, body: {} }),
    // Publishing is the administrators'; the author reads it and may not (403).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   404   404    404   —     —     404    403   403
      other   401   404   404   404    404   403   200   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Review/:key/reply',
    record: (party, fx) => freshReview(party, fx, 'published'),
    missing: NO_REVIEW,
    probe: (key) => ({ url: `/api/v1/Review/${key}/reply`, body: { text: 'ご利用ありがとうございました' } }),
    // The reviewed supplier's owners and admins reply; everyone else reads the review and may not (403).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   403    200   —     —     200    403   403
      other   401   403   403   403    403   403   403   403    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
];
