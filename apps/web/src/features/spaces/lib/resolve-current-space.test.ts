import { describe, expect, it } from 'vitest';
import {
  corporateBuyer,
  corporateSupplier,
  guideSpace,
  personalSupplier,
  rolesWith,
} from '../../../../test/spaces';
import { resolveCurrentSpace, selectionFor } from './resolve-current-space';

const roles = rolesWith({ personal: [personalSupplier], corporate: [corporateBuyer, corporateSupplier] });

describe('current space (docs/product.md §4)', () => {
  it('keeps a stored selection that names one of the spaces', () => {
    const current = resolveCurrentSpace({ key: 'c1', type: 'corporate', role: 'buyer' }, roles);
    expect(current).toMatchObject({ key: 'c1', type: 'corporate', role: 'buyer', known: true });
    expect(current.space?.name).toBe('さくらトラベル株式会社');
  });

  it('uses the default when nothing is stored', () => {
    expect(resolveCurrentSpace(null, roles)).toMatchObject({ key: 'p1', type: 'personal', role: 'supplier' });
    expect(
      resolveCurrentSpace(null, rolesWith({ guide: guideSpace, personal: [personalSupplier] })),
    ).toMatchObject({
      key: 'g1',
      type: 'guide',
      role: 'guide',
    });
    // The corporate default keeps the space's own role (deliberate deviation from "buyer").
    expect(resolveCurrentSpace(null, rolesWith({ corporate: [corporateSupplier] }))).toMatchObject({
      key: 'c2',
      role: 'supplier',
    });
    expect(resolveCurrentSpace(null, rolesWith())).toMatchObject({ key: null, role: 'user', space: null });
  });

  it.each([
    ['a buyer personal space', { key: 'p1', type: 'personal', role: 'buyer' }],
    ['a guide corporate space', { key: 'c1', type: 'corporate', role: 'guide' }],
    ['an unknown type', { key: 'p1', type: 'team', role: 'supplier' }],
    ['a role with no key', { key: null, type: 'personal', role: 'supplier' }],
    ['a stored user', { key: null, type: null, role: 'user' }],
  ])('turns %s into role user', (_case, stored) => {
    expect(resolveCurrentSpace(stored, roles)).toMatchObject({
      key: null,
      type: null,
      role: 'user',
      known: true,
    });
  });

  it('falls back to the default when the stored key is no longer one of the spaces', () => {
    const stale = { key: 'gone', type: 'corporate', role: 'buyer' };
    expect(resolveCurrentSpace(stale, roles)).toMatchObject({
      key: 'p1',
      type: 'personal',
      role: 'supplier',
    });
    // The key must name a space of the stored type, too.
    const wrongType = { key: 'c1', type: 'personal', role: 'supplier' };
    expect(resolveCurrentSpace(wrongType, roles)).toMatchObject({ key: 'p1', type: 'personal' });
  });

  it('trusts the stored selection until the spaces load, and knows no role when nothing is stored', () => {
    expect(resolveCurrentSpace({ key: 'c1', type: 'corporate', role: 'buyer' }, undefined)).toMatchObject({
      key: 'c1',
      role: 'buyer',
      known: true,
    });
    expect(resolveCurrentSpace(null, undefined)).toMatchObject({ role: 'user', known: false });
  });

  it.each([
    ['guide', guideSpace, 'guide'],
    ['personal', personalSupplier, 'supplier'],
    ['corporate', corporateBuyer, 'buyer'],
    ['corporate', corporateSupplier, 'supplier'],
    ['admin', { key: 'admin', role: 'admin' } as const, 'admin'],
  ] as const)('stores a %s space with the role of docs/product.md §4', (type, space, role) => {
    expect(selectionFor(space, type)).toEqual({ key: space.key, type, role });
  });
});
