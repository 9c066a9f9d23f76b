import {
  aggregateBody,
  queryBody,
  tariffAggregateOut,
  tariffPageOut,
  tariffSearchBody,
  tariffSearchOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { runAggregate, runQuery, searchTariffs } from '../service/query.ts';

const tags = ['tariffs'];

/** The query language and buyer search. */
export const queryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Tariff/query',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Query readable tariffs (docs/product-decisions.md §6)',
        body: queryBody,
        response: withErrors({ 200: tariffPageOut }),
      },
    },
    async (request) => runQuery(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Tariff/aggregate',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Count, sum or average readable tariffs by field',
        body: aggregateBody,
        response: withErrors({ 200: tariffAggregateOut }),
      },
    },
    async (request) => runAggregate(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Tariff/search',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Search published tariffs (text, filters, price for N adults)',
        body: tariffSearchBody,
        response: withErrors({ 200: tariffSearchOut }),
      },
    },
    async (request) => searchTariffs(request.ctx, await request.actor(), request.body),
  );
};
