import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../plugins/auth.ts';
import { binaryResponse, errorBodySchema, withErrors } from '../../plugins/contract.ts';
import { hashParams, uploaded } from './schemas.ts';
import { sendStoredObject } from './serve.ts';
import { assertReadable, servableObject, storeUpload } from './service.ts';
import { MULTIPART_OVERHEAD } from './upload.ts';

const tags = ['ipfs'];

/**
 * App API storage (docs/product.md §7 `/ipfs`), the same store as the core storage calls. Only plain objects are served:
 * an encrypted one has no meaning without its key, which this GET cannot carry, so it reads as not found.
 */
export const ipfsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { storage } = app;

  // In this plugin only, every body is the uploaded bytes — an uploaded .json file is a file, not a request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/ipfs',
    {
      onRequest: requireAccess(),
      bodyLimit: app.config.storage.maxBytes + MULTIPART_OVERHEAD,
      config: { uploadLimit: app.config.storage.maxBytes },
      schema: {
        tags,
        summary: 'Store a file (multipart field `file`, or a raw body); answers its CID',
        response: withErrors({ 200: uploaded, 413: errorBodySchema }),
      },
    },
    async (request) =>
      storeUpload(storage, await request.actor(), {
        contentType: request.headers['content-type'],
        body: request.body,
      }),
  );

  app.get(
    '/api/ipfs/:hash',
    {
      onRequest: requireAccess(),
      schema: {
        params: hashParams,
        tags,
        summary:
          'The bytes of a stored plain file, by CID: for who stored it and whom it is shown to (others: 404)',
        response: withErrors({
          200: binaryResponse('The stored bytes, sent with the media type they were stored with'),
          304: z.null().describe('Not modified: the client already holds these bytes'),
        }),
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      await servableObject(storage, hash);
      await assertReadable(request.ctx.db, await request.actor(), hash);
      return sendStoredObject(storage, request, reply, hash);
    },
  );
};
