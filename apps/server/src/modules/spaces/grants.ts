import type { MemberRole } from '@tourtariff/shared';

const rank: Record<MemberRole, number> = { member: 1, admin: 2, owner: 3 };

/**
 * Whether someone holding `granter` in a company may hand out `role` there, by invitation or by deciding a
 * request (issue 11 item 3): never above their own role. A platform administrator stands above every company.
 */
export function mayHandOut(granter: MemberRole | undefined, isAdmin: boolean, role: MemberRole): boolean {
  return isAdmin || (granter !== undefined && rank[role] <= rank[granter]);
}

export const ownerCount = (members: { role: string }[]) => members.filter((m) => m.role === 'owner').length;
