import { randomBytes } from 'node:crypto';
import { coreShorturi, coreStorage } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';

describe('the shared core contracts, written without Node, agree with it', () => {
  it('shorturi/new measures data in UTF-8 bytes as the server stores it', () => {
    const { MAX_DATA_BYTES, newBody } = coreShorturi;
    const exp = Date.now() + 60_000;
    // JSON.stringify adds the two quotes; 3 bytes per kana, 4 per emoji, and an escaped lone surrogate is 6.
    for (const unit of ['a', 'é', 'か', '😀', '\ud800']) {
      const size = Buffer.byteLength(JSON.stringify(unit));
      const fits = unit.repeat(Math.floor((MAX_DATA_BYTES - 2) / (size - 2)));
      const over = fits + unit;
      expect([unit, newBody.safeParse({ data: fits, exp }).success]).toEqual([unit, true]);
      expect([unit, newBody.safeParse({ data: over, exp }).success]).toEqual([
        unit,
        Buffer.byteLength(JSON.stringify(over)) <= MAX_DATA_BYTES,
      ]);
    }
  });

  it('a storage key is 43 base64url characters, which always decode to 32 bytes', () => {
    for (let round = 0; round < 100; round++) {
      const key = randomBytes(32).toString('base64url');
      expect(coreStorage.isStorageKey(key)).toBe(true);
    }
    for (const bad of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}+`])
      expect([bad, coreStorage.isStorageKey(bad)]).toEqual([bad, false]);
  });
});
