import type { Db } from '../db/client.ts';
import { openText, sealingKey, sealText } from '../db/sealing.ts';
import { AppError } from '../errors.ts';
import { findAccount, verifyPassword } from './accounts.ts';
import {
  confirmedTotp,
  deleteFactors,
  type FactorRow,
  factorAuditOf,
  insertFactorAudit,
  insertPendingTotp,
  pendingTotp,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
  subsWithFactor as subsWithTotp,
  unusedRecoveryCodes,
  useStep,
} from './repository/factors.ts';
import { deletePasskeysOf, subsWithPasskey } from './repository/passkeys.ts';
import { forgive, purgeOldRuns, takeAttempt, throttleKeys } from './throttle.ts';
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  matchStep,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUri,
  recoveryCodeMatches,
} from './totp.ts';

export { factorAuditOf };

/** Of these accounts, those with a second factor: an authenticator app or a passkey (docs/identity.md "Passkeys"). */
export async function subsWithFactor(db: Db, subs: string[]): Promise<Set<string>> {
  const [totp, passkeys] = await Promise.all([subsWithTotp(db, subs), subsWithPasskey(db, subs)]);
  return new Set([...totp, ...passkeys]);
}

/** Whether the account has an authenticator app (the code page offers codes only then). */
export async function hasTotp(db: Db, sub: string): Promise<boolean> {
  return (await subsWithTotp(db, [sub])).has(sub);
}

/** The key sealing authenticator secrets at rest, the way core/credentials seals its private keys. */
const SEAL = 'idp_factors_seal';

const seal = async (db: Db, secret: Uint8Array) => sealText(base32Encode(secret), await sealingKey(db, SEAL));
const open = async (db: Db, row: FactorRow) =>
  base32Decode(await openText(row.sealedSecret, await sealingKey(db, SEAL)));

/** What a second step of sign-in accepted: an authenticator code, or a recovery code (used up now). */
export type SecondFactorUsed = 'otp' | 'recovery';

export type FactorStatus = {
  totp: { enrolledAt: string; lastUsedAt: string | null } | null;
  recoveryCodesLeft: number;
};

export async function hasSecondFactor(db: Db, sub: string): Promise<boolean> {
  return (await subsWithFactor(db, [sub])).has(sub);
}

export async function factorStatus(db: Db, sub: string): Promise<FactorStatus> {
  const row = await confirmedTotp(db, sub);
  return {
    totp: row?.confirmedAt
      ? { enrolledAt: row.confirmedAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null }
      : null,
    recoveryCodesLeft: row ? await recoveryCodesLeft(db, sub) : 0,
  };
}

/**
 * Starts an enrolment: a fresh secret, sealed and kept unconfirmed until the owner types a code from it. `label`
 * names the account in the authenticator app; without it the account must be one of the embedded provider. With
 * it, a person signed in by an external provider gets an app-held factor too (docs/identity.md "Step-up").
 */
export async function startTotp(db: Db, sub: string, issuerName: string, label?: string) {
  const name = label ?? (await findAccount(db, sub))?.email;
  if (!name) throw new AppError('mfa.unavailable', 'This account is not one of the embedded provider');
  if (await confirmedTotp(db, sub))
    throw new AppError('mfa.already_enrolled', 'This account already has an authenticator');
  const secret = newTotpSecret();
  await insertPendingTotp(db, sub, await seal(db, secret));
  return { secret: base32Encode(secret), uri: otpauthUri(secret, issuerName, name) };
}

/**
 * Counts one attempt at a code for the account from this address (the sign-in throttle's counters and rules,
 * docs/identity.md "Throttling"), or refuses it with the wait. Returns the keys to forgive on success.
 */
async function takeCodeAttempt(db: Db, ip: string, sub: string, now: Date): Promise<string[]> {
  const keys = throttleKeys(ip, `mfa:${sub}`);
  const wait = await takeAttempt(db, keys, now);
  if (wait > 0)
    throw new AppError('mfa.throttled', `Too many wrong codes; wait ${wait} s`, {
      params: { seconds: wait },
    });
  await purgeOldRuns(db, now);
  return keys;
}

const badCode = () =>
  new AppError('mfa.invalid_code', 'The code is wrong, expired or already used', [
    { field: 'code', rule: 'mfa', message: 'The code is wrong, expired or already used' },
  ]);

/** Proves the pending enrolment with a code: it becomes the factor, and ten recovery codes are made and shown once. */
export async function confirmTotp(db: Db, sub: string, code: string, ip: string, now: Date) {
  const pending = await pendingTotp(db, sub);
  if (!pending) throw new AppError('mfa.not_enrolled', 'No enrolment was started');
  const keys = await takeCodeAttempt(db, ip, sub, now);
  const step = matchStep(await open(db, pending), code, now, pending.lastUsedStep);
  if (step === null || !(await useStep(db, pending.id, step, now, true))) throw badCode();
  await forgive(db, keys);
  const recoveryCodes = await makeRecoveryCodes(db, sub);
  await insertFactorAudit(db, sub, sub, 'enrol');
  return { recoveryCodes };
}

async function makeRecoveryCodes(db: Db, sub: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, sub, await Promise.all(codes.map(hashRecoveryCode)));
  return codes;
}

/**
 * Checks a code of the second step: the authenticator's (each step once), else one of the unused recovery codes
 * (used up now). Null when neither matches; the caller throttles.
 */
export async function checkSecondFactor(
  db: Db,
  sub: string,
  code: string,
  now: Date,
): Promise<SecondFactorUsed | null> {
  const row = await confirmedTotp(db, sub);
  if (!row) return null;
  const typed = code.trim();
  if (/^[\d\s]+$/.test(typed)) {
    const step = matchStep(await open(db, row), typed, now, row.lastUsedStep);
    return step !== null && (await useStep(db, row.id, step, now)) ? 'otp' : null;
  }
  if (normaliseRecoveryCode(typed).length !== 10) return null;
  for (const candidate of await unusedRecoveryCodes(db, sub)) {
    if (await recoveryCodeMatches(typed, candidate.codeHash)) {
      if (!(await spendRecoveryCode(db, candidate.id, now))) return null;
      await insertFactorAudit(db, sub, sub, 'recovery_used');
      return 'recovery';
    }
  }
  return null;
}

/** A code proving the owner holds the factor now (recovery codes too), throttled like sign-in. */
async function proveCode(db: Db, sub: string, code: string, ip: string, now: Date) {
  const keys = await takeCodeAttempt(db, ip, sub, now);
  if (!(await checkSecondFactor(db, sub, code, now))) throw badCode();
  await forgive(db, keys);
}

/** New recovery codes replace the old ones; the owner proves the factor with a current code first. */
export async function regenerateRecoveryCodes(db: Db, sub: string, code: string, ip: string, now: Date) {
  if (!(await confirmedTotp(db, sub)))
    throw new AppError('mfa.not_enrolled', 'No authenticator to renew codes of');
  await proveCode(db, sub, code, ip, now);
  const recoveryCodes = await makeRecoveryCodes(db, sub);
  await insertFactorAudit(db, sub, sub, 'recovery_regenerated');
  return { recoveryCodes };
}

/** The owner removes the factor, proving it is them with the password or a current code. */
export async function removeTotp(
  db: Db,
  sub: string,
  proof: { password?: string | undefined; code?: string | undefined },
  ip: string,
  now: Date,
) {
  if (!(await confirmedTotp(db, sub))) throw new AppError('mfa.not_enrolled', 'No authenticator to remove');
  if (proof.code) {
    await proveCode(db, sub, proof.code, ip, now);
  } else {
    const account = await findAccount(db, sub);
    const keys = await takeCodeAttempt(db, ip, sub, now);
    if (!account || !(await verifyPassword(db, account.email, proof.password ?? '')))
      throw new AppError('mfa.invalid_password', 'The password is wrong', [
        { field: 'password', rule: 'password', message: 'The password is wrong' },
      ]);
    await forgive(db, keys);
  }
  await deleteFactors(db, sub, sub, 'remove');
}

/** An administrator's reset, for a member who lost every factor; recorded with who did it. */
export async function resetFactors(db: Db, sub: string, actorSub: string): Promise<void> {
  // Nothing to reset records nothing: the trail lists resets that took something away.
  if (!(await hasSecondFactor(db, sub)))
    throw new AppError('mfa.not_enrolled', 'This person has no second factor');
  await deletePasskeysOf(db, sub);
  await deleteFactors(db, sub, actorSub, 'reset');
}

/**
 * The second step of sign-in: one throttled attempt at a code (the sign-in counters, per address and per
 * (account, address), docs/identity.md "Throttling"). A good code gives its attempt back.
 */
export async function secondStep(
  db: Db,
  sub: string,
  code: string,
  ip: string,
  now: Date,
): Promise<{ used: SecondFactorUsed } | { wait: number } | { wrong: true }> {
  const keys = throttleKeys(ip, `mfa:${sub}`);
  const wait = await takeAttempt(db, keys, now);
  if (wait > 0) return { wait };
  await purgeOldRuns(db, now);
  const used = code.length <= 64 ? await checkSecondFactor(db, sub, code, now) : null;
  if (!used) return { wrong: true };
  await forgive(db, keys);
  return { used };
}
