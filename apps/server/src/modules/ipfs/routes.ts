import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { storageHash } from '../../core/storage/index.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { sendStoredObject } from './serve.ts';
import { MULTIPART_OVERHEAD, readUpload } from './upload.ts';

const hashParams = z.object({ hash: storageHash });

/**
 * App API storage (SPEC §7 `/ipfs`), the same store as the core storage calls. Only plain objects are served:
 * an encrypted one has no meaning without its key, which this GET cannot carry, so it reads as not found.
 */
export const ipfsRoutes: FastifyPluginAsync = async (app) => {
  const { storage } = app;

  // In this plugin only, every body is the uploaded bytes — an uploaded .json file is a file, not a request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/ipfs',
    {
      onRequest: requireAccess(),
      bodyLimit: app.config.storage.maxBytes + MULTIPART_OVERHEAD,
      schema: {
        tags: ['ipfs'],
        summary: 'Store a file (multipart field `file`, or a raw body); answers its CID',
      },
    },
    async (request) => {
      const actor = await request.actor();
      const upload = readUpload(request.headers['content-type'], request.body);
      const saved = await storage.save({ ...upload, enc: false, createdBy: actor.identity.sub });
      return { hash: saved.hash };
    },
  );

  app.get(
    '/api/ipfs/:hash',
    {
      onRequest: requireAccess(),
      schema: { params: hashParams, tags: ['ipfs'], summary: 'The bytes of a stored plain file, by CID' },
    },
    async (request, reply) =>
      sendStoredObject(storage, request, reply, (request.params as z.infer<typeof hashParams>).hash),
  );
};
