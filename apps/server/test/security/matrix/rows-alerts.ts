import { unsubscribeToken } from '../../../src/core/alerts/service/token.ts';
import { spaceContacts } from '../../../src/db/schema/index.ts';
import type { Fixture, Party, Row } from './table.ts';

const NO_SPACE = 'sp_mx-missing';
const spaceOf = (party: Party) => party.world?.corporate;
/** A token for the party's person: the link works for whoever opens it, signed in or not. */
const tokenOf = (party: Party, fx: Fixture) =>
  unsubscribeToken(fx.app.database.db, { sub: party.person.sub, kinds: ['booking'] });

const ownChoices = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

/** docs/product-decisions.md §14: alert choices, the digest run, unsubscribe links and contact persons. */
export const alertRows: Row[] = [
  {
    route: 'GET /api/v1/Notification/preferences',
    probe: () => ({ url: '/api/v1/Notification/preferences' }),
    expect: ownChoices,
  },
  {
    route: 'PATCH /api/v1/Notification/preferences',
    // An empty change: an allowed probe leaves the choices as they were.
    probe: () => ({ url: '/api/v1/Notification/preferences', body: {} }),
    expect: ownChoices,
  },
  {
    route: 'POST /api/v1/Notification/digest/run',
    probe: () => ({ url: '/api/v1/Notification/digest/run', body: {} }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`,
  },
  {
    // No sign-in needed, by design; an altered token (the "absent" cell) is refused.
    route: 'GET /api/v1/Notification/unsubscribe',
    record: tokenOf,
    missing: 'eyJzIjoieCIsImsiOlsiam9iIl19.AAAA',
    probe: (token) => ({ url: `/api/v1/Notification/unsubscribe?token=${encodeURIComponent(token)}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    200   200
      other   200   200   200   200    200   200   200   200    200   200
      absent  400   400   400   400    400   400   400   400    400   400`,
  },
  {
    // Partners see a space's 担当者, so any signed-in person reads it; a space that does not exist is absent.
    route: 'GET /api/space/:key/contact',
    record: spaceOf,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/space/${key}/contact` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'PUT /api/space/:key/contact',
    record: spaceOf,
    missing: NO_SPACE,
    probe: (key) => ({
      url: `/api/space/${key}/contact`,
      body: { name: 'マトリクス 担当', phone: '075-000-0000' },
    }),
    after: async (fx) => {
      await fx.app.database.db.delete(spaceContacts);
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
];
