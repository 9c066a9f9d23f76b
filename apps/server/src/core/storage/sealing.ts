import { randomBytes } from 'node:crypto';
import { coreStorage } from '@tourtariff/shared';
import { CompactEncrypt, compactDecrypt } from 'jose';

/** A caller's key: 43 base64url characters, 32 bytes (the shared contract's rule). */
export const { isStorageKey, KEY_RULE } = coreStorage;

/** A fresh AES-256 key, base64url like the ones callers bring. */
export function generateKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Encrypts as a compact JWE (`dir` + `A256GCM`, docs/product-decisions.md §7); the stored bytes are its UTF-8 text, so any JOSE
 * library can open an object fetched raw, given the key.
 */
export async function seal(plaintext: Uint8Array, key: string): Promise<Uint8Array> {
  const jwe = await new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(Buffer.from(key, 'base64url'));
  return Buffer.from(jwe, 'utf8');
}

/** The plaintext, or null when the key does not open it (GCM authenticates, so a wrong key never yields bytes). */
export async function unseal(stored: Uint8Array, key: string): Promise<Uint8Array | null> {
  try {
    const { plaintext } = await compactDecrypt(
      Buffer.from(stored).toString('utf8'),
      Buffer.from(key, 'base64url'),
      {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      },
    );
    return plaintext;
  } catch {
    return null;
  }
}
