import { attachmentOut } from '@tourtariff/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { binaryResponse, errorBodySchema, withErrors } from '../../../plugins/contract.ts';
import { MULTIPART_OVERHEAD } from '../../ipfs/index.ts';
import { attachmentParams, conversationParams } from '../schemas.ts';
import { readAttachment, uploadAttachment } from '../service/attachments.ts';

const tags = ['messenger'];

/** Private bytes on our origin: never kept by shared caches, never sniffed, sandboxed when opened directly. */
function sendFile(reply: FastifyReply, file: { bytes: Uint8Array; type: string; name: string }) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .type(file.type)
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
const MAX_FILE = 10 * 1024 * 1024;

/**
 * Attachments, uploaded the way `/api/ipfs` takes files: a multipart `file` field read by a
 * buffer parser in this plugin only (Fastify encapsulation), and declared without a body schema, so the OpenAPI
 * document (and Swagger UI) sees an ordinary operation.
 */
export const attachmentRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/messenger/:id/attachments',
    {
      onRequest: requireAccess(),
      bodyLimit: MAX_FILE + MULTIPART_OVERHEAD,
      config: { uploadLimit: MAX_FILE },
      schema: {
        tags,
        summary: 'Upload an attachment (multipart field `file`: JPEG, PNG, WebP or PDF, ≤ 10 MB)',
        params: conversationParams,
        response: withErrors({ 200: attachmentOut, 413: errorBodySchema }),
      },
    },
    async (request) =>
      uploadAttachment(request.ctx, await request.actor(), request.params.id, {
        contentType: request.headers['content-type'],
        body: request.body,
      }),
  );

  app.get(
    '/api/messenger/:id/attachments/:hash',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "An attachment's bytes, for the conversation's participants",
        params: attachmentParams,
        response: withErrors({
          200: binaryResponse('The attachment, with the media type its content proved'),
        }),
      },
    },
    async (request, reply) => {
      const file = await readAttachment(
        request.ctx,
        await request.actor(),
        request.params.id,
        request.params.hash,
      );
      return sendFile(reply, file);
    },
  );
};
