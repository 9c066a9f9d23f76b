import type { Row } from './table.ts';

/**
 * Routes open to everyone on purpose (config.public, or the sign-in endpoints), and `/auth/me`. Sign-out ends the
 * session it is given, so each probe of it brings a fresh one.
 */
export const publicRows: Row[] = [
  {
    route: 'GET /healthz',
    probe: () => ({ url: '/healthz' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /readyz',
    probe: () => ({ url: '/readyz' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
  {
    // Inject's requests come from 127.0.0.1 with no proxy in between: a scraper on the machine itself.
    route: 'GET /metrics',
    probe: () => ({ url: '/metrics' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /metrics',
    variant: 'through a proxy',
    probe: () => ({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     404   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'GET /core/server/status',
    probe: () => ({ url: '/core/server/status' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'POST /auth/me',
    probe: () => ({ url: '/auth/me' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /api/auth/session',
    probe: () => ({ url: '/api/auth/session' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /api/auth/signin',
    probe: () => ({ url: '/api/auth/signin?callbackUrl=%2Ftariff%2Flist' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     302   302   302   302    302   302   302   302    302   302`,
  },
  {
    route: 'GET /api/auth/callback',
    probe: () => ({ url: '/api/auth/callback?state=forged&code=forged' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     400   400   400   400    400   400   400   400    400   400`,
  },
  {
    // A GET would let any page sign its visitors out (docs/product-decisions.md §4): it only says which method to use.
    route: 'GET /api/auth/signout',
    freshSession: true,
    probe: () => ({ url: '/api/auth/signout' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     405   405   405   405    405   405   405   405    405   405`,
  },
  {
    route: 'POST /api/auth/signout',
    freshSession: true,
    probe: () => ({ url: '/api/auth/signout' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
];
