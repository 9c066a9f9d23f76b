import { octoCapabilities, octoLanguages } from '@tourtariff/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseOrThrow } from '../../kit/index.ts';
import { type OctoCaller, octoCaller } from './caller.ts';
import { invalidBooking, invalidProduct, OctoError, sendOctoError } from './errors.ts';
import {
  availabilityCheck,
  bookingsQuery,
  calendarBody,
  cancelBody,
  confirmBody,
  extendBody,
  noQuery,
  pageQuery,
  productParams,
  reserveBody,
  updateBody,
  uuidParams,
  webhookBody,
} from './schemas.ts';
import { calendar, check } from './service/availability.ts';
import { cancel, confirm, extend, getOne, list, reserve, update } from './service/bookings.ts';
import { productOne, productsOf, supplierOf } from './service/catalogue.ts';
import { afterOf, cursorOf, nextLink } from './service/paging.ts';
import { listWebhooks, registerWebhook, removeWebhook, webhookDeliveries } from './service/webhooks.ts';

/*
 * OCTO's supplier API under /octo/v1 (docs/octo.md), with OCTO's paths and shapes. Every request is the caller's
 * first (the API key and the Octo-Supplier header, in onRequest, before anything of the input is read); every
 * failure is an OCTO error body. Outside the app's OpenAPI document: OCTO publishes its own.
 */

const callers = new WeakMap<FastifyRequest, OctoCaller>();
const callerOf = (request: FastifyRequest) => callers.get(request) as OctoCaller;

const KEY = /^[\w-]{1,80}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking uuid of the path; one that is no uuid names no booking. */
function uuidOf(request: FastifyRequest): string {
  const { uuid } = parseOrThrow(uuidParams, request.params, 'params');
  if (!UUID.test(uuid)) throw invalidBooking(uuid);
  return uuid;
}

/** A webhook id of the path (a uuid this server gave); anything else names none. */
function webhookIdOf(request: FastifyRequest): string {
  const { id } = parseOrThrow(productParams, request.params, 'params');
  if (!UUID.test(id))
    throw new OctoError(
      'BAD_REQUEST',
      `No webhook ${id.slice(0, 80)}`,
      { 'tourtariff:code': 'record.not_found' },
      404,
    );
  return id;
}

/** A body, or `{}` when none was sent (a move with no body). */
const bodyOf = (request: FastifyRequest) => request.body ?? {};

function page(reply: FastifyReply, request: FastifyRequest, list: 'p' | 'b', next: string | null) {
  if (next) reply.header('link', nextLink(request.ctx.config.publicUrl, request.url, cursorOf(list, next)));
}

export const octoRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => sendOctoError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendOctoError(
      new OctoError('BAD_REQUEST', `No OCTO route ${request.method} ${request.url.split('?')[0]}`, {}, 404),
      request,
      reply,
    ),
  );
  app.addHook('onRequest', async (request) => {
    callers.set(request, await octoCaller(request));
  });
  // Only the lists read a query string; anywhere else a member is refused by name, before the handler.
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!(request.method === 'GET' && (url.endsWith('/products') || url.endsWith('/bookings'))))
      parseOrThrow(noQuery, request.query ?? {}, 'query');
  });
  app.addHook('onSend', async (request, reply) => {
    const caller = callers.get(request);
    reply.header('available-languages', octoLanguages.join(', '));
    reply.header('octo-capabilities', octoCapabilities.join(', '));
    if (caller) reply.header('content-language', caller.language);
  });

  app.get('/supplier', async (request) => supplierOf(request.ctx, callerOf(request)));

  app.get('/products', async (request, reply) => {
    const query = parseOrThrow(pageQuery, request.query, 'query');
    const { items, next } = await productsOf(
      request.ctx,
      callerOf(request),
      afterOf('p', query.cursor),
      query.limit,
    );
    page(reply, request, 'p', next);
    return items;
  });

  app.get('/products/:id', async (request) => {
    const { id } = parseOrThrow(productParams, request.params, 'params');
    if (!KEY.test(id)) throw invalidProduct(id);
    return productOne(request.ctx, callerOf(request), id);
  });

  app.post('/availability/calendar', async (request) =>
    calendar(request.ctx, callerOf(request), parseOrThrow(calendarBody, bodyOf(request))),
  );

  app.post('/availability', async (request) =>
    check(request.ctx, callerOf(request), parseOrThrow(availabilityCheck, bodyOf(request))),
  );

  app.post('/bookings', async (request) =>
    reserve(request.ctx, callerOf(request), parseOrThrow(reserveBody, bodyOf(request))),
  );

  app.get('/bookings', async (request, reply) => {
    const query = parseOrThrow(bookingsQuery, request.query, 'query');
    const { items, next } = await list(request.ctx, callerOf(request), query, afterOf('b', query.cursor));
    page(reply, request, 'b', next);
    return items;
  });

  app.get('/bookings/:uuid', async (request) => {
    const uuid = uuidOf(request);
    return getOne(request.ctx, callerOf(request), uuid);
  });

  app.patch('/bookings/:uuid', async (request) => {
    const uuid = uuidOf(request);
    return update(request.ctx, callerOf(request), uuid, parseOrThrow(updateBody, bodyOf(request)));
  });

  app.post('/bookings/:uuid/confirm', async (request) => {
    const uuid = uuidOf(request);
    return confirm(request.ctx, callerOf(request), uuid, parseOrThrow(confirmBody, bodyOf(request)));
  });

  app.post('/bookings/:uuid/extend', async (request) => {
    const uuid = uuidOf(request);
    const body = parseOrThrow(extendBody, bodyOf(request));
    return extend(request.ctx, callerOf(request), uuid, body.expirationMinutes);
  });

  app.post('/bookings/:uuid/cancel', async (request) => {
    const uuid = uuidOf(request);
    return cancel(request.ctx, callerOf(request), uuid, parseOrThrow(cancelBody, bodyOf(request)));
  });

  app.get('/webhooks', async (request) => listWebhooks(request.ctx, callerOf(request)));

  app.post('/webhooks', async (request) =>
    registerWebhook(request.ctx, callerOf(request), parseOrThrow(webhookBody, bodyOf(request))),
  );

  app.delete('/webhooks/:id', async (request) =>
    removeWebhook(request.ctx, callerOf(request), webhookIdOf(request)),
  );

  app.get('/webhooks/:id/deliveries', async (request) =>
    webhookDeliveries(request.ctx, callerOf(request), webhookIdOf(request)),
  );
};
