import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../route.ts';
import {
  detailsData,
  keyBody,
  keyData,
  listAllBody,
  listAllData,
  listBody,
  listData,
  manageBody,
  newNotificationBody,
  readData,
} from './schemas.ts';
import { drop, get, listAll, listFor, markRead, send } from './service.ts';

/**
 * The notify group of the core API (docs/product.md §7, docs/product-decisions.md §11): `POST /core/notify/{call}`. Subjects and bodies are
 * answered as `{jp, en}`; the reader's page picks its language.
 */
export const notifyCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'notify',
    call: 'new',
    summary:
      'Sends a notification to a user (administrators only); a plain string is stored for both languages',
    access: ['admin'],
    body: newNotificationBody,
    response: detailsData,
    handler: (ctx, actor, body) => send(ctx, actor, body),
  });

  coreCall(app, {
    group: 'notify',
    call: 'list',
    summary: "A target's notifications, newest first, with the unread count (own only unless administrator)",
    body: listBody,
    response: listData,
    handler: (ctx, actor, body) => listFor(ctx.db, actor, body),
  });

  coreCall(app, {
    group: 'notify',
    call: 'list-all',
    summary: "Everybody's notifications, newest first (administrators only)",
    access: ['admin'],
    body: listAllBody,
    response: listAllData,
    handler: (ctx, _actor, body) => listAll(ctx.db, body),
  });

  coreCall(app, {
    group: 'notify',
    call: 'get',
    summary: 'One notification in full (own only unless administrator)',
    body: keyBody,
    response: detailsData,
    handler: (ctx, actor, body) => get(ctx.db, actor, body.key),
  });

  coreCall(app, {
    group: 'notify',
    call: 'manage',
    summary: 'Marks a notification read or unread (own only unless administrator)',
    body: manageBody,
    response: readData,
    handler: (ctx, actor, body) => markRead(ctx, actor, body),
  });

  coreCall(app, {
    group: 'notify',
    call: 'drop',
    summary: 'Deletes a notification (own only unless administrator)',
    body: keyBody,
    response: keyData,
    handler: (ctx, actor, body) => drop(ctx, actor, body.key),
  });
};
