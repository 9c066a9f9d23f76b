import {
  allotmentsBody,
  availabilityAnswer,
  bookingAvailabilityQuery,
  inventoryBody,
  inventoryWriteOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { keyParams } from '../../tariffs/index.ts';
import { availability, setAllotments, setInventory } from '../service/inventory.ts';

const tags = ['bookings'];

/** A tariff's inventory: its supplier writes dates and allotments; buyers read the calendar. */
export const inventoryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/v1/Tariff/:key/inventory',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Set the sale mode, capacity or stop-sell of a range of dates (on some weekdays)',
        params: keyParams,
        body: inventoryBody,
        response: withErrors({ 200: inventoryWriteOut }),
      },
    },
    async (request) => setInventory(request.ctx, await request.actor(), request.params.key, request.body),
  );

  app.put(
    '/api/v1/Tariff/:key/allotments',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Hold units of a range of dates for one active partner, with release days',
        params: keyParams,
        body: allotmentsBody,
        response: withErrors({ 200: inventoryWriteOut }),
      },
    },
    async (request) => setAllotments(request.ctx, await request.actor(), request.params.key, request.body),
  );

  app.get(
    '/api/v1/Tariff/:key/availability',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "Each date's status, the units the caller may book and the caller's price",
        params: keyParams,
        querystring: bookingAvailabilityQuery,
        response: withErrors({ 200: availabilityAnswer }),
      },
    },
    async (request) => availability(request.ctx, await request.actor(), request.params.key, request.query),
  );
};
