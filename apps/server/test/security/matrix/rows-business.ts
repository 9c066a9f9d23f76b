import { eq } from 'drizzle-orm';
import { businesses } from '../../../src/db/schema/index.ts';
import type { Row } from './table.ts';

const NO_BUSINESS = 'bz_mx-missing';

/** Someone else's business reads as absent; administrators see every business. */
const ownOnly = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** docs/product.md §3 Business: the account-level record of a user. */
export const businessRows: Row[] = [
  {
    route: 'POST /api/v1/Business',
    probe: () => ({ url: '/api/v1/Business', body: { name: 'マトリクス商事' } }),
    undo: async (fx, { body }) => {
      const key = (body as { key?: string }).key;
      if (key) await fx.app.database.db.delete(businesses).where(eq(businesses.key, key));
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'GET /api/v1/Business',
    probe: () => ({ url: '/api/v1/Business' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'GET /api/v1/Business/:id',
    record: (party) => party.person.business,
    missing: NO_BUSINESS,
    probe: (key) => ({ url: `/api/v1/Business/${key}` }),
    expect: ownOnly,
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): Row => ({
      route: `${method} /api/v1/Business/:id`,
      record: (party) => party.person.business,
      missing: NO_BUSINESS,
      probe: (key) => ({ url: `/api/v1/Business/${key}`, body: { name: 'マトリクス商事' } }),
      expect: ownOnly,
    }),
  ),
  {
    route: 'DELETE /api/v1/Business/:id',
    record: (party, fx) => fx.fresh.business(party.person),
    missing: NO_BUSINESS,
    probe: (key) => ({ url: `/api/v1/Business/${key}` }),
    expect: ownOnly,
  },
  {
    // Naming another user is an administrator's act: refused alike whether or not that user exists.
    route: 'GET /api/v1/Businesses/User/:sub',
    record: (party) => party.person.sub,
    missing: 'mx-nobody-has-this-sub',
    probe: (key) => ({ url: `/api/v1/Businesses/User/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   200   403    403   403`,
  },
];
