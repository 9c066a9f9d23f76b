import {
  type EventCreate,
  type EventDoc,
  type EventPatch,
  eventCreate,
  eventDoc,
  eventPatch,
  spaceKeyInput,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { storageHash } from '../../core/storage/index.ts';
import { AppError } from '../../errors.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { sendStoredObject } from '../ipfs/index.ts';
import { ctxOf, requireSupplierMember } from '../tariffs/context.ts';
import { keyParams, SUPPLIER } from '../tariffs/routes/crud.ts';
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
const listQuery = z
  .object({
    space: spaceKeyInput.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(100).optional(),
  })
  .strict();

/** `/api/v1/Event` (DESIGN §6 events; the `/tariff/events/*` pages use these). */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/v1/Event',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Create an event', body: eventCreate },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const { space, ...doc } = request.body as EventCreate;
      await requireSupplierMember(ctx, space);
      return createEvent(ctx, space, doc);
    },
  );

  app.get(
    '/api/v1/Event',
    { onRequest: requireAccess(), schema: { tags, summary: 'Events by start date', querystring: listQuery } },
    async (request) => {
      const { space, limit, cursor } = request.query as z.infer<typeof listQuery>;
      return listEvents(await ctxOf(request), space, limit, cursor);
    },
  );

  // The event page is meant to be shared (DESIGN §6): anyone with the link, signed in or not, sees it once published.
  app.get(
    '/api/v1/Event/public/:key',
    {
      config: { public: true },
      schema: { tags, summary: 'A published event for its shareable page', params: keyParams },
    },
    async (request) => publicEvent(request.server.database.db, (request.params as { key: string }).key),
  );

  // Its tariffs' pictures too: only the first image of a tariff the page itself shows, so this opens no more of
  // the store to anonymous visitors than the page already names.
  const { storage } = app;
  app.get(
    '/api/v1/Event/public/:key/image/:hash',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The picture of a tariff shown on a published event's page",
        params: keyParams.extend({ hash: storageHash }),
      },
    },
    async (request, reply) => {
      const { key, hash } = request.params as { key: string; hash: string };
      const event = await publicEvent(request.server.database.db, key);
      if (!event.tariffs.some((tariff) => tariff.image === hash))
        throw new AppError('record.not_found', `No image ${hash} on event ${key}`);
      return sendStoredObject(storage, request, reply, hash);
    },
  );

  app.get(
    '/api/v1/Event/:key',
    { onRequest: requireAccess(), schema: { tags, summary: 'An event by key', params: keyParams } },
    async (request) =>
      eventView(await readableEvent(await ctxOf(request), (request.params as { key: string }).key)),
  );

  app.put(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Replace an event', params: keyParams, body: eventDoc },
    },
    async (request) => {
      const body = request.body as EventDoc;
      return editEvent(await ctxOf(request), (request.params as { key: string }).key, () => body);
    },
  );

  app.patch(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Change some fields of an event', params: keyParams, body: eventPatch },
    },
    async (request) => {
      const patch = request.body as EventPatch;
      return editEvent(await ctxOf(request), (request.params as { key: string }).key, (current) => ({
        ...current,
        ...patch,
      }));
    },
  );

  app.delete(
    '/api/v1/Event/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Delete an event', params: keyParams },
    },
    async (request) => deleteEvent(await ctxOf(request), (request.params as { key: string }).key),
  );
};
