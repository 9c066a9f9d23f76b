import {
  reviewContent,
  reviewCreate,
  reviewDeletedOut,
  reviewListQuery,
  reviewOut,
  reviewPageOut,
  reviewReplyBody,
  reviewTransitionBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { REVIEW_ACCESS, reviewParams, reviewTransitionParams } from '../schemas.ts';
import { replyToReview } from '../service/reply.ts';
import { createReview, editReview, listReviewPage, readReview, removeReview } from '../service/reviews.ts';
import { transitionReview } from '../service/transition.ts';

const tags = ['reviews'];
const write = requireAccess(...REVIEW_ACCESS);
const read = requireAccess();

/** `/api/v1/Review` CRUD, the state moves and the supplier's reply. */
export const reviewRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/Review',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Readable reviews of a tariff, a supplier, an author space or in a state, newest first',
        querystring: reviewListQuery,
        response: withErrors({ 200: reviewPageOut }),
      },
    },
    async (request) => listReviewPage(request.ctx, await request.actor(), request.query),
  );

  app.post(
    '/api/v1/Review',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'A buyer space reviews a tariff of a supplier it is or was partners with (state pending)',
        body: reviewCreate,
        response: withErrors({ 200: reviewOut }),
      },
    },
    async (request) => createReview(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Review/:key',
    {
      onRequest: read,
      schema: { tags, summary: 'One review', params: reviewParams, response: withErrors({ 200: reviewOut }) },
    },
    async (request) => readReview(request.ctx, await request.actor(), request.params.key),
  );

  app.put(
    '/api/v1/Review/:key',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'The author rewrites the review; it goes back to pending',
        params: reviewParams,
        body: reviewContent,
        response: withErrors({ 200: reviewOut }),
      },
    },
    async (request) => editReview(request.ctx, await request.actor(), request.params.key, request.body),
  );

  app.delete(
    '/api/v1/Review/:key',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "The author's side or an administrator deletes the review",
        params: reviewParams,
        response: withErrors({ 200: reviewDeletedOut }),
      },
    },
    async (request) => removeReview(request.ctx, await request.actor(), request.params.key),
  );

  app.patch(
    '/api/v1/Review/:key/:state',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Publish, reject (with a reason) or hide a review',
        params: reviewTransitionParams,
        body: reviewTransitionBody,
        response: withErrors({ 200: reviewOut }),
      },
    },
    async (request) =>
      transitionReview(
        request.ctx,
        await request.actor(),
        request.params.key,
        request.params.state,
        request.body.reason,
      ),
  );

  app.post(
    '/api/v1/Review/:key/reply',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "The supplier's one public reply to a published review",
        params: reviewParams,
        body: reviewReplyBody,
        response: withErrors({ 200: reviewOut }),
      },
    },
    async (request) =>
      replyToReview(request.ctx, await request.actor(), request.params.key, request.body.text),
  );
};
