import { eq } from 'drizzle-orm';
import { idpFactors, sessions } from '../../../src/db/schema/index.ts';
import { sha256 } from '../../../src/modules/auth/attempts.ts';
import type { Fixture, Party, Row } from './table.ts';

const NO_SPACE = 'sp_mx-missing';
const company = (party: Party) => party.world?.corporate;

/** A person's own factors: every person and bearer client, never an API key (keys are not people). */
const own = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

/** Probes that ask for a factor nobody in the matrix has set up: refused as such, to people only. */
const notEnrolled = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   409   409   409    409   409   409   409    403   403`;

/** The matrix's people start their probes without a pending enrolment either. */
const clearFactors = async (fx: Fixture) => {
  for (const person of Object.values(fx.people)) {
    await fx.app.database.db.delete(idpFactors).where(eq(idpFactors.sub, person.sub));
  }
};

const strayAnswer = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: 'bm90LW91cnM', origin: 'http://localhost' }),
    ).toString('base64url'),
    attestationObject: 'oA',
  },
  clientExtensionResults: {},
};

/** Step-up without anything to step up with: browser sessions are told so; tokens and keys are refused. */
const sessionNotEnrolled = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   409   409   409    409   409   409   403    403   403`;

const strayAssertion = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: 'bm90LW91cnM', origin: 'http://localhost' }),
    ).toString('base64url'),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
};

/** Sessions a person reads and ends from a browser: bearer tokens and API keys have none to manage. */
const browserOnly = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   403    403   403`;

/**
 * Ending every session also ends the one each caller of the matrix keeps for its other probes: put those back
 * (same cookie, so the caller's credentials stay as they were).
 */
const restoreSessions = async (fx: Fixture) => {
  for (const caller of fx.callers) {
    const cookie = ((await caller.auth()).cookies as Record<string, unknown> | undefined)?.tt_session;
    const sub = caller.own?.person.sub;
    if (typeof cookie !== 'string' || !sub) continue;
    await fx.app.database.db
      .insert(sessions)
      .values({
        idHash: sha256(cookie),
        sub,
        idToken: 'matrix',
        accessToken: 'matrix',
        accessExpiresAt: new Date(Date.now() + 3600_000),
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .onConflictDoNothing();
  }
};

export const factorRows: Row[] = [
  {
    route: 'GET /api/account/sessions',
    probe: () => ({ url: '/api/account/sessions' }),
    expect: browserOnly,
  },
  {
    // An id of the right shape that names no session of anyone's: a record the caller may not read.
    route: 'DELETE /api/account/sessions/:id',
    probe: () => ({ url: `/api/account/sessions/${'A'.repeat(43)}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   404   404   404    404   404   404   403    403   403`,
  },
  {
    route: 'POST /api/account/sessions/end-all',
    freshSession: true,
    probe: () => ({ url: '/api/account/sessions/end-all' }),
    expect: browserOnly,
    undo: restoreSessions,
    after: restoreSessions,
  },
  {
    route: 'GET /api/account/factors',
    probe: () => ({ url: '/api/account/factors' }),
    expect: own,
  },
  {
    // The matrix's member and rival were made in the app only, as an external provider's people are: the app
    // holds factors for them too (docs/identity.md "Step-up").
    route: 'POST /api/account/factors/totp',
    probe: () => ({ url: '/api/account/factors/totp' }),
    expect: own,
    after: clearFactors,
  },
  {
    route: 'POST /api/account/factors/totp/confirm',
    probe: () => ({ url: '/api/account/factors/totp/confirm', body: { code: '000000' } }),
    expect: notEnrolled,
  },
  {
    route: 'POST /api/account/factors/totp/remove',
    probe: () => ({ url: '/api/account/factors/totp/remove', body: { password: 'x' } }),
    expect: notEnrolled,
  },
  {
    route: 'POST /api/account/factors/recovery-codes',
    probe: () => ({ url: '/api/account/factors/recovery-codes', body: { code: '000000' } }),
    expect: notEnrolled,
  },
  {
    route: 'GET /api/account/sign-ins',
    probe: () => ({ url: '/api/account/sign-ins' }),
    expect: own,
  },
  {
    route: 'GET /api/account/passkeys',
    probe: () => ({ url: '/api/account/passkeys' }),
    expect: own,
  },
  {
    // Like the authenticator app: every person may add a passkey, whichever provider signed them in.
    route: 'POST /api/account/passkeys/options',
    probe: () => ({ url: '/api/account/passkeys/options' }),
    expect: own,
  },
  {
    // An answer to a challenge never made here: refused as such to people (test/idp/passkeys has real ceremonies).
    route: 'POST /api/account/passkeys',
    probe: () => ({ url: '/api/account/passkeys', body: { name: 'laptop', response: strayAnswer } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   400   400   400    400   400   400   400    403   403`,
  },
  {
    // Nobody in the matrix has a passkey: any id is a record the caller may not read.
    route: 'DELETE /api/account/passkeys/:id',
    probe: () => ({ url: '/api/account/passkeys/00000000-0000-4000-8000-000000000000' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   404   404   404    404   404   404   404    403   403`,
  },
  {
    // Step-up is a browser session's: nobody in the matrix holds an app, so people are told so; a bearer token
    // keeps its own amr (test/auth/external-step-up has the step-up itself).
    route: 'POST /api/auth/step-up',
    probe: () => ({ url: '/api/auth/step-up', body: { code: '000000' } }),
    expect: sessionNotEnrolled,
  },
  {
    route: 'POST /api/auth/step-up/passkey/options',
    probe: () => ({ url: '/api/auth/step-up/passkey/options' }),
    expect: sessionNotEnrolled,
  },
  {
    // Nobody in the matrix has a passkey: nothing to assert with (test/auth/external-step-up has real ones).
    route: 'POST /api/auth/step-up/passkey',
    probe: () => ({ url: '/api/auth/step-up/passkey', body: { response: strayAssertion } }),
    expect: sessionNotEnrolled,
  },
  {
    // Only an administrator resets someone's factors; nobody in the matrix has one, so the administrator is told
    // there is nothing to reset (test/factors covers a reset that takes one away).
    route: 'DELETE /api/admin/users/:sub/factors',
    record: (party) => party.person.sub,
    missing: 'mx-nobody',
    probe: (sub) => ({ url: `/api/admin/users/${sub}/factors` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   403   403    403   403   409   403    403   403
      other   401   403   403   403    403   403   409   403    403   403
      absent  401   403   403   403    403   403   409   403    403   403`,
  },
  {
    route: 'GET /api/corporate/:key/security',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/corporate/${key}/security` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    // Owners only: the company-admin client and the platform administrator may read the rule, not change it.
    // (Requiring a factor also takes an owner signed in with one: test/factors.)
    route: 'PATCH /api/corporate/:key/security',
    record: company,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/corporate/${key}/security`, body: { requireSecondFactor: false } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     403    403   403
      other   401   404   404   404    404   404   403   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
];
