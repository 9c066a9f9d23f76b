import { issueCredential } from '../../../src/core/credentials/index.ts';
import { credentialApplications } from '../../../src/db/schema/index.ts';
import { actingAs } from './rows-credentials.ts';
import type { Fixture, Party, Row } from './table.ts';

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
const claims = {
  company_name_jp: 'マトリクス株式会社',
  corporate_number: '7000012050002',
  prefecture: '京都府',
};

/** A party's wallet: its company's, else its guide or personal space's (as the credentials rows read it). */
const holderOf = (party: Party) => party.world?.corporate ?? party.person.guide ?? party.person.personal;

/**
 * A valid credential the admin space issued to the party's wallet with its approved application, once per holder
 * and fixture (each database engine builds its own fixture).
 */
const kept = new WeakMap<Fixture, Map<string, Promise<{ credential: string; application: string }>>>();
function heldBy(fx: Fixture, holder: string) {
  const made = kept.get(fx) ?? new Map<string, Promise<{ credential: string; application: string }>>();
  kept.set(fx, made);
  let record = made.get(holder);
  if (!record) {
    record = (async () => {
      const deps = { db: fx.app.database.db, config: fx.app.config };
      const row = await issueCredential(deps, {
        schemaName: 'registered-business',
        issuer: 'admin',
        holder,
        claims,
      });
      const [application] = await fx.app.database.db
        .insert(credentialApplications)
        .values({
          schemaName: 'registered-business',
          version: row.version,
          holder,
          state: 'approved',
          claims,
          evidence: [],
          credentialId: row.id,
          createdBy: 'matrix',
          decidedAt: new Date(),
          decidedBy: 'matrix',
        })
        .returning();
      return { credential: row.id, application: application?.id ?? '' };
    })();
    made.set(holder, record);
  }
  return record;
}

const everyone = (status: string) => `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     ${Array(10).fill(status).join('   ')}`;

/**
 * OpenID4VC. The wallet-facing endpoints are public and take no session: whoever calls them,
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
    // Owners and admins of the holder space offer its credential; administrators issued it but do not hold it.
    route: 'POST /core/wallet/offer',
    record: async (party, fx) => {
      const holder = holderOf(party);
      return holder ? (await heldBy(fx, holder)).credential : undefined;
    },
    missing: NO_RECORD,
    probe: (key) => ({ url: '/core/wallet/offer', body: { credential: key } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   200   —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    // An approved application: its holder's owners and admins, or the issuer that approved it (the admin space).
    route: 'POST /core/issue/offer',
    record: async (party, fx) => {
      const holder = holderOf(party);
      return holder ? (await heldBy(fx, holder)).application : undefined;
    },
    missing: NO_RECORD,
    probe: (key) => ({ url: '/core/issue/offer', body: { application: key } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   200   —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /core/proof/oid4vp',
    probe: (_key, party) => {
      const headers = actingAs(party);
      return { url: '/core/proof/oid4vp', body: { dcql }, ...(headers ? { headers } : {}) };
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    // A caller of several spaces names the one the transaction is for (400 `space.ambiguous` otherwise).
    route: 'POST /core/proof/oid4vp',
    variant: 'no X-TourTariff-Space',
    probe: () => ({ url: '/core/proof/oid4vp', body: { dcql } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   400   200    400   200   200   200    403   403`,
  },
  {
    route: 'POST /core/proof/oid4vp-result',
    probe: () => ({ url: '/core/proof/oid4vp-result', body: { id: 'vp_mx-nothing-here' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   404   404   404    404   404   404   404    403   403`,
  },
];
