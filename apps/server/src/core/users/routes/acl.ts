import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import {
  accessRequestList,
  accessRequestResponse,
  accessResponse,
  aclDecideBody,
  aclGetBody,
  aclRequestBody,
  aclRequestsBody,
  aclResponse,
  aclRevokeBody,
  aclSetBody,
} from '../schemas.ts';
import * as acl from '../service/acl.ts';
import { decideRequest } from '../service/acl-decide.ts';

/** The users/acl group (docs/product-decisions.md §7): access entries, app grants, and requests for them with their decisions. */
export const aclCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'users/acl',
    call: 'get',
    summary: "A user's access entries, app grants and requests (own, or any for an administrator)",
    body: aclGetBody,
    response: aclResponse,
    handler: (ctx, actor, body) => acl.aclOf(ctx, actor, body.sub),
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'set',
    summary: "Replaces a user's app-granted entries (administrators only)",
    access: ['admin'],
    body: aclSetBody,
    response: accessResponse,
    handler: (ctx, actor, body) => acl.setGrants(ctx, actor, body),
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'request',
    summary: 'Asks for an access entry, e.g. tourtariff:buyer:member; decided with users/acl/decide',
    body: aclRequestBody,
    response: accessRequestResponse,
    handler: (ctx, actor, body) => acl.requestAccess(ctx, actor, body),
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'requests',
    summary: 'Access requests awaiting a decision (for those who may decide them)',
    body: aclRequestsBody,
    response: accessRequestList,
    handler: (ctx, actor, body) => acl.pendingRequests(ctx, actor, body),
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'decide',
    summary: 'Grants or refuses a pending access request',
    body: aclDecideBody,
    response: accessRequestResponse,
    handler: (ctx, actor, body) => decideRequest(ctx, actor, body),
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'revoke',
    summary: 'Removes an app-granted entry (any user for an administrator; a user may give up their own)',
    body: aclRevokeBody,
    response: accessResponse,
    handler: (ctx, actor, body) => acl.revokeGrant(ctx, actor, body),
  });
};
