import { describe, expect, it } from 'vitest';
import type { Membership } from '../../actor.ts';
import { namesSecondFactor, splitMemberships } from './second-factor.ts';

describe('second factor of a sign-in (docs/identity.md "Second factor")', () => {
  it('counts RFC 8176 methods that are a second factor, and nothing else', () => {
    expect(namesSecondFactor(['pwd', 'otp'])).toBe(true);
    expect(namesSecondFactor(['mfa'])).toBe(true);
    expect(namesSecondFactor(['hwk', 'user'])).toBe(true);
    expect(namesSecondFactor(['pwd', 'pop'])).toBe(true);
    expect(namesSecondFactor(['pwd', 'sms'])).toBe(false);
    expect(namesSecondFactor(['pwd'])).toBe(false);
    expect(namesSecondFactor(['pwd', 'kba', 'pin'])).toBe(false);
    expect(namesSecondFactor(undefined)).toBe(false);
    expect(namesSecondFactor('otp')).toBe(false);
    expect(namesSecondFactor([1, null, {}])).toBe(false);
  });

  const a: Membership = { space: 'sp_a', kind: 'corporate', role: 'buyer', memberRole: 'member' };
  const b: Membership = { space: 'sp_b', kind: 'personal', role: 'supplier', memberRole: 'owner' };

  it('withholds the spaces requiring one from a sign-in without it', () => {
    expect(splitMemberships([a, b], ['sp_a'], false)).toEqual({ memberships: [b], withheld: [a] });
    expect(splitMemberships([a, b], ['sp_a'], true)).toEqual({ memberships: [a, b], withheld: [] });
    expect(splitMemberships([a, b], [], false)).toEqual({ memberships: [a, b], withheld: [] });
    expect(splitMemberships([a, b], undefined, false)).toEqual({ memberships: [a, b], withheld: [] });
  });
});
