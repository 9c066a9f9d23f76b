import {
  aggregateBody,
  guideAggregateOut,
  guideQueryOut,
  guideSearchBody,
  guideSearchOut,
  queryBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { aggregateDirectory, queryDirectory, searchDirectory } from '../service/directory.ts';

const tags = ['guides'];
const onRequest = requireAccess();

/** The guide directory, the query language over cards and the counts beside it. */
export const guideDirectoryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Guide/search',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The guide directory: language, prefecture, licence, specialty, availability, rate ceiling',
        body: guideSearchBody,
        response: withErrors({ 200: guideSearchOut }),
      },
    },
    async (request) => searchDirectory(request.ctx, request.body),
  );

  app.post(
    '/api/v1/Guide/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Query guide cards (docs/product-decisions.md §6)',
        body: queryBody,
        response: withErrors({ 200: guideQueryOut }),
      },
    },
    async (request) => queryDirectory(request.ctx, request.body),
  );

  app.post(
    '/api/guide/aggregate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count guides by language, prefecture or licence type',
        body: aggregateBody,
        response: withErrors({ 200: guideAggregateOut }),
      },
    },
    async (request) => aggregateDirectory(request.ctx, request.body),
  );
};
