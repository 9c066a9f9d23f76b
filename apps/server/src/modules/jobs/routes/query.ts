import { aggregateBody, jobAggregateOut, jobQueryPageOut, queryBody } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { aggregateJobPage, queryJobPage } from '../service/query.ts';

const tags = ['jobs'];
const onRequest = requireAccess();

/** The job query language (docs/product-decisions.md §11) over the jobs the caller may read. */
export const jobQueryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/Job/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Query readable jobs (docs/product-decisions.md §6)',
        body: queryBody,
        response: withErrors({ 200: jobQueryPageOut }),
      },
    },
    async (request) => queryJobPage(request.ctx, await request.actor(), request.body),
  );
  app.post(
    '/api/v1/Job/aggregate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count readable jobs by field',
        body: aggregateBody,
        response: withErrors({ 200: jobAggregateOut }),
      },
    },
    async (request) => aggregateJobPage(request.ctx, await request.actor(), request.body),
  );
};
