import {
  confirmationOut,
  type InquiryAction,
  inquiryBuyerBody,
  inquiryConfirmBody,
  inquiryCounterBody,
  inquiryCreateBody,
  inquiryDeclineBody,
  inquiryListQuery,
  inquiryOut,
  inquiryPageOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { inquiryParams } from '../schemas.ts';
import { createInquiry, listSpaceInquiries, readConfirmation, readInquiry } from '../service/inquiries.ts';
import { moveInquiry } from '../service/inquiry-moves.ts';

const tags = ['messenger'];
const onRequest = requireAccess();

/** Each move's body: one route per move, so the OpenAPI document names what each one takes. */
const moves: [InquiryAction, z.ZodType, string][] = [
  ['confirm', inquiryConfirmBody, 'Supplier: quote it (optionally another total, with a reason)'],
  ['decline', inquiryDeclineBody, 'Supplier: decline it, with a reason'],
  ['counter', inquiryCounterBody, 'Supplier: offer another date or group instead'],
  ['accept', inquiryBuyerBody, 'Buyer: accept the quote; both sides get a reference number'],
  ['withdraw', inquiryBuyerBody, 'Buyer: withdraw a quoted inquiry'],
  ['decline-counter', inquiryBuyerBody, 'Buyer: decline a counter-offer'],
];

/** `/api/messenger/inquiries`: structured inquiries that turn into confirmed quotes. */
export const inquiryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/messenger/inquiries',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A buyer asks about a tariff: priced by the tariff quote and posted in its conversation',
        body: inquiryCreateBody,
        response: withErrors({ 200: inquiryOut }),
      },
    },
    async (request) => createInquiry(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/messenger/inquiries',
    {
      onRequest,
      schema: {
        tags,
        summary: "The acting space's inquiries (as buyer or supplier), newest first",
        querystring: inquiryListQuery,
        response: withErrors({ 200: inquiryPageOut }),
      },
    },
    async (request) => listSpaceInquiries(request.ctx, await request.actor(), request.query),
  );

  app.get(
    '/api/messenger/inquiries/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: 'An inquiry card',
        params: inquiryParams,
        response: withErrors({ 200: inquiryOut }),
      },
    },
    async (request) => readInquiry(request.ctx, await request.actor(), request.params.key),
  );

  app.get(
    '/api/messenger/inquiries/:key/confirmation',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The printable confirmation of an accepted inquiry',
        params: inquiryParams,
        response: withErrors({ 200: confirmationOut }),
      },
    },
    async (request) => readConfirmation(request.ctx, await request.actor(), request.params.key),
  );

  for (const [action, body, summary] of moves) {
    app.patch(
      `/api/messenger/inquiries/:key/${action}`,
      {
        onRequest,
        schema: { tags, summary, params: inquiryParams, body, response: withErrors({ 200: inquiryOut }) },
      },
      async (request) =>
        moveInquiry(request.ctx, await request.actor(), request.params.key, action, request.body as never),
    );
  }
};
