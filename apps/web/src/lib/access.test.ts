import { describe, expect, it } from 'vitest';
import { userHolds } from './access';

describe('userHolds', () => {
  it('qualifies relative rules with the product key', () => {
    expect(userHolds(['tourtariff:admin'], ['admin'])).toBe(true);
    expect(userHolds(['tourtariff:user'], ['admin'])).toBe(false);
    expect(userHolds(['other:admin'], ['admin'])).toBe(false);
  });

  it('compares only the first three segments', () => {
    expect(userHolds(['tourtariff:supplier:owner:extra'], ['supplier:owner'])).toBe(true);
    expect(userHolds(['tourtariff:supplier'], ['supplier:owner'])).toBe(false);
  });

  it('needs any one of the rules', () => {
    expect(userHolds(['tourtariff:buyer:member'], ['admin', 'buyer:member'])).toBe(true);
  });

  it('asks for nothing when there are no rules, and denies a user without entries', () => {
    expect(userHolds(undefined, undefined)).toBe(true);
    expect(userHolds([], [])).toBe(true);
    expect(userHolds(undefined, ['user'])).toBe(false);
  });

  it('uses the configured product key', () => {
    expect(userHolds(['acme:admin'], ['admin'], 'acme')).toBe(true);
    expect(userHolds(['tourtariff:admin'], ['admin'], 'acme')).toBe(false);
  });
});
