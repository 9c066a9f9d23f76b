import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { agreements, partnerships, spaces } from '../../../src/db/schema/index.ts';
import { type Fixture, type Party, pair, type Row, split, type World } from './table.ts';

const NO_PARTNERSHIP = 'pt_mx-missing';
const NO_AGREEMENT = 'ag_mx-missing';
const NO_SPACE = 'sp_mx-missing';
const id = (prefix: string) => `${prefix}_mx-${randomBytes(6).toString('base64url')}`;

/** Who a company partners with in these rows: a supplier with the host buyer, a buyer with the rival supplier. */
const counterpart = (world: World) => (world.role === 'supplier' ? 'sp_mx-host' : 'sp_mx-rival');

/**
 * A fresh partnership of the party's company in `state`, written below the API (like fresh.ts): an earlier
 * cell's open one between the same pair is ended first, since a pair has at most one open partnership.
 */
async function freshPartnership(party: Party, fx: Fixture, state: 'requested' | 'active' = 'active') {
  const world = party.world;
  if (!world) return undefined;
  const other = counterpart(world);
  const [buyerKey, supplierKey] =
    world.role === 'buyer' ? [world.corporate, other] : [other, world.corporate];
  const db = fx.app.database.db;
  await db
    .update(partnerships)
    .set({ state: 'ended' })
    .where(
      and(
        eq(partnerships.buyerKey, buyerKey),
        eq(partnerships.supplierKey, supplierKey),
        inArray(partnerships.state, ['requested', 'active']),
      ),
    );
  const key = id('pt');
  await db.insert(partnerships).values({
    key,
    buyerKey,
    supplierKey,
    state,
    requestedBy: 'buyer',
    createdBy: world.owner,
    ...(state === 'active' ? { activatedAt: new Date() } : {}),
  });
  return key;
}

async function freshAgreement(party: Party, fx: Fixture, state: 'draft' | 'sent') {
  const partnership = await freshPartnership(party, fx);
  const world = party.world;
  if (!partnership || !world) return undefined;
  const other = counterpart(world);
  const [buyerKey, supplierKey] =
    world.role === 'buyer' ? [world.corporate, other] : [other, world.corporate];
  const key = id('ag');
  const terms = {
    discount: 10,
    overrides: [],
    paymentDays: 30,
    validity: { from: '2026-01-01', to: '2030-12-31' },
    notes: { jp: '', en: '' },
    pdf: null,
  };
  await fx.app.database.db.insert(agreements).values({
    key,
    partnershipKey: partnership,
    buyerKey,
    supplierKey,
    state,
    terms,
    discount: 10,
    validFrom: terms.validity.from,
    validTo: terms.validity.to,
    createdBy: world.owner,
    ...(state === 'sent' ? { sentAt: new Date() } : {}),
  });
  return key;
}

/** A space of the other role for the party's company to ask, new each cell (so no request is a duplicate). */
async function askPair(party: Party, fx: Fixture) {
  const world = party.world;
  if (!world) return undefined;
  const key = id('sp');
  const role = world.role === 'buyer' ? 'supplier' : 'buyer';
  await fx.app.database.db.insert(spaces).values({
    key,
    kind: 'corporate',
    role,
    category: role,
    industry: role === 'buyer' ? 'arranger' : 'creator',
    name: `${key} の名前`,
    businessKey: fx.people.host.business,
    createdBy: fx.people.host.sub,
  });
  return pair(world.corporate, key);
}

/**
 * Lists and queries: every caller holding a Trading Partner entry (docs/product.md §6); a guide holds none. API keys act
 * for their space's catalogue only (plugins/auth.ts), so partnerships and agreements are not theirs (403).
 */
const partnerAccess = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   403   200   200    403   403`;

/**
 * Reading a partnership or a sent agreement: the two spaces' members (any role) and
 * administrators; anyone else finds nothing.
 */
const readOne = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   403   200   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`;

export const partnerRows: Row[] = [
  { route: 'GET /api/v1/Partner', probe: () => ({ url: '/api/v1/Partner' }), expect: partnerAccess },
  {
    route: 'POST /api/v1/Partner',
    record: askPair,
    missing: pair(NO_SPACE, NO_SPACE),
    probe: (key) => {
      const [space, partner] = split(key);
      return { url: '/api/v1/Partner', body: { space, partner, message: 'マトリクス' } };
    },
    // Asking is for the space's owners and admins; the caller's own space only (another's reads as absent).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   403   404   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Partner/directory',
    record: (party) => party.world?.corporate,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/v1/Partner/directory?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   403   404   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Partner/query',
    probe: () => ({ url: '/api/v1/Partner/query', body: { filter: { state: 'active' } } }),
    expect: partnerAccess,
  },
  {
    route: 'POST /api/v1/Partner/aggregate',
    probe: () => ({ url: '/api/v1/Partner/aggregate', body: { groupBy: ['state'] } }),
    expect: partnerAccess,
  },
  {
    route: 'GET /api/v1/Partner/:key',
    record: (party, fx) => freshPartnership(party, fx),
    missing: NO_PARTNERSHIP,
    probe: (key) => ({ url: `/api/v1/Partner/${key}` }),
    expect: readOne,
  },
  {
    route: 'PATCH /api/v1/Partner/:key/:state',
    record: (party, fx) => freshPartnership(party, fx),
    missing: NO_PARTNERSHIP,
    probe: (key) => ({ url: `/api/v1/Partner/${key}/ended`, body: { reason: 'マトリクス' } }),
    // Ending is for either side's owners and admins; an administrator reads it but decides nothing (403).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   403   403   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  { route: 'GET /api/v1/Agreement', probe: () => ({ url: '/api/v1/Agreement' }), expect: partnerAccess },
  {
    route: 'POST /api/v1/Agreement',
    record: (party, fx) => freshPartnership(party, fx),
    missing: NO_PARTNERSHIP,
    probe: (key) => ({
      url: '/api/v1/Agreement',
      body: { partnership: key, discount: 10, validity: { from: '2026-01-01', to: '2030-12-31' } },
    }),
    // The supplier's owners and admins propose; the buyer reads the partnership but may not (403).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   403   403   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Agreement/:key',
    record: (party, fx) => freshAgreement(party, fx, 'sent'),
    missing: NO_AGREEMENT,
    probe: (key) => ({ url: `/api/v1/Agreement/${key}` }),
    expect: readOne,
  },
  {
    route: 'PUT /api/v1/Agreement/:key',
    record: (party, fx) => freshAgreement(party, fx, 'draft'),
    missing: NO_AGREEMENT,
    probe: (key) => ({
      url: `/api/v1/Agreement/${key}`,
      body: { discount: 15, validity: { from: '2026-01-01', to: '2030-12-31' } },
    }),
    // A draft is the supplier's: its buyer cannot even read it (404).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     404   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   403   403   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'PATCH /api/v1/Agreement/:key/:state',
    record: (party, fx) => freshAgreement(party, fx, 'sent'),
    missing: NO_AGREEMENT,
    probe: (key) => ({ url: `/api/v1/Agreement/${key}/accepted`, body: {} }),
    // Accepting is the buyer's owners' and admins'; the supplier's side reads it and may not (403).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   403   403    403   —     —     403    403   403
      other   401   404   404   404    404   403   403   404    403   403
      absent  401   404   404   404    404   403   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Tariff/:key/quote',
    record: (party) => party.world?.published,
    missing: 'tf_mx-missing',
    probe: (key) => ({ url: `/api/v1/Tariff/${key}/quote`, body: { date: '2027-03-01', adults: 2 } }),
    // Whoever may read the tariff may price it: a published public tariff, anyone signed in.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
];
