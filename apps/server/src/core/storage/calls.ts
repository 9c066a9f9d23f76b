import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../route.ts';
import { decodeFile } from './file-input.ts';
import { DEFAULT_MEDIA_TYPE } from './media-type.ts';
import { fetchBody, saveBody, saveBodyLimit } from './schemas.ts';

/**
 * Core storage group: `save` and `fetch` (DESIGN §7, §11). Any signed-in caller may save, and fetch any object
 * whose hash they know (content addressing: the hash is the capability); encrypted objects also need the key.
 */
export const storageCalls: FastifyPluginAsync = async (app) => {
  const { storage } = app;

  coreCall(app, {
    group: 'storage',
    call: 'save',
    summary: 'Store a file (base64 or data: URL), optionally encrypted; answers its CID',
    body: saveBody,
    bodyLimit: saveBodyLimit(app.config.storage.maxBytes),
    handler: async (ctx, body) => {
      const file = decodeFile(body.file, 'body.file');
      return storage.save({
        bytes: file.bytes,
        type: body.type ?? file.type ?? DEFAULT_MEDIA_TYPE,
        enc: body.enc,
        key: body.key ?? undefined,
        createdBy: ctx.identity.sub,
      });
    },
  });

  coreCall(app, {
    group: 'storage',
    call: 'fetch',
    summary: 'Read a stored file by CID (base64), decrypting it with the key when it is encrypted',
    body: fetchBody,
    handler: async (_ctx, body) => {
      const object = await storage.fetch({ hash: body.hash, key: body.key ?? undefined });
      return { file: Buffer.from(object.bytes).toString('base64'), size: object.size, type: object.type };
    },
  });
};
