import { statements } from '../../../src/db/schema/index.ts';
import type { Fixture, Party, Row, World } from './table.ts';

const NO_STATEMENT = 'st_mx-missing';
let months = 0;

/**
 * A fresh draft statement of the party's company, written below the API (like fresh.ts): its supplier company's
 * to the host buyer, or the rival's to the buyer company. Each in a month of its own, one statement per pair.
 */
async function freshStatement(party: Party, fx: Fixture) {
  const world = party.world;
  if (!world) return undefined;
  const supplier: World = world.role === 'supplier' ? world : fx.worlds.rival;
  const buyer = world.role === 'buyer' ? world.corporate : fx.worlds.host.corporate;
  months += 1;
  const month = `${2040 + Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
  const key = `st_mx-${months}-${Date.now().toString(36)}`;
  await fx.app.database.db.insert(statements).values({
    key,
    supplierKey: supplier.corporate,
    buyerKey: buyer,
    month,
    currency: 'JPY',
    totals: { rates: [], outside: 0, tax: 0, total: 0, yen: null },
  });
  return key;
}

/** Any signed-in caller reads the statements of its own spaces (docs/statements.md). */
const readOne = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/**
 * Statements (docs/statements.md): the members of the two spaces and administrators read one; owners and admins
 * of the supplier space build, rebuild, issue and void, either side's owners and admins record payments; anyone
 * else finds nothing. API keys do not reach statements: they are people's documents, not an integration's.
 */
export const statementRows: Row[] = [
  {
    route: 'POST /api/v1/Statement/build',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: '/api/v1/Statement/build', body: { space: key, month: '2025-10' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     422   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Statement/query',
    probe: () => ({ url: '/api/v1/Statement/query', body: {} }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'POST /api/v1/Statement/aggregate',
    probe: () => ({ url: '/api/v1/Statement/aggregate', body: { groupBy: ['state'] } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'GET /api/v1/Statement/journal',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: `/api/v1/Statement/journal?space=${key}&month=2025-10` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   200   404    403   403`,
  },
  {
    route: 'GET /api/v1/Statement/settings',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: `/api/v1/Statement/settings?space=${key}` }),
    // The supplier's members read its rounding method; a buyer space has none (422).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     422   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'PUT /api/v1/Statement/settings',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: '/api/v1/Statement/settings', body: { space: key, rounding: 'down' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     422   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Statement/:key',
    record: freshStatement,
    missing: NO_STATEMENT,
    probe: (key) => ({ url: `/api/v1/Statement/${key}` }),
    expect: readOne,
  },
  {
    route: 'GET /api/v1/Statement/:key/pdf',
    record: freshStatement,
    missing: NO_STATEMENT,
    probe: (key) => ({ url: `/api/v1/Statement/${key}/pdf` }),
    expect: readOne,
  },
  {
    route: 'GET /api/v1/Statement/:key/csv',
    record: freshStatement,
    missing: NO_STATEMENT,
    probe: (key) => ({ url: `/api/v1/Statement/${key}/csv` }),
    expect: readOne,
  },
  {
    route: 'POST /api/v1/Statement/:key/:move',
    variant: 'rebuild a draft',
    record: freshStatement,
    missing: NO_STATEMENT,
    probe: (key) => ({ url: `/api/v1/Statement/${key}/rebuild`, body: {} }),
    // The supplier's owners and admins; its members and the buyer side are refused by name, an administrator
    // too (it reads, it moves nothing); anyone else finds nothing.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   403   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
];
