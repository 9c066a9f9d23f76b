import { describe, expect, it } from 'vitest';
import {
  accessEntries,
  holdsAny,
  normalizeRule,
  parseAccessRule,
  productEntries,
  qualifyRule,
  roleOf,
} from './access.ts';

const K = 'tourtariff';

describe('parseAccessRule', () => {
  it('keeps only the first three segments, the second being the role', () => {
    expect(parseAccessRule('tourtariff:supplier:owner:extra:more')).toEqual({
      product: 'tourtariff',
      role: 'supplier',
      scope: 'owner',
    });
    expect(parseAccessRule('tourtariff:admin')).toEqual({
      product: 'tourtariff',
      role: 'admin',
      scope: undefined,
    });
  });

  it('returns null for rules without a role', () => {
    expect(parseAccessRule('')).toBeNull();
    expect(parseAccessRule('tourtariff')).toBeNull();
    expect(parseAccessRule(':admin')).toBeNull();
  });

  it('normalises to three segments', () => {
    expect(normalizeRule('tourtariff:buyer:member:x')).toBe('tourtariff:buyer:member');
    expect(normalizeRule('tourtariff:buyer:')).toBe('tourtariff:buyer');
  });
});

describe('holdsAny over every docs/product.md §6 entry', () => {
  it.each(accessEntries)('%s is held when it is among the rules, and only then', (entry) => {
    const entries = [`${K}:${entry}`];
    expect(holdsAny(entries, [entry], K)).toBe(true);
    expect(holdsAny(entries, [`${K}:${entry}`])).toBe(true);
    const others = accessEntries.filter((other) => other !== entry);
    expect(holdsAny(entries, others, K)).toBe(false);
  });

  it.each(accessEntries.filter((entry) => entry.includes(':')))(
    '%s held with a fourth segment still matches on the first three',
    (entry) => {
      expect(holdsAny([`${K}:${entry}:extra`], [entry], K)).toBe(true);
    },
  );

  it('answers the same for a rule under another product key, and after more rules than its memo keeps', () => {
    expect(holdsAny([`${K}:buyer`], ['buyer'], K)).toBe(true);
    expect(holdsAny([`${K}:buyer`], ['buyer'], 'other')).toBe(false);
    for (let index = 0; index < 1_500; index++)
      expect(holdsAny([`${K}:buyer:m${index}`], [`buyer:m${index}`], K)).toBe(true);
    expect(holdsAny([`${K}:buyer`], ['buyer'], K)).toBe(true);
    expect(holdsAny([`${K}:buyer`], ['buyer:m3'], K)).toBe(false);
  });

  it('does not confuse a role with a membership of that role', () => {
    expect(holdsAny([`${K}:supplier:owner`], ['supplier'], K)).toBe(false);
    expect(holdsAny([`${K}:supplier`], ['supplier:owner'], K)).toBe(false);
  });

  it('compares the product key too', () => {
    expect(holdsAny(['other:admin'], ['admin'], K)).toBe(false);
  });

  it('treats * as any value in that segment', () => {
    expect(holdsAny([`${K}:supplier:member`], ['supplier:*'], K)).toBe(true);
    expect(holdsAny([`${K}:buyer:member`], ['supplier:*'], K)).toBe(false);
    expect(holdsAny([`${K}:supplier`], ['supplier:*'], K)).toBe(false);
  });

  it('holds nothing with no entries or no rules', () => {
    expect(holdsAny([], ['admin'], K)).toBe(false);
    expect(holdsAny([`${K}:admin`], [], K)).toBe(false);
  });
});

describe('helpers', () => {
  it('qualifies relative rules once', () => {
    expect(qualifyRule(K, 'admin')).toBe('tourtariff:admin');
    expect(qualifyRule(K, 'tourtariff:admin')).toBe('tourtariff:admin');
  });

  it('keeps only entries of the product, normalised', () => {
    expect(productEntries(['tourtariff:admin', 'other:admin', 42, 'tourtariff:buyer:owner:x'], K)).toEqual([
      'tourtariff:admin',
      'tourtariff:buyer:owner',
    ]);
  });

  it('reads the role segment', () => {
    expect(roleOf('tourtariff:supplier:owner')).toBe('supplier');
  });
});
