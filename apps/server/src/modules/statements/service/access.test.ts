import { describe, expect, it } from 'vitest';
import type { Actor, Membership } from '../../../actor.ts';
import { actionsFor, standingOf } from './access.ts';

const row = { key: 'st_1', buyerKey: 'sp_buyer', supplierKey: 'sp_supplier' };
const buyerOwner: Membership = { space: 'sp_buyer', kind: 'corporate', role: 'buyer', memberRole: 'owner' };
const supplierMember: Membership = {
  space: 'sp_supplier',
  kind: 'corporate',
  role: 'supplier',
  memberRole: 'member',
};

const actorOf = (memberships: Membership[], acting: Membership | null = null) =>
  ({ memberships, space: acting, isAdmin: false }) as unknown as Actor;

describe('standingOf: the side of a person in both spaces of a statement', () => {
  it('takes the side where they decide when they name no acting space', () => {
    const standing = standingOf(actorOf([supplierMember, buyerOwner]), row);
    expect(standing).toEqual({ side: 'buyer', decides: true });
    expect(actionsFor('issued', standing)).toEqual(['pay']);
  });

  it('takes the side of the space they act as, even where they only read', () => {
    expect(standingOf(actorOf([supplierMember, buyerOwner], supplierMember), row)).toEqual({
      side: 'supplier',
      decides: false,
    });
  });

  it('reads as a member where that is the only membership', () => {
    const standing = standingOf(actorOf([supplierMember]), row);
    expect(standing).toEqual({ side: 'supplier', decides: false });
    expect(actionsFor('issued', standing)).toEqual([]);
  });

  it('answers a stranger as if the statement did not exist', () => {
    expect(() => standingOf(actorOf([]), row)).toThrow(/No statement st_1/);
  });
});
