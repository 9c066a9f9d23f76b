import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_HEADERS = 'authorization, content-type, x-tourtariff-client, x-request-id';

/**
 * Cross-origin access for a core service running apart from the web app (CORE_URL): only the app's own origin
 * may call it with credentials. Anything else gets no CORS headers, so browsers keep other sites out.
 */
export const corsPlugin = fp(async (app: FastifyInstance, { origin }: { origin: string }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== origin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
});
