import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { coreCall } from '../route.ts';
import {
  countUnread,
  deleteNotification,
  findNotification,
  pageNotifications,
  setRead,
} from './repository.ts';
import { keyBody, listAllBody, listBody, manageBody, newNotificationBody } from './schemas.ts';
import { detailsOf, listTarget, notFound, notifyUser, ownerScope, publish, summaryOf } from './service.ts';

/** The notify group of the core API (SPEC §7, DESIGN §11): `POST /core/notify/{call}`. */
export const notifyCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'notify',
    call: 'new',
    summary: 'Sends a notification to a user (administrators only)',
    access: ['admin'],
    body: newNotificationBody,
    handler: async (ctx, body) => {
      // A mistyped target would otherwise vanish into a list nobody reads; the server's own notifyUser is trusted.
      const [known] = await ctx.db.select({ sub: users.sub }).from(users).where(eq(users.sub, body.target));
      if (!known) throw new AppError('record.not_found', `No user ${body.target}`);
      return detailsOf(await notifyUser(ctx.app, body, ctx.identity.sub));
    },
  });

  coreCall(app, {
    group: 'notify',
    call: 'list',
    summary: "A target's notifications, newest first, with the unread count (own only unless administrator)",
    body: listBody,
    handler: async (ctx, body) => {
      const target = listTarget(ctx, body.target);
      const page = await pageNotifications(ctx.db, { ...body, target });
      const unread = await countUnread(ctx.db, target);
      return { items: page.items.map(summaryOf), next: page.next, unread };
    },
  });

  coreCall(app, {
    group: 'notify',
    call: 'list-all',
    summary: "Everybody's notifications, newest first (administrators only)",
    access: ['admin'],
    body: listAllBody,
    handler: async (ctx, body) => {
      const page = await pageNotifications(ctx.db, body);
      const items = page.items.map((row) => ({
        ...summaryOf(row),
        target: row.target,
        createdBy: row.createdBy,
      }));
      return { items, next: page.next };
    },
  });

  coreCall(app, {
    group: 'notify',
    call: 'get',
    summary: 'One notification in full (own only unless administrator)',
    body: keyBody,
    handler: async (ctx, body) => {
      const row = await findNotification(ctx.db, body.key);
      const owner = ownerScope(ctx);
      if (!row || (owner !== undefined && row.target !== owner)) throw notFound();
      return detailsOf(row);
    },
  });

  coreCall(app, {
    group: 'notify',
    call: 'manage',
    summary: 'Marks a notification read or unread (own only unless administrator)',
    body: manageBody,
    handler: async (ctx, body) => {
      const row = await setRead(ctx.db, body.key, body.read, ownerScope(ctx));
      if (!row) throw notFound();
      await publish(ctx.app, { key: row.key, target: row.target, kind: row.read ? 'read' : 'unread' });
      return { key: row.key, read: row.read, readAt: row.readAt };
    },
  });

  coreCall(app, {
    group: 'notify',
    call: 'drop',
    summary: 'Deletes a notification (own only unless administrator)',
    body: keyBody,
    handler: async (ctx, body) => {
      const row = await deleteNotification(ctx.db, body.key, ownerScope(ctx));
      if (!row) throw notFound();
      await publish(ctx.app, { key: row.key, target: row.target, kind: 'drop' });
      return { key: row.key };
    },
  });
};
