import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 as the SD-JWT libraries call it (`_sd_alg` is always sha-256 here). */
export function sha256(data: string | ArrayBuffer, alg = 'sha-256'): Uint8Array {
  if (alg.toLowerCase() !== 'sha-256') throw new Error(`unsupported hash ${alg}`);
  const input = typeof data === 'string' ? data : Buffer.from(data);
  return new Uint8Array(createHash('sha256').update(input).digest());
}

/** 128 bits of salt per disclosure (RFC 9901 §9.3 asks for at least that much). */
export function salt(length = 16): string {
  return randomBytes(length).toString('base64url');
}

export const hasherAndAlg = { hasher: sha256, alg: 'sha-256' };
