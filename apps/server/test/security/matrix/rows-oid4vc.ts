import type { Row } from './table.ts';

const NO_RECORD = '00000000-0000-4000-8000-0000000000c7';
const dcql = {
  credentials: [
    {
      id: 'licence',
      format: 'dc+sd-jwt',
      meta: { vct_values: ['http://localhost:3000/vct/licensed-guide'] },
      claims: [{ path: ['licence_type'] }],
    },
  ],
};
const everyone = (status: string) => `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     ${Array(10).fill(status).join('   ')}`;

/**
 * OpenID4VC (issue 18 item 7). The wallet-facing endpoints are public and take no session: whoever calls them,
 * a forged code, token or state is refused alike, and the metadata is open to all. The calls that start a flow
 * are core calls of a signed-in space; someone else's credential or request reads as a missing one.
 */
export const oid4vcRows: Row[] = [
  {
    route: 'GET /.well-known/openid-credential-issuer',
    probe: () => ({ url: '/.well-known/openid-credential-issuer' }),
    expect: everyone('200'),
  },
  {
    route: 'GET /.well-known/oauth-authorization-server',
    probe: () => ({ url: '/.well-known/oauth-authorization-server' }),
    expect: everyone('200'),
  },
  {
    route: 'POST /core/oid4vci/token',
    probe: () => ({
      url: '/core/oid4vci/token',
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
        'pre-authorized_code': 'forged',
      },
    }),
    expect: everyone('400'),
  },
  {
    route: 'POST /core/oid4vci/nonce',
    probe: () => ({ url: '/core/oid4vci/nonce' }),
    expect: everyone('200'),
  },
  {
    // A session, a provider token or an API key is no access token of this issuer.
    route: 'POST /core/oid4vci/credential',
    probe: () => ({
      url: '/core/oid4vci/credential',
      body: { credential_configuration_id: 'licensed-guide', proofs: { jwt: ['a.b.c'] } },
    }),
    expect: everyone('401'),
  },
  {
    route: 'POST /core/oid4vp/response',
    probe: () => ({
      url: '/core/oid4vp/response',
      body: { state: 'forged', vp_token: '{"licence":["x~"]}' },
    }),
    expect: everyone('400'),
  },
  {
    route: 'POST /core/wallet/offer',
    probe: () => ({ url: '/core/wallet/offer', body: { credential: NO_RECORD } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /core/issue/offer',
    probe: () => ({ url: '/core/issue/offer', body: { application: NO_RECORD } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /core/proof/oid4vp',
    probe: () => ({ url: '/core/proof/oid4vp', body: { dcql } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'POST /core/proof/oid4vp-result',
    probe: () => ({ url: '/core/proof/oid4vp-result', body: { id: 'vp_mx-nothing-here' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   404   404   404    404   404   404   404    403   403`,
  },
];
