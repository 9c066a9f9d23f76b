import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../plugins/auth.ts';
import { listChanges } from './audit.ts';
import { actorOf } from './context.ts';
import { manageableSpace } from './service.ts';

const query = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
  })
  .strict();

/** Who joined, left, was invited or changed role in a company, for its owners and admins (issue 11 item 3). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/corporate/:key/audit',
    {
      onRequest: requireAccess(),
      schema: {
        tags: ['spaces'],
        summary: "A company's membership changes, newest first",
        params: z.object({ key: z.string().min(1).max(60) }),
        querystring: query,
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { key } = request.params as { key: string };
      await manageableSpace(actor, key, 'corporate');
      const { limit, cursor } = request.query as z.infer<typeof query>;
      return listChanges(actor.db, key, limit, cursor);
    },
  );
};
