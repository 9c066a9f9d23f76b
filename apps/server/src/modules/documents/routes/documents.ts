import {
  documentDeletedOut,
  documentListOut,
  documentListQuery,
  documentOut,
  documentPageOut,
  documentSpaceQuery,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { collectionParams, documentBody, documentParams } from '../schemas.ts';
import {
  createDocument,
  listCollection,
  listCollections,
  readDocument,
  removeDocument,
  replaceDocument,
} from '../service/documents.ts';

const tags = ['documents'];
const onRequest = requireAccess();

/** `/api/doc/*` (docs/product.md §7): a space's named collections; a 404 is `invalid record`. */
export const documentRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/doc/list',
    {
      onRequest,
      schema: {
        tags,
        summary: "The space's collections with how many documents it owns and how many are shared with it",
        querystring: documentSpaceQuery,
        response: withErrors({ 200: documentListOut }),
      },
    },
    async (request) => listCollections(request.ctx, await request.actor(), request.query),
  );

  app.get(
    '/api/doc/:db',
    {
      onRequest,
      schema: {
        tags,
        summary: "A collection's documents: the space's own and those shared with it, newest first",
        params: collectionParams,
        querystring: documentListQuery,
        response: withErrors({ 200: documentPageOut }),
      },
    },
    async (request) => listCollection(request.ctx, await request.actor(), request.params.db, request.query),
  );

  app.post(
    '/api/doc/:db',
    {
      onRequest,
      schema: {
        tags,
        summary: "Adds a document to the space's collection",
        params: collectionParams,
        querystring: documentSpaceQuery,
        body: documentBody,
        response: withErrors({ 200: documentOut }),
      },
    },
    async (request) =>
      createDocument(request.ctx, await request.actor(), request.params.db, request.query, request.body),
  );

  app.get(
    '/api/doc/:db/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A document the caller may read',
        params: documentParams,
        response: withErrors({ 200: documentOut }),
      },
    },
    async (request) => readDocument(request.ctx, await request.actor(), request.params.db, request.params.id),
  );

  app.put(
    '/api/doc/:db/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replaces a document (the owner space, or a space granted write)',
        params: documentParams,
        body: documentBody,
        response: withErrors({ 200: documentOut }),
      },
    },
    async (request) =>
      replaceDocument(request.ctx, await request.actor(), request.params.db, request.params.id, request.body),
  );

  app.delete(
    '/api/doc/:db/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Deletes a document (the owner space only)',
        params: documentParams,
        response: withErrors({ 200: documentDeletedOut }),
      },
    },
    async (request) =>
      removeDocument(request.ctx, await request.actor(), request.params.db, request.params.id),
  );
};
