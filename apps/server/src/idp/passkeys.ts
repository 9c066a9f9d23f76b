import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Db } from '../db/client.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { findAccount } from './accounts.ts';
import {
  deletePasskey,
  findChallenge,
  insertChallenge,
  insertPasskey,
  insertPasskeyAudit,
  type PasskeyRow,
  passkeyByCredential,
  passkeysOf,
  spendChallenge,
  usePasskey,
} from './repository/passkeys.ts';
import { forgive, purgeOldRuns, takeAttempt, throttleKeys } from './throttle.ts';

export { passkeysOf, subsWithPasskey } from './repository/passkeys.ts';

/** The WebAuthn library (with its ASN.1 and COSE parsers) is loaded on the first passkey ceremony, not at start
 * (docs/performance.md "Memory"). */
const webauthn = () => import('@simplewebauthn/server');

/*
 * Passkeys of the embedded provider (docs/identity.md "Passkeys"). The relying party is the site of PUBLIC_URL:
 * its host name is the RP id and its origin the only origin accepted. Every challenge is made here, stored, and
 * accepted once, within five minutes.
 */

/** The relying party: `rpID` is PUBLIC_URL's host name, `origin` its origin. */
export type RelyingParty = { rpID: string; origin: string; name: string };

export function relyingParty(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, name };
}

export const CHALLENGE_MS = 5 * 60 * 1000;

const refuse = (code: ErrorCode, message: string) => new AppError(code, message);

/** The challenge and origin the browser signed, read from clientDataJSON; anything malformed is refused. */
function clientData(clientDataJSON: unknown): { challenge: string; origin: string } {
  if (typeof clientDataJSON !== 'string' || clientDataJSON.length > 4096)
    throw refuse('passkey.invalid', 'clientDataJSON is missing');
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof parsed.challenge === 'string' && typeof parsed.origin === 'string')
      return { challenge: parsed.challenge, origin: parsed.origin };
  } catch {
    // Falls through to the refusal below.
  }
  throw refuse('passkey.invalid', 'clientDataJSON is not valid');
}

/**
 * Takes the challenge the response answers: it must be one made here for this purpose (and this account when it
 * was made for one), unused and not expired; it is used up at once, so a replayed response finds it spent.
 */
async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'authenticate',
  sub: string | null,
  now: Date,
) {
  const row = await findChallenge(db, challenge);
  if (!row || row.purpose !== purpose || (row.sub !== null && sub !== null && row.sub !== sub))
    throw refuse('passkey.challenge_unknown', 'This challenge was not made here');
  if (row.usedAt) throw refuse('passkey.challenge_used', 'This challenge was already used');
  if (row.expiresAt <= now) throw refuse('passkey.challenge_expired', 'This challenge expired');
  if (!(await spendChallenge(db, challenge, now)))
    throw refuse('passkey.challenge_used', 'This challenge was already used');
  return row;
}

/** The library's refusals, told apart by what they are about so each gets its stable code. */
function libraryRefusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && (error.name === 'UnexpectedRPIDHash' || /RP ID/i.test(message)))
    return refuse('passkey.wrong_rp_id', 'The authenticator signed for another relying party');
  if (/origin/i.test(message))
    return refuse('passkey.wrong_origin', 'The response was made for another origin');
  return refuse('passkey.invalid', 'The passkey response does not verify');
}

async function newChallenge(
  db: Db,
  challenge: string,
  purpose: 'register' | 'authenticate',
  sub: string | null,
  now: Date,
) {
  await insertChallenge(
    db,
    { challenge, purpose, sub, expiresAt: new Date(now.getTime() + CHALLENGE_MS) },
    now,
  );
}

/**
 * Options to create a passkey for this account: discoverable, user verification preferred, none it has. `label`
 * names the account to the authenticator, as `startTotp`'s does (docs/identity.md "Step-up").
 */
export async function registrationOptions(db: Db, rp: RelyingParty, sub: string, now: Date, label?: string) {
  const name = label ?? (await findAccount(db, sub))?.email;
  if (!name) throw new AppError('mfa.unavailable', 'This account is not one of the embedded provider');
  const existing = await passkeysOf(db, sub);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpID,
    userName: name,
    userDisplayName: name,
    userID: new TextEncoder().encode(sub),
    attestationType: 'none',
    timeout: CHALLENGE_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await newChallenge(db, options.challenge, 'register', sub, now);
  return options;
}

export type PasskeyView = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
  deviceType: 'singleDevice' | 'multiDevice';
};

export const passkeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
  deviceType: row.deviceType,
});

export async function listPasskeys(db: Db, sub: string): Promise<PasskeyView[]> {
  return (await passkeysOf(db, sub)).map(passkeyView);
}

/** Verifies the browser's answer to registration options made for this account, and stores the passkey. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  sub: string,
  input: { name: string; response: RegistrationResponseJSON },
  now: Date,
): Promise<PasskeyView> {
  const data = clientData(input.response?.response?.clientDataJSON);
  const row = await takeChallenge(db, data.challenge, 'register', sub, now);
  if (row.sub !== sub)
    throw refuse('passkey.challenge_unknown', 'This challenge was made for another account');
  if (data.origin !== rp.origin)
    throw refuse('passkey.wrong_origin', 'The response was made for another origin');
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await (await webauthn()).verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: data.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    throw libraryRefusal(error);
  }
  if (!verified.verified) throw refuse('passkey.invalid', 'The passkey response does not verify');
  const info = verified.registrationInfo;
  if (await passkeyByCredential(db, info.credential.id))
    throw new AppError('record.conflict', 'This passkey is already registered');
  const created = await insertPasskey(db, {
    sub,
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    name: input.name,
  });
  return passkeyView(created);
}

export async function removePasskey(db: Db, sub: string, id: string): Promise<void> {
  if (!(await deletePasskey(db, sub, id))) throw new AppError('record.not_found', 'invalid record');
}

/**
 * Options to sign in with a passkey. Without an account (the sign-in page) the list of credentials stays empty,
 * so the browser offers the discoverable passkeys it holds for this site and nothing is told about accounts; with
 * one (the second step, after the password passed) it names that account's passkeys.
 */
export async function authenticationOptions(db: Db, rp: RelyingParty, sub: string | null, now: Date) {
  const allow = sub ? await passkeysOf(db, sub) : [];
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: CHALLENGE_MS,
    userVerification: 'preferred',
    ...(sub
      ? { allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: row.transports })) }
      : {}),
  });
  await newChallenge(db, options.challenge, 'authenticate', sub, now);
  return options;
}

export type PasskeySignIn = { sub: string; userVerified: boolean };

/**
 * Checks a sign-in assertion: the challenge (made here, once, in time), the origin and RP id, the signature with
 * the stored key, and the counter. A counter that does not move forward after a valid signature means a copy of
 * the authenticator: refused, recorded, and `onCloned` tells the owner. Each refusal counts in the sign-in throttle
 * (per address, and per (passkey, address)); a good one gives its attempt back.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  options: {
    ip: string;
    now: Date;
    /** The account that passed the password (second step); null for a passkey alone. */
    sub: string | null;
    onCloned: (sub: string) => Promise<void>;
  },
): Promise<PasskeySignIn> {
  const { now } = options;
  const credentialId = typeof response?.id === 'string' ? response.id.slice(0, 512) : '';
  const keys = throttleKeys(options.ip, `passkey:${credentialId}`);
  const wait = await takeAttempt(db, keys, now);
  if (wait > 0)
    throw new AppError('passkey.throttled', `Too many refused passkeys; wait ${wait} s`, {
      params: { seconds: wait },
    });
  await purgeOldRuns(db, now);
  const data = clientData(response?.response?.clientDataJSON);
  await takeChallenge(db, data.challenge, 'authenticate', options.sub, now);
  if (data.origin !== rp.origin)
    throw refuse('passkey.wrong_origin', 'The response was made for another origin');
  const row = credentialId ? await passkeyByCredential(db, credentialId) : undefined;
  if (!row || (options.sub !== null && row.sub !== options.sub))
    throw refuse('passkey.unknown_credential', 'No account has this passkey');
  // A discoverable passkey names its account; it must be the one that holds the key.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== row.sub)
    throw refuse('passkey.unknown_credential', 'The passkey names another account');
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: data.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      // The counter is judged below, after the signature proved the response came from the key.
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: 0,
        transports: row.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw libraryRefusal(error);
  }
  if (!result.verified) throw refuse('passkey.invalid', 'The passkey response does not verify');
  const info = result.authenticationInfo;
  if ((info.newCounter > 0 || row.counter > 0) && info.newCounter <= row.counter) {
    await insertPasskeyAudit(db, row.sub, 'passkey_cloned');
    await options.onCloned(row.sub);
    throw refuse('passkey.cloned', 'The counter went backwards: the authenticator may be a copy');
  }
  if (!(await usePasskey(db, row, { counter: info.newCounter, backedUp: info.credentialBackedUp }, now)))
    throw refuse('passkey.challenge_used', 'Another sign-in used this passkey at the same moment');
  await forgive(db, keys);
  return { sub: row.sub, userVerified: info.userVerified };
}
