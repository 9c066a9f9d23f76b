import { queueOverviewResponse, queueTaskParams, queueTaskResponse } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { queueOverview, retryFailed } from './service/admin.ts';

const tags = ['queue'];
const BASE = '/api/v1/Queue';

/** The admin page's reads and its one move (docs/operations.md "Background work"); administrators only. */
export const queueRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      onRequest: requireAccess('admin'),
      schema: {
        tags,
        summary: 'Each background queue with its counts, and the latest failed runs with their error',
        response: withErrors({ 200: queueOverviewResponse }),
      },
    },
    async (request) => queueOverview(request.ctx, await request.actor()),
  );

  app.post(
    `${BASE}/:id/retry`,
    {
      onRequest: requireAccess('admin'),
      schema: {
        tags,
        summary: 'Puts a failed run back in its queue with its attempts anew',
        params: queueTaskParams,
        response: withErrors({ 200: queueTaskResponse }),
      },
    },
    async (request) => retryFailed(request.ctx, await request.actor(), request.params.id),
  );
};
