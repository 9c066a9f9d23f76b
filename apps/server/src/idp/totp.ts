import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Authenticator codes (RFC 6238 TOTP over RFC 4226 HOTP), docs/identity.md "Authenticator codes": HMAC-SHA1,
 * 6 digits, 30-second steps, one step of drift either way, and each step usable once per factor. Pure: no
 * database, no clock of its own, so the RFC's test vectors run as they are.
 */

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';
export type TotpOptions = { algorithm?: TotpAlgorithm; digits?: number; period?: number };

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one: clocks of phones drift, and typing takes time. */
export const TOTP_DRIFT = 1;

/** The time step a moment falls in (RFC 6238 §4.2, T0 = 0). */
export function timeStep(at: Date, period = TOTP_PERIOD): number {
  return Math.floor(at.getTime() / 1000 / period);
}

/** The HOTP value of one counter (RFC 4226 §5.3: dynamic truncation), left-padded to `digits`. */
export function hotp(secret: Uint8Array, counter: number, options: TotpOptions = {}): string {
  const digits = options.digits ?? TOTP_DIGITS;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? 'sha1', secret)
    .update(message)
    .digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code at a moment. */
export function totp(secret: Uint8Array, at: Date, options: TotpOptions = {}): string {
  return hotp(secret, timeStep(at, options.period), options);
}

/**
 * The step a typed code belongs to, within the drift, or null. A step at or before `lastUsedStep` is refused, so
 * a code (or an older one) seen over someone's shoulder cannot be used again once its owner signed in with it.
 */
export function matchStep(
  secret: Uint8Array,
  code: string,
  at: Date,
  lastUsedStep: number | null,
  options: TotpOptions = {},
): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  const typed = code.replace(/\s+/g, '');
  if (typed.length !== digits || !/^\d+$/.test(typed)) return null;
  const now = timeStep(at, options.period);
  let found: number | null = null;
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let step = now - TOTP_DRIFT; step <= now + TOTP_DRIFT; step++) {
    const expected = Buffer.from(hotp(secret, step, options));
    if (timingSafeEqual(expected, Buffer.from(typed)) && found === null) found = step;
  }
  if (found === null) return null;
  if (lastUsedStep !== null && found <= lastUsedStep) return null;
  return found;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps read secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** A new 160-bit secret (RFC 4226 §4 recommends the HMAC-SHA1 output length). */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

/** The otpauth:// address authenticator apps scan (Key Uri Format), naming the product and the account. */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD),
  });
  return `otpauth://totp/${label}?${query}`;
}

// ---- Recovery codes --------------------------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
/** Without 0/O and 1/I/L, so a code copied by hand reads back unambiguously. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes of 10 characters (about 49 bits each), shown as `XXXXX-XXXXX`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What the owner typed, as it was generated: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// A slow hash, so a leaked table of hashes does not give the codes back (docs/identity.md "Recovery codes").
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** `scrypt$<salt>$<hash>` of the normalised code, base64url. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(normaliseRecoveryCode(code), salt, 32, SCRYPT);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(normaliseRecoveryCode(code), Buffer.from(salt, 'base64url'), 32, SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
