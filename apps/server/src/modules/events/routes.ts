import {
  eventCreate,
  eventDeletedOut,
  eventDoc,
  eventPageOut,
  eventPatch,
  eventViewOut,
  publicEventOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { binaryResponse, withErrors } from '../../plugins/contract.ts';
import { sendStoredObject } from '../ipfs/index.ts';
import { anonymousViewer, keyParams, readerFor, SUPPLIER, type Viewer } from '../tariffs/index.ts';
import { imageParams, listQuery } from './schemas.ts';
import {
  createEvent,
  deleteEvent,
  editEvent,
  eventView,
  listEvents,
  publicEvent,
  readableEvent,
} from './service.ts';

const tags = ['events'];

/**
 * The suppliers a signed-in viewer of a shared page is an active partner of, with the agreements in force (their
 * partner prices); none for an anonymous visitor.
 */
async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const auth = await request.auth();
  return auth ? await readerFor(request.ctx, auth.actor) : anonymousViewer;
}

/** `/api/v1/Event` (docs/product-decisions.md §6 events; the `/tariff/events/*` pages use these). */
export const eventRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Event',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Create an event',
        body: eventCreate,
        response: withErrors({ 200: eventViewOut }),
      },
    },
    async (request) => {
      const { space, ...doc } = request.body;
      return createEvent(request.ctx, await request.actor(), space, doc);
    },
  );

  app.get(
    '/api/v1/Event',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Events by start date',
        querystring: listQuery,
        response: withErrors({ 200: eventPageOut }),
      },
    },
    async (request) => listEvents(request.ctx, await request.actor(), request.query),
  );

  // The event page is meant to be shared (docs/product-decisions.md §6): anyone with the link, signed in or not, sees it once published.
  app.get(
    '/api/v1/Event/public/:key',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published event for its shareable page',
        params: keyParams,
        response: withErrors({ 200: publicEventOut }),
      },
    },
    async (request) => publicEvent(request.ctx.db, request.params.key, await viewerOf(request)),
  );

  // Its tariffs' pictures too: only the first image of a tariff the page itself shows, so this opens no more of
  // the store to anonymous visitors than the page already names. The answer is the image's bytes, so its
  // success is left undeclared (a serializer must not touch them); its refusals are declared.
  const { storage } = app;
  app.get(
    '/api/v1/Event/public/:key/image/:hash',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The picture of a tariff shown on a published event's page",
        params: imageParams,
        response: withErrors({
          200: binaryResponse('The image bytes, with the media type they were stored with', 'image/*'),
          304: z.null().describe('Not modified: the client already holds these bytes'),
        }),
      },
    },
    async (request, reply) => {
      const { key, hash } = request.params;
      const event = await publicEvent(request.ctx.db, key, await viewerOf(request));
      if (!event.tariffs.some((tariff) => tariff.image === hash))
        throw new AppError('record.not_found', `No image ${hash} on event ${key}`);
      return sendStoredObject(storage, request, reply, hash);
    },
  );

  app.get(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'An event by key',
        params: keyParams,
        response: withErrors({ 200: eventViewOut }),
      },
    },
    async (request) => eventView(await readableEvent(request.ctx, await request.actor(), request.params.key)),
  );

  app.put(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Replace an event',
        params: keyParams,
        body: eventDoc,
        response: withErrors({ 200: eventViewOut }),
      },
    },
    async (request) => {
      const doc = request.body;
      return editEvent(request.ctx, await request.actor(), request.params.key, () => doc);
    },
  );

  app.patch(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Change some fields of an event',
        params: keyParams,
        body: eventPatch,
        response: withErrors({ 200: eventViewOut }),
      },
    },
    async (request) => {
      const patch = request.body;
      return editEvent(request.ctx, await request.actor(), request.params.key, (current) => ({
        ...current,
        ...patch,
      }));
    },
  );

  app.delete(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Delete an event',
        params: keyParams,
        response: withErrors({ 200: eventDeletedOut }),
      },
    },
    async (request) => deleteEvent(request.ctx, await request.actor(), request.params.key),
  );
};
