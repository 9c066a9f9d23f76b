import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  matchStep,
  newRecoveryCodes,
  otpauthUri,
  recoveryCodeMatches,
  timeStep,
  totp,
} from './totp.ts';

const RFC_SECRET = new Uint8Array(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 Appendix B, the SHA-1 rows: 8 digits, 30-second steps, T0 = 0.
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('at %i s the code is %s', (seconds, code) => {
    expect(totp(RFC_SECRET, new Date(seconds * 1000), { digits: 8 })).toBe(code);
  });

  it('gives 6 digits by default, the last 6 of the 8-digit value', () => {
    expect(totp(RFC_SECRET, new Date(59_000))).toBe('287082');
  });

  const at = new Date(1_700_000_000_000);
  const step = timeStep(at);
  const codeAt = (s: number) => totp(RFC_SECRET, new Date(s * 30_000));

  it('accepts one step of drift either way and nothing further', () => {
    expect(matchStep(RFC_SECRET, codeAt(step), at, null)).toBe(step);
    expect(matchStep(RFC_SECRET, codeAt(step - 1), at, null)).toBe(step - 1);
    expect(matchStep(RFC_SECRET, codeAt(step + 1), at, null)).toBe(step + 1);
    expect(matchStep(RFC_SECRET, codeAt(step - 2), at, null)).toBeNull();
    expect(matchStep(RFC_SECRET, codeAt(step + 2), at, null)).toBeNull();
  });

  it('refuses a code of a step already used, and of any earlier step', () => {
    expect(matchStep(RFC_SECRET, codeAt(step), at, step)).toBeNull();
    expect(matchStep(RFC_SECRET, codeAt(step - 1), at, step)).toBeNull();
    expect(matchStep(RFC_SECRET, codeAt(step + 1), at, step)).toBe(step + 1);
  });

  it('refuses malformed input without throwing', () => {
    for (const typed of ['', '12345', '1234567', 'abcdef', '12 34 5x']) {
      expect(matchStep(RFC_SECRET, typed, at, null)).toBeNull();
    }
    expect(matchStep(RFC_SECRET, `${codeAt(step).slice(0, 3)} ${codeAt(step).slice(3)}`, at, null)).toBe(
      step,
    );
  });

  it('encodes secrets in base32 both ways and names them in the otpauth address', () => {
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(Buffer.from(base32Decode('gezdgnbvgy3tqojqgezdgnbvgy3tqojq')).toString('ascii')).toBe(
      '12345678901234567890',
    );
    const uri = new URL(otpauthUri(RFC_SECRET, 'TourTariff', 'a@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of the shown shape', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  });

  it('are stored as a salted slow hash that matches only the code, typed loosely', async () => {
    const [code = ''] = newRecoveryCodes(1);
    const stored = await hashRecoveryCode(code);
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(code.replace('-', ''));
    expect(await hashRecoveryCode(code)).not.toBe(stored);
    expect(await recoveryCodeMatches(code, stored)).toBe(true);
    expect(await recoveryCodeMatches(` ${code.toLowerCase().replace('-', ' ')} `, stored)).toBe(true);
    expect(await recoveryCodeMatches('AAAAA-AAAAA', stored)).toBe(false);
    expect(await recoveryCodeMatches(code, 'plain$x$y')).toBe(false);
  });
});
