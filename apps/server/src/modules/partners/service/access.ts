import { type Actor, type Membership, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { PartnershipRow } from '../repository/partnerships.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'storage'>;

export type Side = 'buyer' | 'supplier';

/** Owners and admins of a space decide for it; members only read. */
export const manages = (membership: Membership | undefined) =>
  membership !== undefined && (membership.memberRole === 'owner' || membership.memberRole === 'admin');

/** The caller's memberships of either side of a partnership. */
export function sidesOf(actor: Actor, row: Pick<PartnershipRow, 'buyerKey' | 'supplierKey'>) {
  return { buyer: membershipOf(actor, row.buyerKey), supplier: membershipOf(actor, row.supplierKey) };
}

/**
 * The side the caller sees a partnership from: the space they act as or list for when it is one of the two,
 * else whichever they belong to (the buyer's first); null for an administrator outside both.
 */
export function perspective(
  actor: Actor,
  row: Pick<PartnershipRow, 'buyerKey' | 'supplierKey'>,
  preferred?: string,
): Side | null {
  const sides = sidesOf(actor, row);
  for (const wanted of [preferred, actor.space?.space]) {
    if (wanted === row.buyerKey && sides.buyer) return 'buyer';
    if (wanted === row.supplierKey && sides.supplier) return 'supplier';
  }
  if (sides.buyer) return 'buyer';
  if (sides.supplier) return 'supplier';
  return null;
}

/** A partnership the caller may read (either side's members, administrators); anything else is absent. */
export function assertPartnershipReadable(actor: Actor, row: PartnershipRow | undefined, key: string) {
  if (!row) throw new AppError('record.not_found', `No partnership ${key}`);
  const sides = sidesOf(actor, row);
  if (!sides.buyer && !sides.supplier && !actor.isAdmin)
    throw new AppError('record.not_found', `No partnership ${key}`);
  return row;
}

/** The caller's spaces that can have partners (buyer and supplier spaces); null for an administrator. */
export function partnerSpaces(actor: Actor): string[] | null {
  if (actor.isAdmin) return null;
  return actor.memberships.filter((m) => m.role !== 'guide').map((m) => m.space);
}
