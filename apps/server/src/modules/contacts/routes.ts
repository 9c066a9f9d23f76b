import { spaceContactSettings, spaceContactUpdate } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { readContact, writeContact } from './service.ts';

const tags = ['spaces'];
const params = z.object({ key: z.string().min(1).max(60) });

/** `/api/space/{key}/contact`: a space's 担当者 and digest time (docs/product-decisions.md §14). */
export const contactRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/space/:key/contact',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "A space's contact person; its digest time for members only (null for others)",
        params,
        response: withErrors({ 200: spaceContactSettings.extend({ digestAt: z.string().nullable() }) }),
      },
    },
    async (request) => readContact(request.ctx, await request.actor(), request.params.key),
  );

  app.put(
    '/api/space/:key/contact',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "Names the space's contact person and digest time (owners and admins)",
        params,
        body: spaceContactUpdate,
        response: withErrors({ 200: spaceContactSettings }),
      },
    },
    async (request) => writeContact(request.ctx, await request.actor(), request.params.key, request.body),
  );
};
