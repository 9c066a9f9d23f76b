import type { Fixture, Row } from './table.ts';

/*
 * The OCTO API (docs/octo.md "Who calls"): only an API key of a buyer space, naming a supplier that is its active
 * partner, gets in. None of the matrix's callers is one: people (sessions, the bearer client) are 401 whatever
 * they may do on the web, and 京都旅館's own keys are a supplier's, 403. What a reseller's key may do is the
 * OCTO suites' (test/octo), which build that caller.
 */
const refused = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   401   401   401    401   401   401   401    403   403`;

const supplierHeader = (fx: Fixture) => ({ 'octo-supplier': fx.worlds.ryokan.corporate });

const routes: [string, string, unknown?][] = [
  ['GET', '/octo/v1/supplier'],
  ['GET', '/octo/v1/products'],
  ['GET', '/octo/v1/products/:id'],
  ['POST', '/octo/v1/availability/calendar', {}],
  ['POST', '/octo/v1/availability', {}],
  ['POST', '/octo/v1/bookings', {}],
  ['GET', '/octo/v1/bookings'],
  ['GET', '/octo/v1/bookings/:uuid'],
  ['PATCH', '/octo/v1/bookings/:uuid', {}],
  ['POST', '/octo/v1/bookings/:uuid/confirm', {}],
  ['POST', '/octo/v1/bookings/:uuid/extend', {}],
  ['POST', '/octo/v1/bookings/:uuid/cancel', {}],
  ['GET', '/octo/v1/webhooks'],
  ['POST', '/octo/v1/webhooks', { url: 'https://example.com/hook' }],
  ['DELETE', '/octo/v1/webhooks/:id'],
  ['GET', '/octo/v1/webhooks/:id/deliveries'],
];

export const octoRows: Row[] = routes.map(([method, path, body]) => ({
  route: `${method} ${path}`,
  probe: (_key, _party, fx) => ({
    url: path
      .replace('/webhooks/:id', '/webhooks/00000000-0000-4000-8000-0000000000c8')
      .replace(':id', fx.worlds.ryokan.published ?? 'tf_mx-missing')
      .replace(':uuid', '00000000-0000-4000-8000-0000000000c7'),
    headers: supplierHeader(fx),
    ...(body === undefined ? {} : { body }),
  }),
  expect: refused,
}));

/** The Things to do feed: a supplier's is public (its public tariffs only); the whole catalogue is the admins'. */
export const feedRows: Row[] = [
  {
    route: 'GET /feeds/things-to-do.json',
    probe: () => ({ url: '/feeds/things-to-do.json' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`,
  },
  {
    route: 'GET /feeds/things-to-do/:file',
    probe: (_key, _party, fx) => ({ url: `/feeds/things-to-do/${fx.worlds.ryokan.corporate}.json` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
];
