import { randomBytes } from 'node:crypto';
import { base32upper } from 'multiformats/bases/base32';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { identity } from 'multiformats/hashes/identity';
import { sha256, sha512 } from 'multiformats/hashes/sha2';
import { describe, expect, it } from 'vitest';
import { cidOf, isStorageHash } from './cid.ts';

/** What the rule stands for: a CID the library parses as v1, raw, sha2-256, written exactly as it writes it. */
function libraryAccepts(value: string): boolean {
  try {
    const cid = CID.parse(value);
    return (
      cid.version === 1 &&
      cid.code === raw.code &&
      cid.multihash.code === sha256.code &&
      cid.toString() === value
    );
  } catch {
    return false;
  }
}

describe('isStorageHash, the shared contract rule written without multiformats', () => {
  it('accepts every hash the store makes, "hello" included (docs/core-api.md)', async () => {
    expect(await cidOf(new TextEncoder().encode('hello'))).toBe(
      'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq',
    );
    for (let size = 0; size < 200; size++) {
      const hash = await cidOf(randomBytes(size));
      expect([hash, isStorageHash(hash)]).toEqual([hash, true]);
    }
  });

  it('answers as the library does for other CIDs, other spellings and broken ones', async () => {
    const bytes = new TextEncoder().encode('hello');
    const hash = await cidOf(bytes);
    const others = [
      CID.create(0, 0x70, await sha256.digest(bytes)).toString(),
      CID.create(1, 0x70, await sha256.digest(bytes)).toString(),
      CID.create(1, raw.code, await sha512.digest(bytes)).toString(),
      CID.create(1, raw.code, identity.digest(bytes)).toString(),
      CID.create(1, raw.code, await sha256.digest(bytes)).toString(base32upper),
      hash.toUpperCase(),
      hash.slice(0, -1),
      `${hash}a`,
      `${hash.slice(0, -1)}r`,
      `${hash.slice(0, 7)}z${hash.slice(8)}`,
      `B${hash.slice(1)}`,
      '',
    ];
    // Every last character: only those whose unused bits are zero are the canonical spelling.
    for (const last of 'abcdefghijklmnopqrstuvwxyz234567') others.push(`${hash.slice(0, -1)}${last}`);
    for (const eighth of 'abcdefghijklmnopqrstuvwxyz234567')
      others.push(`${hash.slice(0, 7)}${eighth}${hash.slice(8)}`);
    for (const value of others) expect([value, isStorageHash(value)]).toEqual([value, libraryAccepts(value)]);
  });
});
