import { randomBytes, randomUUID, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  type IdpAccount,
  insertAccount,
  selectAccount,
  selectAccountByEmail,
  setAccountVerified,
  setPasswordHash,
} from './repository/accounts.ts';

export type { IdpAccount };

export type NewAccount = {
  email: string;
  nickname: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Only seeded demo accounts start verified; a sign-up proves its address by the mailed link. */
  emailVerified?: boolean;
};

// OWASP's scrypt floor (N=2^15, r=8, p=1) needs 32 MiB (128·N·r); node's default maxmem is exactly that, so raise it.
const params = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

async function matches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccount(db: Db, sub: string): Promise<IdpAccount | undefined> {
  return selectAccount(db, sub);
}

export function findAccountByEmail(db: Db, email: string): Promise<IdpAccount | undefined> {
  return selectAccountByEmail(db, normalizeEmail(email));
}

/**
 * Creates an account; the password policy of the sign-up form is the form's business (demo accounts use 'demo').
 * A taken email is a CONFLICT, also when another process inserts it between our check and our insert.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<IdpAccount> {
  const email = normalizeEmail(input.email);
  const row = await insertAccount(db, {
    sub: randomUUID(),
    email,
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    emailVerified: input.emailVerified ?? false,
  });
  if (!row) throw new AppError('record.conflict', 'This email address is already registered.');
  return row;
}

// A well-formed hash nobody's password produces: checking against it costs exactly what a real check costs.
const dummyHash = ['scrypt', params.N, params.r, params.p, randomBytes(16), randomBytes(keyLength)]
  .map((part) => (Buffer.isBuffer(part) ? part.toString('base64url') : part))
  .join('$');

/**
 * The account when the password matches, otherwise null. An unknown email still costs one scrypt run, so the
 * response time does not tell whether the address has an account.
 */
export async function verifyPassword(db: Db, email: string, password: string): Promise<IdpAccount | null> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await matches(password, dummyHash);
    return null;
  }
  return (await matches(password, account.passwordHash)) ? account : null;
}

/** The owner opened a link mailed to `email`; it counts only while that is still the account's address. */
export async function markVerified(db: Db, sub: string, email: string): Promise<void> {
  await setAccountVerified(db, sub, normalizeEmail(email));
}

export async function setPassword(db: Db, sub: string, password: string): Promise<void> {
  await setPasswordHash(db, sub, await hashPassword(password));
}

/** Costs what a real password check costs, for paths that must not be faster when an address is unknown. */
export async function spendPasswordCheck(password: string): Promise<void> {
  await matches(password, dummyHash);
}
