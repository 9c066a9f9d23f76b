import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oauthScope } from '../oauth.ts';
import { oauthError, responseBody } from '../schemas.ts';
import { receiveResponse } from '../service/presentation.ts';

/** OpenID for Verifiable Presentations 1.0: the response_uri an external wallet posts its vp_token to. */
export const presentationRoutes: FastifyPluginAsync = async (scope) => {
  oauthScope(scope);
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/core/oid4vp/response',
    {
      // The wallet holds no session: the transaction's `state` is the authority, and it is single-use.
      config: { public: true },
      schema: {
        tags: ['core: oid4vp'],
        summary:
          'Response endpoint (direct_post): the vp_token for a presentation request, keyed by its state',
        body: responseBody,
        response: { 200: z.object({}), 400: oauthError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return receiveResponse(request.ctx, {
        state: request.body.state,
        vpToken: request.body.vp_token,
      });
    },
  );
};
