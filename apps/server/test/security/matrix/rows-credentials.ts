import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { issueCredential } from '../../../src/core/credentials/index.ts';
import { credentialApplications, credentials, presentationRequests } from '../../../src/db/schema/index.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

/**
 * credential types, issuance, wallets, presentation requests and proofs. A party's wallet is its
 * company's, else its guide or personal space's; administrators act for the admin space, the seeded issuer, and
 * have no wallet of their own here (`—`). Records are written straight into the tables (the integration suites
 * cover how they come about), except the presented request, which goes through `wallet/present`.
 */
const core = (call: string, body: unknown) => ({ url: `/core/${call}`, body });
const NO_ID = '00000000-0000-4000-8000-00000000c018';
const GARBAGE_SD_JWT = 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln~';

const vct = (fx: Fixture, name = 'registered-business') => `${fx.app.config.publicUrl}/vct/${name}`;
const dcql = (fx: Fixture) => ({
  credentials: [
    { id: 'c', format: 'dc+sd-jwt', meta: { vct_values: [vct(fx)] }, claims: [{ path: ['prefecture'] }] },
  ],
});
const claims = {
  company_name_jp: 'マトリクス株式会社',
  corporate_number: '7000012050002',
  prefecture: '京都府',
};

const holderOf = (party: Party) => party.world?.corporate ?? party.person.guide ?? party.person.personal;

const deps = (fx: Fixture) => ({ db: fx.app.database.db, config: fx.app.config });

/**
 * The caller's own space in `X-TourTariff-Space`, as the web sends it: a write by a caller of several spaces must
 * name one (owner and rival have several). Administrators name none and act for the admin space.
 */
export const actingAs = (party: Party | undefined) => {
  const space = party && holderOf(party);
  return space ? { 'x-tourtariff-space': space } : undefined;
};
const withActing = (probe: { url: string; body: unknown }, party: Party | undefined) => {
  const headers = actingAs(party);
  return headers ? { ...probe, headers } : probe;
};
/** A write naming no acting space: refused (400 `space.ambiguous`) for callers of several spaces only. */
const UNNAMED = (cells: string) => `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     ${cells}`;

// Records a row only reads are made once per space and kept, per app (the suite runs once per database).
const kept = new WeakMap<object, Map<string, Promise<string>>>();
const once = (fx: Fixture, key: string, make: () => Promise<string>) => {
  let mine = kept.get(fx.app);
  if (!mine) {
    mine = new Map();
    kept.set(fx.app, mine);
  }
  let value = mine.get(key);
  if (!value) {
    value = make();
    mine.set(key, value);
  }
  return value;
};

const issued = async (fx: Fixture, holder: string) =>
  (await issueCredential(deps(fx), { schemaName: 'registered-business', issuer: 'admin', holder, claims }))
    .id;

const heldBy = (fx: Fixture, holder: string) => once(fx, `credential ${holder}`, () => issued(fx, holder));

async function dropApplication(fx: Fixture, { body }: { body: unknown }) {
  const id = (body as { data?: { id?: string } }).data?.id;
  if (id) await fx.app.database.db.delete(credentialApplications).where(eq(credentialApplications.id, id));
}

async function freshApplication(fx: Fixture, holder: string) {
  const { db } = fx.app.database;
  await db
    .delete(credentialApplications)
    .where(and(eq(credentialApplications.holder, holder), eq(credentialApplications.state, 'pending')));
  const [row] = await db
    .insert(credentialApplications)
    .values({
      schemaName: 'registered-business',
      version: 1,
      holder,
      claims,
      evidence: [],
      createdBy: 'matrix',
    })
    .returning();
  return row?.id ?? '';
}

async function newRequest(fx: Fixture, verifier: string, holder: string | null) {
  const [row] = await fx.app.database.db
    .insert(presentationRequests)
    .values({
      verifier,
      holder,
      dcql: dcql(fx),
      nonce: randomBytes(16).toString('base64url'),
      aud: `${fx.app.config.publicUrl}/core/verifier/${verifier}`,
      createdBy: 'matrix',
    })
    .returning();
  return row?.id ?? '';
}

/** A request from `verifier` that the admin space answered through `wallet/present`. */
async function presented(fx: Fixture, verifier: string) {
  const request = await newRequest(fx, verifier, 'admin');
  const credential = await heldBy(fx, 'admin');
  const admin = fx.callers.find((c) => c.name === 'admin');
  const res = await fx.app.inject({
    method: 'POST',
    url: '/core/wallet/present',
    payload: { request, credential },
    ...(await admin?.auth()),
  } as never);
  if ((res.json() as { status: number }).status !== 0) throw new Error(`presented: ${res.body}`);
  return request;
}

const ANY_READ = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;
const ADMIN_ONLY = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`;
/** A record of the party's own wallet: every member reads it, nobody else (administrators included). */
const WALLET_READ = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;
/** The same, for a move only owners and admins of the space may make. */
const WALLET_MOVE = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   200   —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;
/** An issuer's move on another space's record: the administrators' space issues both seeded types. */
const ISSUER_MOVE = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   403   403    403   403   —     403    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

const readRows: Row[] = (['list', 'issuers', 'meta', 'get'] as const).map((call) => ({
  route: `POST /core/schema/${call}`,
  probe: (_key, _party, fx) => core(`schema/${call}`, call === 'list' ? {} : { vct: vct(fx) }),
  expect: ANY_READ,
}));

export const credentialRows: Row[] = [
  ...readRows,
  ...(['enable', 'disable'] as const).map(
    (call): Row => ({
      route: `POST /core/schema/${call}`,
      probe: (_key, _party, fx) => core(`schema/${call}`, { vct: vct(fx) }),
      expect: ADMIN_ONLY,
      after: async (fx) => {
        await fx.app.inject({
          method: 'POST',
          url: '/core/schema/enable',
          payload: { vct: vct(fx) },
          ...(await fx.callers.find((c) => c.name === 'admin')?.auth()),
        } as never);
      },
    }),
  ),
  {
    route: 'POST /core/schema/publish',
    probe: (_key, _party, fx) =>
      core('schema/publish', {
        vct: vct(fx, 'matrix-type'),
        name: { jp: '確認', en: 'Check' },
        description: { jp: '確認', en: 'Check' },
        claims: { type: 'object', properties: { a: { type: 'string' } } },
        display: { a: { jp: 'A', en: 'A' } },
        disclosable: ['a'],
        validityDays: 30,
        issuers: ['admin'],
      }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /core/issue/pref',
    probe: () => core('issue/pref', {}),
    expect: ADMIN_ONLY,
  },
  {
    // Owners and admins apply for the space they act for; a plain member may not.
    route: 'POST /core/issue/data0',
    probe: (_key, party, fx) => withActing(core('issue/data0', { vct: vct(fx), claims }), party),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   403    200   200   200   200    403   403`,
    undo: dropApplication,
  },
  {
    // The application once landed in the caller's first space (their personal one) instead of the company.
    route: 'POST /core/issue/data0',
    variant: 'no X-TourTariff-Space',
    probe: (_key, _party, fx) => core('issue/data0', { vct: vct(fx), claims }),
    expect: UNNAMED('401   200   400   403    400   200   200   200    403   403'),
    undo: dropApplication,
  },
  {
    route: 'POST /core/issue/data1',
    record: (party, fx) => {
      const holder = holderOf(party);
      return holder ? freshApplication(fx, holder) : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('issue/data1', { id: key, decision: 'reject', reason: 'マトリクス' }),
    expect: ISSUER_MOVE,
  },
  {
    route: 'POST /core/issue/list',
    probe: () => core('issue/list', { role: 'holder' }),
    expect: ANY_READ,
  },
  {
    // The holder's members and the issuer see an application; nobody else.
    route: 'POST /core/issue/get',
    record: (party, fx) => {
      const holder = holderOf(party);
      return holder ? once(fx, `application ${holder}`, () => freshApplication(fx, holder)) : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('issue/get', { id: key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /core/issue/revoke',
    record: (party, fx) => {
      const holder = holderOf(party);
      return holder ? issued(fx, holder) : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('issue/revoke', { credential: key, reason: 'マトリクス' }),
    expect: ISSUER_MOVE,
  },
  ...(['wallet/list', 'wallet/proof', 'query/list'] as const).map(
    (call): Row => ({ route: `POST /core/${call}`, probe: () => core(call, {}), expect: ANY_READ }),
  ),
  ...(['get', 'cred'] as const).map(
    (call): Row => ({
      route: `POST /core/wallet/${call}`,
      record: (party, fx) => {
        const holder = holderOf(party);
        return holder ? heldBy(fx, holder) : undefined;
      },
      missing: NO_ID,
      probe: (key) => core(`wallet/${call}`, { id: key }),
      expect: WALLET_READ,
    }),
  ),
  {
    // Nothing this service signed: refused as a bad signature, after the member's lack of rights.
    route: 'POST /core/wallet/issue',
    probe: () => core('wallet/issue', { sdjwt: GARBAGE_SD_JWT }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   400   400   403    400   400   400   400    403   403`,
  },
  {
    route: 'POST /core/wallet/matches',
    record: (party, fx) => {
      const holder = holderOf(party);
      return holder
        ? once(fx, `request to ${holder}`, () => newRequest(fx, 'sp_mx-host', holder))
        : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('wallet/matches', { request: key }),
    expect: WALLET_READ,
  },
  {
    route: 'POST /core/wallet/query',
    probe: (_key, _party, fx) => core('wallet/query', { dcql: dcql(fx) }),
    expect: ANY_READ,
  },
  {
    route: 'POST /core/wallet/proof2',
    record: (party, fx) => {
      const holder = holderOf(party);
      return holder ? newRequest(fx, 'sp_mx-host', holder) : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('wallet/proof2', { request: key, reason: 'マトリクス' }),
    expect: WALLET_MOVE,
  },
  {
    route: 'POST /core/wallet/present',
    record: async (party, fx) => {
      const holder = holderOf(party);
      if (!holder) return undefined;
      return pair(await newRequest(fx, 'sp_mx-host', holder), await heldBy(fx, holder));
    },
    missing: pair(NO_ID, NO_ID),
    probe: (key) => {
      const [request, credential] = split(key);
      return core('wallet/present', { request, credential });
    },
    expect: WALLET_MOVE,
  },
  {
    route: 'POST /core/query/request',
    probe: (_key, party, fx) =>
      withActing(core('query/request', { holder: 'sp_sakura-travel', dcql: dcql(fx) }), party),
    expect: ANY_READ,
  },
  {
    route: 'POST /core/query/request',
    variant: 'no X-TourTariff-Space',
    probe: (_key, _party, fx) => core('query/request', { holder: 'sp_sakura-travel', dcql: dcql(fx) }),
    expect: UNNAMED('401   200   400   200    400   200   200   200    403   403'),
  },
  {
    // The verifier's members and the holder's see a request.
    route: 'POST /core/query/get',
    record: (party, fx) => {
      const verifier = holderOf(party);
      return verifier
        ? once(fx, `request by ${verifier}`, () => newRequest(fx, verifier, 'sp_mx-host'))
        : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('query/get', { id: key }),
    expect: WALLET_READ,
  },
  {
    route: 'POST /core/query/proof',
    record: (party, fx) => {
      const verifier = holderOf(party);
      return verifier ? once(fx, `presented to ${verifier}`, () => presented(fx, verifier)) : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('query/proof', { id: key }),
    expect: WALLET_READ,
  },
  {
    route: 'POST /core/query/wallet',
    probe: () => core('query/wallet', { holder: 'sp_sakura-travel' }),
    expect: ANY_READ,
  },
  {
    route: 'POST /core/query/wallet-of',
    probe: () => core('query/wallet-of', { spaces: ['sp_sakura-travel', 'sp_guide-ken'] }),
    expect: ANY_READ,
  },
  {
    route: 'POST /core/proof/request',
    probe: (_key, party, fx) => withActing(core('proof/request', { dcql: dcql(fx) }), party),
    expect: ANY_READ,
  },
  {
    route: 'POST /core/proof/request',
    variant: 'no X-TourTariff-Space',
    probe: (_key, _party, fx) => core('proof/request', { dcql: dcql(fx) }),
    expect: UNNAMED('401   200   400   200    400   200   200   200    403   403'),
  },
  {
    // An open request (no holder) is a capability any wallet may answer: garbage is refused on its merits.
    route: 'POST /core/proof/present',
    record: (party, fx) => {
      const verifier = holderOf(party);
      return verifier
        ? once(fx, `open request by ${verifier}`, () => newRequest(fx, verifier, null))
        : undefined;
    },
    missing: NO_ID,
    probe: (key) => core('proof/present', { request: key, vp_token: GARBAGE_SD_JWT }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     400   400   400    400   400   —     400    403   403
      other   401   400   400   400    400   400   400   400    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /.well-known/jwt-vc-issuer',
    probe: () => ({ url: '/.well-known/jwt-vc-issuer' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
  {
    // Status lists and type metadata are public: verifiers anywhere read them.
    route: 'GET /core/status/:list',
    record: async (party, fx) => {
      const id = await heldBy(fx, holderOf(party) ?? 'admin');
      const [row] = await fx.app.database.db.select().from(credentials).where(eq(credentials.id, id));
      return String(row?.statusList);
    },
    missing: '999999',
    probe: (key) => ({ url: `/core/status/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      other   200   200   200   200    200   200   200   200    200   200
      absent  404   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'GET /vct/:name',
    probe: () => ({ url: '/vct/licensed-guide' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     200   200   200   200    200   200   200   200    200   200`,
  },
];
