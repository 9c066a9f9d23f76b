import { describe, expect, it } from 'vitest';
import { accessEntries } from './access.ts';
import {
  badgeFor,
  defaultSpace,
  entriesForMembership,
  linkVisible,
  listSpaces,
  normalizeSelection,
  type RolesObject,
  type SpaceRole,
} from './spaces.ts';

const space = (
  key: string,
  role: SpaceRole,
  industry: 'guide' | 'creator' | 'arranger' | 'admin' | null = 'creator',
) => ({
  key,
  name: key,
  role,
  industry,
});
const empty: RolesObject = { guide: null, personal: [], corporate: [], admin: null, baseprofile: {} };

describe('defaultSpace (docs/product.md §4)', () => {
  it('prefers the guide space', () => {
    const roles = { ...empty, guide: space('g', 'guide', 'guide'), personal: [space('p', 'supplier')] };
    expect(defaultSpace(roles)).toEqual({ key: 'g', type: 'guide', role: 'guide' });
  });
  it('then the first personal space, as supplier', () => {
    const roles = {
      ...empty,
      personal: [space('p1', 'supplier'), space('p2', 'supplier')],
      corporate: [space('c', 'buyer')],
    };
    expect(defaultSpace(roles)).toEqual({ key: 'p1', type: 'personal', role: 'supplier' });
  });
  it('then the first corporate space with its own role (deliberate deviation from "buyer")', () => {
    expect(defaultSpace({ ...empty, corporate: [space('c1', 'buyer', 'arranger')] })).toEqual({
      key: 'c1',
      type: 'corporate',
      role: 'buyer',
    });
    expect(defaultSpace({ ...empty, corporate: [space('c2', 'supplier')] })).toEqual({
      key: 'c2',
      type: 'corporate',
      role: 'supplier',
    });
  });
  it('then admin', () => {
    expect(defaultSpace({ ...empty, admin: space('a', 'admin', 'admin') })).toEqual({
      key: 'a',
      type: 'admin',
      role: 'admin',
    });
  });
  it('else role user', () => {
    expect(defaultSpace(empty)).toEqual({ key: null, type: null, role: 'user' });
    expect(defaultSpace(null)).toEqual({ key: null, type: null, role: 'user' });
  });
});

describe('normalizeSelection', () => {
  it.each([
    ['guide', 'guide'],
    ['supplier', 'personal'],
    ['buyer', 'corporate'],
    ['supplier', 'corporate'],
    ['admin', 'admin'],
  ] as const)('keeps %s/%s', (role, type) => {
    expect(normalizeSelection({ key: 'k', role, type })).toEqual({ key: 'k', role, type });
  });
  it.each([
    ['buyer', 'personal'],
    ['guide', 'corporate'],
    ['admin', 'corporate'],
    ['user', 'personal'],
  ] as const)('turns %s/%s into user', (role, type) => {
    expect(normalizeSelection({ key: 'k', role, type })).toEqual({ key: null, type: null, role: 'user' });
  });
});

describe('listSpaces', () => {
  it('lists only entries with an industry and ignores acl keys', () => {
    const roles = {
      ...empty,
      personal: [space('p', 'supplier'), space('x', 'supplier', null)],
      acl: [{ key: 'acl' }],
      acls: {},
    };
    expect(listSpaces(roles).map((s) => s.key)).toEqual(['p']);
  });
});

describe('linkVisible (docs/product.md §2, §6) for every entry × role', () => {
  const K = 'tourtariff';
  const menu = {
    search: [...accessEntries],
    tariff: [
      'creator',
      'supplier',
      'supplier:personal',
      'supplier:owner',
      'supplier:admin',
      'supplier:member',
    ],
    tariffCorrection: ['admin'],
    profile: [
      'admin',
      'user',
      'agency',
      'arranger',
      'creator',
      'guide',
      'guide:personal',
      'supplier:personal',
      'supplier:owner',
      'supplier:admin',
      'supplier:member',
      'buyer',
      'buyer:owner',
      'buyer:admin',
      'buyer:member',
    ],
    partners: [
      'supplier:personal',
      'supplier:owner',
      'supplier:admin',
      'supplier:member',
      'buyer',
      'buyer:owner',
      'buyer:admin',
      'buyer:member',
    ],
  };
  const roles: (SpaceRole | null)[] = [null, 'guide', 'supplier', 'buyer', 'admin', 'user'];
  for (const [link, rules] of Object.entries(menu)) {
    for (const entry of accessEntries) {
      for (const role of roles) {
        const held = (rules as string[]).includes(entry);
        const roleOk = role === null || rules.some((rule) => rule.split(':')[0] === role);
        it(`${link} · ${entry} · role ${role ?? 'none'} → ${held && roleOk}`, () => {
          expect(linkVisible([`${K}:${entry}`], rules, role, K)).toBe(held && roleOk);
        });
      }
    }
  }
  it('hides Tariff for a buyer even when the user also holds supplier entries', () => {
    expect(linkVisible([`${K}:buyer:owner`, `${K}:supplier:personal`], menu.tariff, 'buyer', K)).toBe(false);
    expect(linkVisible([`${K}:buyer:owner`, `${K}:supplier:personal`], menu.tariff, 'supplier', K)).toBe(
      true,
    );
  });
});

describe('badgeFor (docs/product.md §6)', () => {
  it.each([
    ['guide', null, 'warning', 'guide'],
    ['supplier', 'creator', 'primary', 'supplier'],
    ['buyer', 'arranger', 'success', 'buyer'],
    ['admin', 'admin', 'secondary', 'admin'],
    ['user', null, 'light', 'user'],
    ['unknown', null, 'light', 'user'],
    [null, null, 'light', 'user'],
    ['supplier', 'guide', 'primary', 'guide'],
  ] as const)('%s (industry %s) → %s %s', (role, industry, variant, label) => {
    expect(badgeFor(role, industry)).toEqual({ variant, label });
  });
});

describe('entriesForMembership (docs/product-decisions.md §4)', () => {
  it.each([
    ['guide', 'guide', 'owner', ['guide', 'guide:personal']],
    ['personal', 'supplier', 'owner', ['creator', 'supplier:personal']],
    ['corporate', 'supplier', 'owner', ['creator', 'supplier:owner']],
    ['corporate', 'supplier', 'admin', ['creator', 'supplier:admin']],
    ['corporate', 'supplier', 'member', ['creator', 'supplier:member']],
    ['corporate', 'buyer', 'owner', ['arranger', 'buyer', 'buyer:owner']],
    ['corporate', 'buyer', 'member', ['arranger', 'buyer', 'buyer:member']],
  ] as const)('%s %s %s → %j', (kind, role, memberRole, expected) => {
    expect(entriesForMembership(kind, role, memberRole)).toEqual(expected);
  });
});
