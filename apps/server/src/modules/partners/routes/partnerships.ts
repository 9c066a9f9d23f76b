import {
  aggregateBody,
  partnerDirectoryOut,
  partnerDirectoryQuery,
  partnershipAggregateOut,
  partnershipCreate,
  partnershipDetailOut,
  partnershipListQuery,
  partnershipPageOut,
  partnershipQueryPageOut,
  partnershipTransitionBody,
  queryBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { PARTNER_ACCESS, partnershipParams, partnershipTransitionParams } from '../schemas.ts';
import {
  aggregatePartnerDeals,
  listPartnerDeals,
  partnerDirectory,
  queryPartnerDeals,
  readPartnership,
  requestPartnership,
} from '../service/partnerships.ts';
import { transitionPartnership } from '../service/transition.ts';

const tags = ['partners'];
const onRequest = requireAccess(...PARTNER_ACCESS);

/** `/api/v1/Partner`: trading partnerships, their directory and the query language. */
export const partnershipRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/Partner',
    {
      onRequest,
      schema: {
        tags,
        summary: "A space's partnerships (without one: every space of the caller's), by tab",
        querystring: partnershipListQuery,
        response: withErrors({ 200: partnershipPageOut }),
      },
    },
    async (request) => listPartnerDeals(request.ctx, await request.actor(), request.query),
  );

  app.post(
    '/api/v1/Partner',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ask another space to become a trading partner',
        body: partnershipCreate,
        response: withErrors({ 200: partnershipDetailOut }),
      },
    },
    async (request) => requestPartnership(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Partner/directory',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Spaces of the other role the given space could partner with',
        querystring: partnerDirectoryQuery,
        response: withErrors({ 200: partnerDirectoryOut }),
      },
    },
    async (request) => partnerDirectory(request.ctx, await request.actor(), request.query),
  );

  app.post(
    '/api/v1/Partner/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Query readable partnerships (docs/product-decisions.md §6)',
        body: queryBody,
        response: withErrors({ 200: partnershipQueryPageOut }),
      },
    },
    async (request) => queryPartnerDeals(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Partner/aggregate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count readable partnerships by field',
        body: aggregateBody,
        response: withErrors({ 200: partnershipAggregateOut }),
      },
    },
    async (request) => aggregatePartnerDeals(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Partner/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A partnership with its history',
        params: partnershipParams,
        response: withErrors({ 200: partnershipDetailOut }),
      },
    },
    async (request) => readPartnership(request.ctx, await request.actor(), request.params.key),
  );

  app.patch(
    '/api/v1/Partner/:key/:state',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Accept (active), decline, withdraw or end a partnership',
        params: partnershipTransitionParams,
        body: partnershipTransitionBody,
        response: withErrors({ 200: partnershipDetailOut }),
      },
    },
    async (request) =>
      transitionPartnership(
        request.ctx,
        await request.actor(),
        request.params.key,
        request.params.state,
        request.body.reason,
      ),
  );
};
