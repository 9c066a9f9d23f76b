import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../route.ts';
import { fetchBody, fetchedData, saveBody, saveBodyLimit, savedData } from './schemas.ts';

/**
 * Core storage group: `save` and `fetch` (docs/product-decisions.md §7, §11). Any signed-in caller may save, and fetch any object
 * whose hash they know (content addressing: the hash is the capability); encrypted objects also need the key.
 * The storage service is built once with the app (`app.storage`) and shared with /api/ipfs.
 */
export const storageCalls: FastifyPluginAsync = async (app) => {
  const { storage } = app;

  coreCall(app, {
    group: 'storage',
    call: 'save',
    summary: 'Store a file (base64 or data: URL), optionally encrypted; answers its CID',
    body: saveBody,
    response: savedData,
    bodyLimit: saveBodyLimit(app.config.storage.maxBytes),
    uploadLimit: app.config.storage.maxBytes,
    handler: (_ctx, actor, body) =>
      storage.saveFile({ ...body, createdBy: actor.identity.sub, space: actor.space?.space }),
  });

  coreCall(app, {
    group: 'storage',
    call: 'fetch',
    summary: 'Read a stored file by CID (base64), decrypting it with the key when it is encrypted',
    body: fetchBody,
    response: fetchedData,
    handler: (_ctx, _actor, body) => storage.fetchFile(body),
  });
};
