import { invitationCreate, memberUpdate } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../plugins/auth.ts';
import { actorOf } from './context.ts';
import { changeMemberRole, removeMember } from './member-changes.ts';
import {
  answerInvitation,
  invite,
  listMembers,
  listSpaceInvitations,
  myInvitations,
  revokeInvitation,
} from './members.ts';

const signedIn = { onRequest: requireAccess() };
const key = z.string().min(1).max(60);
const uuid = z.uuid();

/** Corporate members and invitations (DESIGN §5): owners/admins manage, invitees answer after signing in. */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/corporate/:key/members',
    { ...signedIn, schema: { params: z.object({ key }) } },
    async (request) => ({
      items: await listMembers(await actorOf(request), (request.params as { key: string }).key),
      next: null,
    }),
  );

  app.patch(
    '/api/corporate/:key/members/:sub',
    { ...signedIn, schema: { params: z.object({ key, sub: z.string().max(200) }), body: memberUpdate } },
    async (request) => {
      const { key: space, sub } = request.params as { key: string; sub: string };
      return changeMemberRole(
        await actorOf(request),
        space,
        sub,
        (request.body as z.infer<typeof memberUpdate>).role,
      );
    },
  );

  app.delete(
    '/api/corporate/:key/members/:sub',
    { ...signedIn, schema: { params: z.object({ key, sub: z.string().max(200) }) } },
    async (request) => {
      const { key: space, sub } = request.params as { key: string; sub: string };
      return removeMember(await actorOf(request), space, sub);
    },
  );

  app.get(
    '/api/corporate/:key/invitations',
    { ...signedIn, schema: { params: z.object({ key }) } },
    async (request) => ({
      items: await listSpaceInvitations(await actorOf(request), (request.params as { key: string }).key),
      next: null,
    }),
  );

  app.post(
    '/api/corporate/:key/invitations',
    { ...signedIn, schema: { params: z.object({ key }), body: invitationCreate } },
    async (request) =>
      invite(
        await actorOf(request),
        (request.params as { key: string }).key,
        request.body as z.infer<typeof invitationCreate>,
      ),
  );

  app.delete(
    '/api/corporate/:key/invitations/:id',
    { ...signedIn, schema: { params: z.object({ key, id: uuid }) } },
    async (request) => {
      const { key: space, id } = request.params as { key: string; id: string };
      return revokeInvitation(await actorOf(request), space, id);
    },
  );

  app.get('/api/invitations', signedIn, async (request) => ({
    items: await myInvitations(await actorOf(request)),
    next: null,
  }));

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/api/invitations/:id/${action}`,
      { ...signedIn, schema: { params: z.object({ id: uuid }) } },
      async (request) =>
        answerInvitation(await actorOf(request), (request.params as { id: string }).id, accept),
    );
  }
};
