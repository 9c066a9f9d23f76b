import {
  aggregateBody,
  amendPreviewOut,
  bookingAggregateOut,
  bookingAmendBody,
  bookingAmendPreviewBody,
  bookingCancelBody,
  bookingCreate,
  bookingOut,
  bookingQueryPageOut,
  bookingRejectBody,
  cancellationPreviewOut,
  queryBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../../kit/index.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { bookingCreateHeaders, bookingMoveParams, bookingParams } from '../schemas.ts';
import { amendPreview } from '../service/amend-preview.ts';
import { createBooking } from '../service/create.ts';
import {
  aggregateMyBookings,
  cancellationPreview,
  moveBooking,
  queryMyBookings,
  readBooking,
} from '../service/moves.ts';

const tags = ['bookings'];
const onRequest = requireAccess();

/**
 * Every member any move takes, each optional, so a move with no body means `{}`; the move's own body then
 * refuses members it does not take, naming them.
 */
const moveBody = z
  .object({ ...bookingCancelBody.shape, ...bookingRejectBody.shape, ...bookingAmendBody.shape })
  .strict();
const bodies = {
  confirm: z.object({}).strict(),
  cancel: bookingCancelBody,
  reject: bookingRejectBody,
  amend: bookingAmendBody,
  complete: z.object({}).strict(),
  'no-show': z.object({}).strict(),
} as const;

/** `/api/v1/Booking`: holds and requests, their moves, and the query language (docs/product-decisions.md §15). */
export const bookingRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Booking',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Hold units (free sale, allotment) or request a date on request; Idempotency-Key makes retries safe',
        headers: bookingCreateHeaders,
        body: bookingCreate,
        response: withErrors({ 200: bookingOut }),
      },
    },
    async (request) =>
      createBooking(request.ctx, await request.actor(), request.body, request.headers['idempotency-key']),
  );

  app.post(
    '/api/v1/Booking/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Query the bookings of the caller’s spaces',
        body: queryBody,
        response: withErrors({ 200: bookingQueryPageOut }),
      },
    },
    async (request) => queryMyBookings(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Booking/aggregate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count or sum the bookings of the caller’s spaces by field',
        body: aggregateBody,
        response: withErrors({ 200: bookingAggregateOut }),
      },
    },
    async (request) => aggregateMyBookings(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Booking/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A booking with its versions',
        params: bookingParams,
        response: withErrors({ 200: bookingOut }),
      },
    },
    async (request) => readBooking(request.ctx, await request.actor(), request.params.key),
  );

  app.get(
    '/api/v1/Booking/:key/cancellation',
    {
      onRequest,
      schema: {
        tags,
        summary: 'What cancelling now would cost the caller, and the fee schedule on dates',
        params: bookingParams,
        response: withErrors({ 200: cancellationPreviewOut }),
      },
    },
    async (request) => cancellationPreview(request.ctx, await request.actor(), request.params.key),
  );

  app.post(
    '/api/v1/Booking/:key/amend-preview',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'What an amendment would cost and whether its dates have the units; read-only, the amend’s refusals',
        params: bookingParams,
        body: bookingAmendPreviewBody,
        response: withErrors({ 200: amendPreviewOut }),
      },
    },
    async (request) =>
      amendPreview(request.ctx, await request.actor(), request.params.key, request.body ?? {}),
  );

  app.post(
    '/api/v1/Booking/:key/:move',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Confirm, cancel, amend, reject, complete or mark a no-show',
        params: bookingMoveParams,
        body: moveBody,
        response: withErrors({ 200: bookingOut }),
      },
    },
    async (request) => {
      const { key, move } = request.params;
      const body = parseOrThrow(bodies[move], request.body ?? {});
      return moveBooking(request.ctx, await request.actor(), key, move, body);
    },
  );
};
