import {
  invitationCreate,
  invitationResponse,
  memberResponse,
  membershipAuditPage,
  memberUpdate,
  receivedInvitationResponse,
  spaceSecurityResponse,
  spaceSecurityUpdate,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import {
  auditQuery,
  changedMember,
  idParams,
  invitationParams,
  keyParams,
  memberParams,
  removedMember,
} from '../schemas.ts';
import * as invitations from '../service/invitations.ts';
import {
  auditOf,
  changeRole,
  changeSecurity,
  listMembers,
  removeFromSpace,
  securityOf,
} from '../service/members.ts';

const signedIn = { onRequest: requireAccess() };
const tags = ['spaces'];
const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.null() });

/** Corporate members, invitations and their audit (docs/product-decisions.md §5): owners/admins manage, invitees answer. */
export const memberRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/corporate/:key/members',
    {
      ...signedIn,
      schema: { tags, params: keyParams, response: withErrors({ 200: listOf(memberResponse) }) },
    },
    async (request) => listMembers(request.ctx, await request.actor(), request.params.key),
  );

  app.get(
    '/api/corporate/:key/security',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The company's sign-in rule: whether members need a second factor",
        params: keyParams,
        response: withErrors({ 200: spaceSecurityResponse }),
      },
    },
    async (request) => securityOf(request.ctx, await request.actor(), request.params.key),
  );

  app.patch(
    '/api/corporate/:key/security',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Requires a second factor of members, or stops requiring it (owners only)',
        params: keyParams,
        body: spaceSecurityUpdate,
        response: withErrors({ 200: spaceSecurityResponse }),
      },
    },
    async (request) => changeSecurity(request.ctx, await request.actor(), request.params.key, request.body),
  );

  app.patch(
    '/api/corporate/:key/members/:sub',
    {
      ...signedIn,
      schema: {
        tags,
        params: memberParams,
        body: memberUpdate,
        response: withErrors({ 200: changedMember }),
      },
    },
    async (request) =>
      changeRole(
        request.ctx,
        await request.actor(),
        request.params.key,
        request.params.sub,
        request.body.role,
      ),
  );

  app.delete(
    '/api/corporate/:key/members/:sub',
    { ...signedIn, schema: { tags, params: memberParams, response: withErrors({ 200: removedMember }) } },
    async (request) =>
      removeFromSpace(request.ctx, await request.actor(), request.params.key, request.params.sub),
  );

  app.get(
    '/api/corporate/:key/audit',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A company's membership changes, newest first",
        params: keyParams,
        querystring: auditQuery,
        response: withErrors({ 200: membershipAuditPage }),
      },
    },
    async (request) => auditOf(request.ctx, await request.actor(), request.params.key, request.query),
  );

  app.get(
    '/api/corporate/:key/invitations',
    {
      ...signedIn,
      schema: { tags, params: keyParams, response: withErrors({ 200: listOf(invitationResponse) }) },
    },
    async (request) =>
      invitations.listSpaceInvitations(request.ctx, await request.actor(), request.params.key),
  );

  app.post(
    '/api/corporate/:key/invitations',
    {
      ...signedIn,
      schema: {
        tags,
        params: keyParams,
        body: invitationCreate,
        response: withErrors({ 200: invitationResponse }),
      },
    },
    async (request) =>
      invitations.invite(request.ctx, await request.actor(), request.params.key, request.body),
  );

  app.delete(
    '/api/corporate/:key/invitations/:id',
    {
      ...signedIn,
      schema: { tags, params: invitationParams, response: withErrors({ 200: invitationResponse }) },
    },
    async (request) =>
      invitations.revokeInvitation(request.ctx, await request.actor(), request.params.key, request.params.id),
  );

  app.get(
    '/api/invitations',
    { ...signedIn, schema: { tags, response: withErrors({ 200: listOf(receivedInvitationResponse) }) } },
    async (request) => invitations.myInvitations(request.ctx, await request.actor()),
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/api/invitations/:id/${action}`,
      { ...signedIn, schema: { tags, params: idParams, response: withErrors({ 200: invitationResponse }) } },
      async (request) =>
        invitations.answerInvitation(request.ctx, await request.actor(), request.params.id, accept),
    );
  }
};
