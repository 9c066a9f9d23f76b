import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { storageHash } from '../../core/storage/schemas.ts';
import { createStorage } from '../../core/storage/storage-service.ts';
import { AppError } from '../../errors.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { MULTIPART_OVERHEAD, readUpload } from './upload.ts';

const hashParams = z.object({ hash: storageHash });

/**
 * Served bytes are whatever a user uploaded, on our own origin: never sniffed into another type, and sandboxed
 * when opened directly, so an uploaded HTML or SVG file cannot run script as the app. A hash names its bytes
 * forever, hence the immutable caching.
 */
function setObjectHeaders(reply: FastifyReply, hash: string) {
  reply
    .header('etag', `"${hash}"`)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

const matchesEtag = (header: string | undefined, hash: string) =>
  !!header &&
  header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === `"${hash}"`;
  });

/**
 * App API storage (SPEC §7 `/ipfs`), the same store as the core storage calls. Only plain objects are served:
 * an encrypted one has no meaning without its key, which this GET cannot carry, so it reads as not found.
 */
export const ipfsRoutes: FastifyPluginAsync = async (app) => {
  const storage = createStorage(app.database.db, app.config.storage, app.log);

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
      const auth = await request.auth();
      if (!auth) throw new Error('guard let an anonymous call through');
      const upload = readUpload(request.headers['content-type'], request.body);
      const saved = await storage.save({ ...upload, enc: false, createdBy: auth.identity.sub });
      return { hash: saved.hash };
    },
  );

  app.get(
    '/api/ipfs/:hash',
    {
      onRequest: requireAccess(),
      schema: { params: hashParams, tags: ['ipfs'], summary: 'The bytes of a stored plain file, by CID' },
    },
    async (request, reply) => {
      const { hash } = request.params as z.infer<typeof hashParams>;
      const object = await storage.info(hash);
      if (!object || object.encrypted) throw new AppError('NOT_FOUND', `No stored object ${hash}`);
      if (matchesEtag(request.headers['if-none-match'], hash)) {
        setObjectHeaders(reply, hash);
        return reply.status(304).send();
      }
      const { bytes, type } = await storage.fetch({ hash });
      // Headers only once the bytes are verified: an integrity failure must not be cached as immutable.
      setObjectHeaders(reply, hash);
      return reply.type(type).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};
