import { describe, expect, it } from 'vitest';
import { diffDocs } from './tariffs-diff.ts';
import { availableActions, editMode, planTransition } from './tariffs-states.ts';

const supplier = { supplier: true, admin: false };
const admin = { supplier: false, admin: true };
const nobody = { supplier: false, admin: false };

describe('tariff state machine (docs/product-decisions.md §6)', () => {
  it('lets suppliers submit and archive, administrators publish, return, suspend and reinstate', () => {
    expect(planTransition({ state: 'draft', revision: null }, 'submitted', supplier)).toMatchObject({
      ok: true,
      action: 'submit',
      on: 'tariff',
    });
    expect(planTransition({ state: 'submitted', revision: null }, 'published', admin)).toMatchObject({
      ok: true,
      action: 'publish',
    });
    expect(planTransition({ state: 'submitted', revision: null }, 'returned', admin)).toMatchObject({
      ok: true,
      to: 'returned',
    });
    expect(planTransition({ state: 'published', revision: null }, 'suspended', admin)).toMatchObject({
      ok: true,
    });
    expect(planTransition({ state: 'suspended', revision: null }, 'published', admin)).toMatchObject({
      ok: true,
      action: 'reinstate',
    });
    expect(planTransition({ state: 'returned', revision: null }, 'archived', supplier)).toMatchObject({
      ok: true,
    });
  });

  it('works on the pending revision of a published tariff', () => {
    expect(planTransition({ state: 'published', revision: 'draft' }, 'submit', supplier)).toMatchObject({
      ok: true,
      on: 'revision',
    });
    expect(planTransition({ state: 'published', revision: 'submitted' }, 'publish', admin)).toMatchObject({
      ok: true,
      on: 'revision',
    });
    expect(planTransition({ state: 'suspended', revision: 'submitted' }, 'published', admin)).toMatchObject({
      action: 'publish',
      on: 'revision',
    });
    expect(planTransition({ state: 'published', revision: 'returned' }, 'submit', supplier)).toMatchObject({
      ok: false,
      reason: 'conflict',
    });
  });

  it('refuses the wrong role before it looks at the state', () => {
    expect(planTransition({ state: 'draft', revision: null }, 'published', supplier)).toMatchObject({
      reason: 'forbidden',
    });
    expect(planTransition({ state: 'draft', revision: null }, 'submitted', admin)).toMatchObject({
      reason: 'forbidden',
    });
    expect(planTransition({ state: 'archived', revision: null }, 'archived', nobody)).toMatchObject({
      reason: 'forbidden',
    });
  });

  it('refuses moves from the wrong state', () => {
    expect(planTransition({ state: 'draft', revision: null }, 'published', admin)).toMatchObject({
      reason: 'conflict',
    });
    expect(planTransition({ state: 'returned', revision: null }, 'submitted', supplier)).toMatchObject({
      reason: 'conflict',
    });
    expect(planTransition({ state: 'archived', revision: null }, 'archived', supplier)).toMatchObject({
      reason: 'conflict',
    });
    expect(planTransition({ state: 'published', revision: null }, 'reinstate', admin)).toMatchObject({
      reason: 'conflict',
    });
    expect(planTransition({ state: 'draft', revision: null }, 'draft', supplier)).toMatchObject({
      reason: 'conflict',
    });
  });

  it('lists the actions open now, and whether an edit is in place, a revision or locked', () => {
    expect(availableActions({ state: 'draft', revision: null }, supplier)).toEqual(['submit', 'archive']);
    expect(availableActions({ state: 'published', revision: null }, { supplier: true, admin: true })).toEqual(
      ['suspend', 'archive'],
    );
    expect(editMode({ state: 'returned', revision: null })).toBe('in_place');
    expect(editMode({ state: 'published', revision: 'returned' })).toBe('revision');
    expect(editMode({ state: 'published', revision: 'submitted' })).toBe('locked');
    expect(editMode({ state: 'submitted', revision: null })).toBe('locked');
  });
});

describe('diffDocs', () => {
  it('lists changed leaves by path, rows by position', () => {
    const before = { title: { jp: 'a', en: 'b' }, rates: [{ adult: 1 }, { adult: 2 }], tags: ['x'] };
    const after = { title: { jp: 'a', en: 'c' }, rates: [{ adult: 1 }], tags: ['x'], visibility: 'public' };
    expect(diffDocs(before, after)).toEqual([
      { field: 'title.en', from: 'b', to: 'c' },
      { field: 'rates.1', from: { adult: 2 }, to: null },
      { field: 'visibility', from: null, to: 'public' },
    ]);
    expect(diffDocs(before, JSON.parse(JSON.stringify(before)))).toEqual([]);
  });
});
