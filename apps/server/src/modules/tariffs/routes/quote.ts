import { quoteOut, quoteRequest } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { keyParams } from '../schemas.ts';
import { quoteTariff } from '../service/quote.ts';

/** The price quote for a date and a group. A POST only because the group is a body. */
export const quoteRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Tariff/:key/quote',
    {
      onRequest: requireAccess(),
      schema: {
        tags: ['tariffs'],
        summary:
          'What the caller would pay for a group on a date, line by line, with the cancellation schedule',
        params: keyParams,
        body: quoteRequest,
        response: withErrors({ 200: quoteOut }),
      },
    },
    async (request) => quoteTariff(request.ctx, await request.actor(), request.params.key, request.body),
  );
};
