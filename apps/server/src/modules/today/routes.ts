import { todayOut, todayQuery } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { todayFor } from './service.ts';

/** `GET /api/v1/Today?space=`: the counts of the home page (docs/product-decisions.md §15). */
export const todayRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/Today',
    {
      onRequest: requireAccess(),
      schema: {
        tags: ['today'],
        summary:
          'What waits for one of the caller’s spaces today, each a count with its page; admins also their queues',
        querystring: todayQuery,
        response: withErrors({ 200: todayOut }),
      },
    },
    async (request) => todayFor(request.ctx, await request.actor(), request.query.space),
  );
};
