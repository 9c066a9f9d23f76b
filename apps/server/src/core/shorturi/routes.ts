import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../route.ts';
import { createdData, droppedData, idBody, linkData, newBody } from './schemas.ts';
import { createShortLink, dropShortLink, readShortLink } from './service.ts';

/** The shorturi group of the core API (docs/product-decisions.md §11): opaque JSON behind a short id until it expires. */
export const shortUriCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'shorturi',
    call: 'new',
    summary: 'Stores JSON data behind a short id until `exp` (Unix time, seconds or milliseconds)',
    body: newBody,
    response: createdData,
    handler: (ctx, actor, body) => createShortLink(ctx.db, actor, body),
  });

  coreCall(app, {
    group: 'shorturi',
    call: 'get',
    summary: 'The data behind a short id; status 14 once it has expired',
    body: idBody,
    response: linkData,
    handler: (ctx, _actor, body) => readShortLink(ctx.db, body.id),
  });

  coreCall(app, {
    group: 'shorturi',
    call: 'drop',
    summary: 'Deletes a short link (its owner, or an administrator)',
    body: idBody,
    response: droppedData,
    handler: (ctx, actor, body) => dropShortLink(ctx.db, actor, body.id),
  });
};
