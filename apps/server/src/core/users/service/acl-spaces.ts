import type { MemberRole } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { findSpaceRow } from '../repository/membership.ts';
import { mayHandOut } from './membership.ts';

/**
 * A space request asks to join as a member or admin of the space's own role, e.g. buyer:member for a buyer
 * company. Ownership is never asked for: an owner gives it on the members page. The answer
 * names no more of the company than the key the caller already holds.
 */
export async function spaceForRequest(ctx: RequestContext, key: string, entry: string) {
  const space = await findSpaceRow(ctx.db, key);
  if (space?.kind !== 'corporate') throw new AppError('record.not_found', `No company space ${key}`);
  const [, role, memberRole] = entry.split(':');
  if (memberRole === 'owner') {
    throw new AppError(
      'acl.owner_not_requestable',
      'body.entry: ownership of a company is not requested; one of its owners gives it on the members page',
      [{ field: 'body.entry', rule: 'not_requestable', message: 'must not ask for ownership' }],
    );
  }
  if (role !== space.role || (memberRole !== 'admin' && memberRole !== 'member')) {
    throw new AppError(
      'acl.wrong_space_role',
      `body.entry: a request to join this company asks for ${space.role}:member or ${space.role}:admin`,
      {
        fields: [
          {
            field: 'body.entry',
            rule: 'space_role',
            message: `must be a ${space.role} membership entry`,
            params: { role: space.role },
          },
        ],
        params: { role: space.role },
      },
    );
  }
  return { space, memberRole: memberRole as MemberRole };
}

/**
 * A grant never exceeds the decider's own role in the company, and never makes an owner: ownership is the
 * explicit act of an owner on the members page. Requests for it filed before that rule are
 * refused here too; refusing them stays possible.
 */
export function assertGrantable(actor: Actor, deciderRole: MemberRole | undefined, entry: string) {
  const role = entry.split(':')[2] as MemberRole;
  if (role === 'owner') {
    throw new AppError(
      'acl.owner_not_grantable',
      'Ownership is given by an owner on the members page, not by granting a request',
    );
  }
  if (!mayHandOut(deciderRole, actor.isAdmin, role)) {
    throw new AppError('acl.above_own_role', `You cannot grant more than your own role (${deciderRole})`, {
      params: { role: deciderRole ?? 'none' },
    });
  }
}
