import { describe, expect, it } from 'vitest';
import { isVersionAbove } from './version';

describe('isVersionAbove (docs/product.md §4 server version flag)', () => {
  it.each([
    ['0.3', true],
    ['0.10', true],
    ['1.0', true],
    ['0.2.1', true],
    ['v0.3', true],
    ['0.3-beta', true],
    ['0.2', false],
    ['0.2.0', false],
    ['0.1.9', false],
    ['0.02', false],
    ['', false],
    ['latest', false],
  ])('%s above 0.2 → %s', (version, expected) => {
    expect(isVersionAbove(version, '0.2')).toBe(expected);
  });
});
