import { sql } from 'drizzle-orm';
import type { Fixture, Party, Row } from './table.ts';

/*
 * Business profiles: `/api/v1/Creator` (supplier spaces) and `/api/v1/Arranger` (buyer spaces),
 * addressed by the space key. Every signed-in person reads a profile (members all of it, others the public
 * card); owners and admins of the space and administrators change it; members are refused; to anyone else a
 * change reads as a missing record. API keys call none of these routes.
 */

const CORPORATE = '1180301018771';

/**
 * The company's space, its profile given a corporate number if it has none, so a permitted PATCH or PUT passes
 * the "a company needs its corporate number" rule whatever an earlier row (a DELETE) did to it.
 */
function companyOf(role: 'supplier' | 'buyer') {
  return async (party: Party, fx: Fixture) => {
    const key = party.world?.role === role ? party.world.corporate : undefined;
    if (key)
      await fx.app.database.db.execute(
        sql`update spaces set details = details || ${JSON.stringify({ corporateNumber: CORPORATE })}::jsonb
            where key = ${key} and not details ? 'corporateNumber'`,
      );
    return key;
  };
}

const anyone = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

function resource(
  path: string,
  role: 'supplier' | 'buyer',
  tables: { read: string; change: string; create: string },
) {
  const record = companyOf(role);
  const missing = 'sp_mx-missing';
  return [
    { route: `GET ${path}`, probe: () => ({ url: path }), expect: anyone },
    {
      route: `POST ${path}/query`,
      probe: () => ({ url: `${path}/query`, body: { filter: { prefecture: '26' } } }),
      expect: anyone,
    },
    {
      route: `POST ${path}/aggregate`,
      probe: () => ({ url: `${path}/aggregate`, body: { groupBy: ['prefecture'] } }),
      expect: anyone,
    },
    {
      // Every space the matrix names already has a profile: an allowed caller hears "exists" (409).
      route: `POST ${path}`,
      record,
      missing,
      probe: (key: string) => ({ url: path, body: { space: key, corporateNumber: CORPORATE } }),
      expect: tables.create,
    },
    {
      route: `GET ${path}/:key`,
      record,
      missing,
      probe: (key: string) => ({ url: `${path}/${key}` }),
      expect: tables.read,
    },
    {
      route: `PATCH ${path}/:key`,
      record,
      missing,
      probe: (key: string) => ({ url: `${path}/${key}`, body: { staffCount: 12 } }),
      expect: tables.change,
    },
    {
      route: `PUT ${path}/:key`,
      record,
      missing,
      probe: (key: string) => ({
        url: `${path}/${key}`,
        body: { corporateNumber: CORPORATE, staffCount: 12 },
      }),
      expect: tables.change,
    },
    {
      route: `DELETE ${path}/:key`,
      record,
      missing,
      probe: (key: string) => ({ url: `${path}/${key}` }),
      expect: tables.change,
    },
  ] satisfies Row[];
}

export const profileRows: Row[] = [
  ...resource('/api/v1/Creator', 'supplier', {
    create: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     409   403    409   —     —     409    403   403
      other   401   404   404   404    404   404   409   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    read: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    change: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  }),
  // The matrix's other buyer company is no caller's "other", so anon, buyer and admin have none to probe.
  ...resource('/api/v1/Arranger', 'buyer', {
    create: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   —     —      —     —     —     —      —     —
      other   —     —     404   404    404   404   —     404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    read: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      —     —     —     —      —     —
      other   —     —     200   200    200   200   —     200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    change: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      —     —     —     —      —     —
      other   —     —     404   404    404   404   —     404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  }),
  {
    route: 'POST /api/v1/Business/query',
    probe: () => ({ url: '/api/v1/Business/query', body: { filter: {} } }),
    expect: anyone,
  },
  {
    route: 'POST /api/v1/Business/aggregate',
    probe: () => ({ url: '/api/v1/Business/aggregate', body: {} }),
    expect: anyone,
  },
];
