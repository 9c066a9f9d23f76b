import {
  archiveBody,
  conversationCreateBody,
  conversationCreatedOut,
  conversationListBody,
  conversationOut,
  conversationPageOut,
  messageOut,
  messagePageQuery,
  messageSendBody,
  readBody,
  threadPageOut,
  unreadOut,
  unreadQuery,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { conversationParams } from '../schemas.ts';
import { createConversation, listSpaceConversations } from '../service/conversations.ts';
import {
  archiveConversation,
  markConversationRead,
  readThread,
  sendMessage,
  unreadCount,
} from '../service/messages.ts';

const tags = ['messenger'];
const onRequest = requireAccess();

/** `/api/messenger` (docs/product.md §7): conversations between spaces and their messages. */
export const conversationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/messenger',
    {
      onRequest,
      schema: {
        tags,
        summary: "The acting space's conversations, newest first (a POST: docs/product.md §7 lists it so)",
        body: conversationListBody,
        response: withErrors({ 200: conversationPageOut }),
      },
    },
    async (request) => listSpaceConversations(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/messenger/new',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Open a conversation (or answer the one already about this record with these spaces)',
        body: conversationCreateBody,
        response: withErrors({ 200: conversationCreatedOut }),
      },
    },
    async (request) => createConversation(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/messenger/unread',
    {
      onRequest,
      schema: {
        tags,
        summary: "Unread messages across the acting space's conversations (the top bar's envelope)",
        querystring: unreadQuery,
        response: withErrors({ 200: unreadOut }),
      },
    },
    async (request) => unreadCount(request.ctx, await request.actor(), request.query.space),
  );

  app.post(
    '/api/messenger/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a message (text and attachments uploaded to this conversation)',
        params: conversationParams,
        body: messageSendBody,
        response: withErrors({ 200: messageOut }),
      },
    },
    async (request) => sendMessage(request.ctx, await request.actor(), request.params.id, request.body),
  );

  app.get(
    '/api/messenger/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A conversation and a page of its messages, newest first',
        params: conversationParams,
        querystring: messagePageQuery,
        response: withErrors({ 200: threadPageOut }),
      },
    },
    async (request) => readThread(request.ctx, await request.actor(), request.params.id, request.query),
  );

  app.patch(
    '/api/messenger/:id/read',
    {
      onRequest,
      schema: {
        tags,
        summary: "Move the caller's read mark up to a message; answers the new unread count",
        params: conversationParams,
        body: readBody,
        response: withErrors({ 200: unreadOut }),
      },
    },
    async (request) =>
      markConversationRead(request.ctx, await request.actor(), request.params.id, request.body.message),
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.patch(
      `/api/messenger/:id/${path}`,
      {
        onRequest,
        schema: {
          tags,
          summary: archived ? 'Archive a conversation for your space' : 'Bring an archived conversation back',
          params: conversationParams,
          body: archiveBody,
          response: withErrors({ 200: conversationOut }),
        },
      },
      async (request) =>
        archiveConversation(
          request.ctx,
          await request.actor(),
          request.params.id,
          request.body.space,
          archived,
        ),
    );
  }
};
