import { CompactEncrypt, compactDecrypt } from 'jose';
import type { Db } from './client.ts';
import { ensureSecret } from './secrets.ts';

/**
 * Secrets kept at rest sealed as a compact JWE (`dir` + `A256GCM`) under a 32-byte key of `server_secrets`, so a
 * database dump alone gives none of them away: the credential issuer and holder keys (core/credentials), the
 * authenticator secrets of the embedded provider (idp, docs/identity.md "Second factor").
 */
export async function sealText(plaintext: string, key: string): Promise<string> {
  return new CompactEncrypt(Buffer.from(plaintext, 'utf8'))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(Buffer.from(key, 'base64url'));
}

export async function openText(sealed: string, key: string): Promise<string> {
  const { plaintext } = await compactDecrypt(sealed, Buffer.from(key, 'base64url'), {
    keyManagementAlgorithms: ['dir'],
    contentEncryptionAlgorithms: ['A256GCM'],
  });
  return Buffer.from(plaintext).toString('utf8');
}

const keys = new WeakMap<Db, Map<string, Promise<string>>>();

/** The sealing key named `name`, created once per database (two processes racing agree on the winner). */
export function sealingKey(db: Db, name: string): Promise<string> {
  let perDb = keys.get(db);
  if (!perDb) {
    perDb = new Map();
    keys.set(db, perDb);
  }
  let key = perDb.get(name);
  if (!key) {
    key = ensureSecret(db, name, () =>
      Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
    );
    perDb.set(name, key);
    key.catch(() => perDb.delete(name));
  }
  return key;
}
