import { randomBytes } from 'node:crypto';
import { documents, proposalLinks, shortLinks } from '../../../src/db/schema/index.ts';
import type { Fixture, Party, Row } from './table.ts';

const NO_SPACE = 'sp_mx-missing';
const NO_DOCUMENT = 'dc_mx-missing';
const tariff = 'tf_mx-doc';
const note = { subject: { kind: 'tariff', key: tariff }, text: 'マトリクス' };
const proposal = {
  title: 'マトリクス提案',
  client: '',
  dates: { from: '2027-03-01', to: '2027-03-02' },
  group: { adults: 2, children: 0 },
  intro: '',
  items: [],
  markup: 0,
};

/** The space whose store a party's records live in: its company, else its guide or personal space. */
const spaceOf = (party: Party) => party.world?.corporate ?? party.person.guide ?? party.person.personal;

/** A fresh document of the party's space, written below the API (like fresh.ts). */
async function freshDocument(
  party: Party,
  fx: Fixture,
  collection: 'notes' | 'proposals' = 'notes',
  author = party.person.sub,
) {
  const space = spaceOf(party);
  if (!space) return undefined;
  const id = `dc_mx-${randomBytes(6).toString('base64url')}`;
  const doc = collection === 'notes' ? note : proposal;
  await fx.app.database.db
    .insert(documents)
    .values({ id, spaceKey: space, collection, doc, createdBy: author });
  return id;
}

/** Someone else of the owner space wrote it: only owners and admins (not a plain member) change its ACL. */
const OTHER_AUTHOR = 'mx-another-author';
const managers = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   200   —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** A client link of a fresh proposal: short link and proposal link rows, a day to live. */
async function freshLink(party: Party, fx: Fixture) {
  const document = await freshDocument(party, fx, 'proposals');
  if (!document) return undefined;
  const id = randomBytes(8).toString('hex').slice(0, 10);
  const expiresAt = new Date(Date.now() + 86_400_000);
  const db = fx.app.database.db;
  await db
    .insert(shortLinks)
    .values({ id, owner: party.person.sub, data: { proposal: document }, expiresAt });
  await db.insert(proposalLinks).values({ id, documentId: document, expiresAt, createdBy: party.person.sub });
  return id;
}

/**
 * A space's store and its documents: every member of the owner space, in any role; someone else's space or
 * document reads as absent, whether or not it exists. An administrator has no store of their own and no way
 * into others' (notes are the space's alone). API keys are for a space's catalogue (plugins/auth.ts): 403.
 */
const members = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

export const documentRows: Row[] = [
  {
    route: 'GET /api/doc/list',
    record: (party) => spaceOf(party),
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/doc/list?space=${key}` }),
    expect: members,
  },
  {
    route: 'GET /api/doc/:db',
    record: (party) => spaceOf(party),
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/doc/notes?space=${key}` }),
    expect: members,
  },
  {
    route: 'POST /api/doc/:db',
    record: (party) => spaceOf(party),
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/doc/notes?space=${key}`, body: note }),
    expect: members,
  },
  {
    route: 'GET /api/doc/:db/:id',
    record: (party, fx) => freshDocument(party, fx),
    missing: NO_DOCUMENT,
    probe: (key) => ({ url: `/api/doc/notes/${key}` }),
    expect: members,
  },
  {
    route: 'PUT /api/doc/:db/:id',
    record: (party, fx) => freshDocument(party, fx),
    missing: NO_DOCUMENT,
    probe: (key) => ({ url: `/api/doc/notes/${key}`, body: { ...note, text: '更新' } }),
    expect: members,
  },
  {
    route: 'DELETE /api/doc/:db/:id',
    record: (party, fx) => freshDocument(party, fx),
    missing: NO_DOCUMENT,
    probe: (key) => ({ url: `/api/doc/notes/${key}` }),
    expect: members,
  },
  {
    route: 'GET /api/acl/:id',
    record: (party, fx) => freshDocument(party, fx),
    missing: NO_DOCUMENT,
    probe: (key) => ({ url: `/api/acl/${key}` }),
    expect: members,
  },
  {
    // Notes are their space's alone: no entry shares one, whoever asks (422 `document.acl_private`).
    route: 'PUT /api/acl/:id',
    variant: 'a note',
    record: (party, fx) => freshDocument(party, fx),
    missing: NO_DOCUMENT,
    probe: (key, _party, fx) => ({
      url: `/api/acl/${key}`,
      body: { acl: { space: fx.worlds.host.corporate, permission: 'read' } },
    }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     422   422   422    422   422   —     422    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    // The caller wrote the proposal: its author shares it, in any role.
    route: 'PUT /api/acl/:id',
    variant: "the caller's proposal",
    record: (party, fx) => freshDocument(party, fx, 'proposals'),
    missing: NO_DOCUMENT,
    probe: (key, _party, fx) => ({
      url: `/api/acl/${key}`,
      body: { acl: { space: fx.worlds.host.corporate, permission: 'read' } },
    }),
    expect: members,
  },
  {
    route: 'PUT /api/acl/:id',
    variant: "a colleague's proposal",
    record: (party, fx) => freshDocument(party, fx, 'proposals', OTHER_AUTHOR),
    missing: NO_DOCUMENT,
    probe: (key, _party, fx) => ({
      url: `/api/acl/${key}`,
      body: { acl: { space: fx.worlds.host.corporate, permission: 'read' } },
    }),
    expect: managers,
  },
  {
    route: 'DELETE /api/acl/:id',
    record: (party, fx) => freshDocument(party, fx, 'proposals'),
    missing: NO_DOCUMENT,
    probe: (key, _party, fx) => ({
      url: `/api/acl/${key}`,
      body: { acl: { space: fx.worlds.host.corporate } },
    }),
    expect: members,
  },
  {
    route: 'DELETE /api/acl/:id',
    variant: "a colleague's proposal",
    record: (party, fx) => freshDocument(party, fx, 'proposals', OTHER_AUTHOR),
    missing: NO_DOCUMENT,
    probe: (key, _party, fx) => ({
      url: `/api/acl/${key}`,
      body: { acl: { space: fx.worlds.host.corporate } },
    }),
    expect: managers,
  },
  {
    route: 'GET /api/doc/proposals/:id/prices',
    record: (party, fx) => freshDocument(party, fx, 'proposals'),
    missing: NO_DOCUMENT,
    probe: (key) => ({ url: `/api/doc/proposals/${key}/prices` }),
    expect: members,
  },
  {
    route: 'POST /api/doc/proposals/:id/link',
    record: (party, fx) => freshDocument(party, fx, 'proposals'),
    missing: NO_DOCUMENT,
    probe: (key) => ({
      url: `/api/doc/proposals/${key}/link`,
      body: { exp: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    expect: members,
  },
  {
    // The client link is the capability: anyone holding it, signed in or not, sees the proposal.
    route: 'GET /api/p/:id',
    record: (party, fx) => freshLink(party, fx),
    missing: 'ZZZZZZZZZZ',
    probe: (key) => ({ url: `/api/p/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   —     200    200   200
      other   200   200   200   200    200   200   200   200    200   200
      absent  404   404   404   404    404   404   404   404    404   404`,
  },
];
