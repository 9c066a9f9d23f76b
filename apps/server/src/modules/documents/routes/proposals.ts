import {
  pricedProposalOut,
  proposalLinkBody,
  proposalLinkOut,
  proposalLinkParams,
  proposalPricesOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { errorBodySchema, withErrors } from '../../../plugins/contract.ts';
import { idParams } from '../schemas.ts';
import { createProposalLink, proposalPrices, publicProposal } from '../service/proposals.ts';

const tags = ['documents'];

/** Proposals: their prices, client links, and the page a client opens without signing in. */
export const proposalRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/doc/proposals/:id/prices',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'A proposal priced for its group: public prices, the markup added, each public total beside',
        params: idParams,
        response: withErrors({ 200: proposalPricesOut }),
      },
    },
    async (request) => proposalPrices(request.ctx, await request.actor(), request.params.id),
  );

  app.post(
    '/api/doc/proposals/:id/link',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'A read-only client link /p/{short id} (core shorturi) that expires at `exp`',
        params: idParams,
        body: proposalLinkBody,
        response: withErrors({ 200: proposalLinkOut }),
      },
    },
    async (request) =>
      createProposalLink(request.ctx, await request.actor(), request.params.id, request.body),
  );

  // The client has no account: the short id is the capability, and only public prices (marked up) are shown.
  app.get(
    '/api/p/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The proposal behind a client link; 410 once it has expired',
        params: proposalLinkParams,
        response: withErrors({ 200: pricedProposalOut, 410: errorBodySchema }),
      },
    },
    async (request) => publicProposal(request.ctx, request.params.id),
  );
};
