import { and, eq } from 'drizzle-orm';
import { spaceMembers } from '../../../src/db/schema/index.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

const NO_SPACE = 'sp_mx-missing';
const NO_ID = '00000000-0000-4000-8000-00000000e003';
const company = (party: Party) => party.world?.corporate;
const members = (key: string) => `/api/corporate/${split(key)[0]}/members/${split(key)[1]}`;

/** A fresh plain member of the party's company, as `space sub`. */
const aMember = async (party: Party, fx: Fixture) =>
  party.world ? pair(party.world.corporate, await fx.fresh.member(party.world)) : undefined;
const theOwner = (party: Party) => (party.world ? pair(party.world.corporate, party.world.owner) : undefined);

/** Owners and admins manage; a plain member reads the members but manages nothing; strangers see nothing. */
const manages = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** Only an owner (or a platform administrator) makes owners; the company-admin client may not. */
const ownersOnly = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     403    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** Nobody takes the last owner away: refused for who the caller is (403) or, failing that, as the last (409). */
const lastOwner = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   409   403    409   —     —     403    403   403
      other   401   404   404   404    404   404   409   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

export const memberRows: Row[] = [
  {
    route: 'GET /api/corporate/:key/members',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/corporate/${key}/members` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'PATCH /api/corporate/:key/members/:sub',
    variant: 'a member made admin',
    record: aMember,
    missing: pair(NO_SPACE, 'mx-nobody'),
    probe: (key) => ({ url: members(key), body: { role: 'admin' } }),
    expect: manages,
  },
  {
    route: 'PATCH /api/corporate/:key/members/:sub',
    variant: 'a member made owner',
    record: aMember,
    missing: pair(NO_SPACE, 'mx-nobody'),
    probe: (key) => ({ url: members(key), body: { role: 'owner' } }),
    // A second owner would let the last-owner rows below succeed: the new owner goes again.
    undo: async (fx, { key }) => {
      const [space, sub] = split(key);
      await fx.app.database.db
        .delete(spaceMembers)
        .where(and(eq(spaceMembers.spaceKey, space), eq(spaceMembers.sub, sub)));
    },
    expect: ownersOnly,
  },
  {
    route: 'PATCH /api/corporate/:key/members/:sub',
    variant: 'the last owner made member',
    record: theOwner,
    missing: pair(NO_SPACE, 'mx-nobody'),
    probe: (key) => ({ url: members(key), body: { role: 'member' } }),
    expect: lastOwner,
  },
  {
    route: 'DELETE /api/corporate/:key/members/:sub',
    variant: 'a member removed',
    record: aMember,
    missing: pair(NO_SPACE, 'mx-nobody'),
    probe: (key) => ({ url: members(key) }),
    expect: manages,
  },
  {
    route: 'DELETE /api/corporate/:key/members/:sub',
    variant: 'the last owner removed',
    record: theOwner,
    missing: pair(NO_SPACE, 'mx-nobody'),
    probe: (key) => ({ url: members(key) }),
    expect: lastOwner,
  },
  {
    route: 'DELETE /api/corporate/:key/members/:sub',
    variant: 'leaving: the caller takes themselves out',
    record: (party, _fx, caller) =>
      party.world && pair(party.world.corporate, caller.own?.person.sub ?? 'mx-nobody'),
    missing: pair(NO_SPACE, 'mx-nobody'),
    probe: (key) => ({ url: members(key) }),
    // Whoever left comes back as they were, for the rows that follow.
    undo: async (fx, { caller, key }) => {
      const [space, sub] = split(key);
      const role = caller.own?.role ?? 'member';
      await fx.app.database.db.insert(spaceMembers).values({ spaceKey: space, sub, role });
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   409   200    409   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/corporate/:key/invitations',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/corporate/${key}/invitations` }),
    expect: manages,
  },
  {
    route: 'POST /api/corporate/:key/invitations',
    variant: 'as a member',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({
      url: `/api/corporate/${key}/invitations`,
      body: { email: newcomer(), role: 'member' },
    }),
    expect: manages,
  },
  {
    route: 'POST /api/corporate/:key/invitations',
    variant: 'as an owner',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({
      url: `/api/corporate/${key}/invitations`,
      body: { email: newcomer(), role: 'owner' },
    }),
    expect: ownersOnly,
  },
  {
    route: 'DELETE /api/corporate/:key/invitations/:id',
    record: async (party, fx) =>
      party.world ? pair(party.world.corporate, await fx.fresh.invitation(party.world)) : undefined,
    missing: pair(NO_SPACE, NO_ID),
    probe: (key) => ({ url: `/api/corporate/${split(key)[0]}/invitations/${split(key)[1]}` }),
    expect: manages,
  },
  {
    route: 'GET /api/corporate/:key/audit',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/corporate/${key}/audit?limit=5` }),
    expect: manages,
  },
  {
    route: 'GET /api/invitations',
    probe: () => ({ url: '/api/invitations' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  ...(['accept', 'decline'] as const).map(
    (action): Row => ({
      route: `POST /api/invitations/:id/${action}`,
      // An invitation to the party's own address, from a company none of the callers belongs to.
      record: (party, fx) => fx.fresh.invitation(fx.worlds.host, party.person.email),
      missing: NO_ID,
      probe: (key) => ({ url: `/api/invitations/${key}/${action}` }),
      undo: async (fx, { caller }) => {
        const sub = caller.own?.person.sub ?? '';
        await fx.app.database.db
          .delete(spaceMembers)
          .where(and(eq(spaceMembers.spaceKey, fx.worlds.host.corporate), eq(spaceMembers.sub, sub)));
      },
      expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    }),
  ),
];

let invited = 0;
function newcomer() {
  invited += 1;
  return `mx-newcomer-${invited}-${Date.now()}@example.test`;
}
