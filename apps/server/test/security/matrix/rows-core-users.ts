import { eq } from 'drizzle-orm';
import { userGrants } from '../../../src/db/schema/index.ts';
import type { Party, Row } from './table.ts';

const sub = (party: Party) => party.person.sub;
const NOBODY = 'mx-nobody-has-this-sub';
const core = (call: string, body: unknown) => ({ url: `/core/${call}`, body });

/**
 * Calls about one user, named by `sub`. Naming another user is an administrator's act, refused to everyone else
 * for who they are (403) whether or not that user exists, so nothing is learned about other accounts.
 */
const aboutAUser = (call: string, adminAbsent = '404'): Row => ({
  route: `POST /core/${call}`,
  record: sub,
  missing: NOBODY,
  probe: (key) => core(call, { sub: key }),
  expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   ${adminAbsent}   403    403   403`,
});

export const coreUserRows: Row[] = [
  {
    route: 'POST /core/users/list',
    probe: () => core('users/list', { limit: 5 }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`,
  },
  aboutAUser('users/get'),
  // A holder key is made on first use, for any sub an administrator names.
  aboutAUser('users/wallet', '200'),
  aboutAUser('users/getbio'),
  aboutAUser('users/profile'),
  {
    route: 'POST /core/users/set',
    record: sub,
    missing: NOBODY,
    probe: (key) => core('users/set', { sub: key, first_name: 'マトリクス' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   403   403    403   403   200   403    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   404   403    403   403`,
  },
  {
    route: 'POST /core/users/setbio',
    probe: () => core('users/setbio', { bio: '京都を案内します' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'POST /core/users/profile-update',
    probe: () => core('users/profile-update', { furigana: 'マトリクス' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  aboutAUser('users/acl/get', '200'),
  {
    route: 'POST /core/users/acl/set',
    record: sub,
    missing: NOBODY,
    // The grants the person already holds: an allowed probe changes nothing.
    probe: (key, party) => core('users/acl/set', { sub: key, entries: party?.person.grants ?? [] }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   403   403    403   403   200   403    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   200   403    403   403`,
  },
  {
    route: 'POST /core/users/acl/revoke',
    variant: 'a granted entry',
    record: (party, fx) => fx.fresh.grant(party.person, 'agency'),
    missing: NOBODY,
    probe: (key) => core('users/acl/revoke', { sub: key, entry: 'agency' }),
    // A refused probe leaves its grant behind: take them all away, so nobody keeps an entry the table did not plan.
    after: async (fx) => {
      await fx.app.database.db.delete(userGrants).where(eq(userGrants.entry, 'tourtariff:agency'));
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   404   403    403   403`,
  },
  {
    route: 'POST /core/users/acl/request',
    variant: 'to join a company as a member',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key, party) =>
      core('users/acl/request', { entry: `${party?.world?.role ?? 'supplier'}:member`, space: key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   409   409    409   —     —     409    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    // For those who own or administer some space (the guide owns their guide space) and for administrators.
    route: 'POST /core/users/acl/requests',
    probe: () => core('users/acl/requests', {}),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   403    200   200   200   200    403   403`,
  },
  {
    route: 'POST /core/users/acl/decide',
    variant: 'granting a request to join as a member',
    record: (party, fx) => (party.world ? fx.fresh.request(party.world) : undefined),
    missing: '00000000-0000-4000-8000-00000000e001',
    probe: (key) => core('users/acl/decide', { id: key, grant: true }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   404    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
];
