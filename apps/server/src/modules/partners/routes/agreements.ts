import {
  agreementCreate,
  agreementListQuery,
  agreementOut,
  agreementPageOut,
  agreementTerms,
  agreementTransitionBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { agreementTransitionParams, PARTNER_ACCESS, partnershipParams } from '../schemas.ts';
import { transitionAgreement } from '../service/agreement-transition.ts';
import {
  createAgreement,
  listAgreementsFor,
  readAgreement,
  replaceAgreement,
} from '../service/agreements.ts';

const tags = ['partners'];
const onRequest = requireAccess(...PARTNER_ACCESS);

/** `/api/v1/Agreement`: the rate agreements of partnerships. */
export const agreementRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/Agreement',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Agreements the caller may read, newest first',
        querystring: agreementListQuery,
        response: withErrors({ 200: agreementPageOut }),
      },
    },
    async (request) => listAgreementsFor(request.ctx, await request.actor(), request.query),
  );

  app.post(
    '/api/v1/Agreement',
    {
      onRequest,
      schema: {
        tags,
        summary: "Draft an agreement for an active partnership (the supplier's owners and admins)",
        body: agreementCreate,
        response: withErrors({ 200: agreementOut }),
      },
    },
    async (request) => createAgreement(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Agreement/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: 'An agreement',
        params: partnershipParams,
        response: withErrors({ 200: agreementOut }),
      },
    },
    async (request) => readAgreement(request.ctx, await request.actor(), request.params.key),
  );

  app.put(
    '/api/v1/Agreement/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: "Replace a draft's terms",
        params: partnershipParams,
        body: agreementTerms,
        response: withErrors({ 200: agreementOut }),
      },
    },
    async (request) => replaceAgreement(request.ctx, await request.actor(), request.params.key, request.body),
  );

  app.patch(
    '/api/v1/Agreement/:key/:state',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send, withdraw, accept or reject an agreement',
        params: agreementTransitionParams,
        body: agreementTransitionBody,
        response: withErrors({ 200: agreementOut }),
      },
    },
    async (request) =>
      transitionAgreement(
        request.ctx,
        await request.actor(),
        request.params.key,
        request.params.state,
        request.body.note,
      ),
  );
};
