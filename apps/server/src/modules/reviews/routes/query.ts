import {
  aggregateBody,
  queryBody,
  reviewAggregateOut,
  reviewEligibilityOut,
  reviewQueryPageOut,
  reviewStatsOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { reviewParams, statsParams } from '../schemas.ts';
import { aggregateReviewPage, queryReviewPage } from '../service/query.ts';
import { reviewEligibility, reviewStats } from '../service/stats.ts';

const tags = ['reviews'];
const onRequest = requireAccess();

/** The review query language (docs/product-decisions.md §11), stats over published reviews, and who may write one. */
export const reviewQueryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Review/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Query readable reviews (docs/product-decisions.md §6)',
        body: queryBody,
        response: withErrors({ 200: reviewQueryPageOut }),
      },
    },
    async (request) => queryReviewPage(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Review/aggregate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count readable reviews and their ratings by field',
        body: aggregateBody,
        response: withErrors({ 200: reviewAggregateOut }),
      },
    },
    async (request) => aggregateReviewPage(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Review/stats/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'count, average and distribution of the published reviews of a tariff or supplier space',
        params: statsParams,
        response: withErrors({ 200: reviewStatsOut }),
      },
    },
    async (request) => reviewStats(request.ctx, await request.actor(), request.params.id),
  );

  app.get(
    '/api/v1/Review/eligibility/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's buyer spaces that may review this tariff, with the review each wrote",
        params: reviewParams,
        response: withErrors({ 200: reviewEligibilityOut }),
      },
    },
    async (request) => reviewEligibility(request.ctx, await request.actor(), request.params.key),
  );
};
