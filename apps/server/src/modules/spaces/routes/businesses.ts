import {
  aggregateBody,
  businessCreate,
  businessPatch,
  businessResponse,
  profileAggregateOut,
  queryBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { businessParams, removedBusiness, userParams } from '../schemas.ts';
import * as businesses from '../service/businesses.ts';

const signedIn = { onRequest: requireAccess() };
const tags = ['spaces'];

/** docs/product.md §3 Business: the account-level record of a user (key, name); one per user in practice. */
export const businessRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Business',
    { ...signedIn, schema: { tags, body: businessCreate, response: withErrors({ 200: businessResponse }) } },
    async (request) => businesses.createBusiness(request.ctx, await request.actor(), request.body.name),
  );

  app.get(
    '/api/v1/Business',
    {
      ...signedIn,
      schema: {
        tags,
        response: withErrors({ 200: z.object({ items: z.array(businessResponse), next: z.null() }) }),
      },
    },
    async (request) => businesses.listBusinesses(request.ctx, await request.actor()),
  );

  app.post(
    '/api/v1/Business/query',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Your businesses by the query language (docs/product-decisions.md §11)',
        body: queryBody,
        response: withErrors({
          200: z.object({ items: z.array(businessResponse), next: z.string().nullable() }),
        }),
      },
    },
    async (request) => businesses.queryBusinessesFor(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Business/aggregate',
    {
      ...signedIn,
      schema: { tags, body: aggregateBody, response: withErrors({ 200: profileAggregateOut }) },
    },
    async (request) => businesses.aggregateBusinessesFor(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Business/:id',
    {
      ...signedIn,
      schema: { tags, params: businessParams, response: withErrors({ 200: businessResponse }) },
    },
    async (request) => businesses.readBusiness(request.ctx, await request.actor(), request.params.id),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/v1/Business/:id',
      {
        ...signedIn,
        schema: {
          tags,
          params: businessParams,
          // PUT replaces the name; PATCH sets it only when sent.
          body: method === 'put' ? businessCreate : businessPatch,
          response: withErrors({ 200: businessResponse }),
        },
      },
      async (request) =>
        businesses.updateBusiness(request.ctx, await request.actor(), request.params.id, request.body.name),
    );
  }

  app.delete(
    '/api/v1/Business/:id',
    { ...signedIn, schema: { tags, params: businessParams, response: withErrors({ 200: removedBusiness }) } },
    async (request) => businesses.removeBusiness(request.ctx, await request.actor(), request.params.id),
  );

  app.get(
    '/api/v1/Businesses/User/:sub',
    {
      ...signedIn,
      schema: { tags, params: userParams, response: withErrors({ 200: z.array(businessResponse) }) },
    },
    async (request) => businesses.businessesOfUser(request.ctx, await request.actor(), request.params.sub),
  );
};
