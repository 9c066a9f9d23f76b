import {
  tariffAuditOut,
  tariffCorrection,
  tariffQueueOut,
  tariffTransitionBody,
  tariffViewOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { idParams, page, SUPPLIER, transitionParams } from '../schemas.ts';
import { readAudit } from '../service/audit.ts';
import { correctTariff } from '../service/correct.ts';
import { reviewQueue } from '../service/queue.ts';
import { transitionTariff } from '../service/transition.ts';
import { tariffView } from '../service/view.ts';

const tags = ['tariffs: review'];

/** State changes, the administrators' queue and corrections, and the audit trail (docs/product-decisions.md §6). */
export const reviewRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/api/tariff/:id/:state',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: {
        tags,
        summary:
          'Move a tariff to another state (submit, publish, return with a note, suspend, reinstate, archive)',
        params: transitionParams,
        body: tariffTransitionBody.nullish(),
        response: withErrors({ 200: tariffViewOut }),
      },
    },
    async (request) => {
      const actor = await request.actor();
      const { id, state } = request.params;
      const found = await transitionTariff(request.ctx, actor, id, state, request.body?.note);
      return tariffView(actor, found, true);
    },
  );

  app.get(
    '/api/tariff/:id/audit',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: {
        tags,
        summary: "A tariff's audit trail, oldest first",
        params: idParams,
        querystring: page,
        response: withErrors({ 200: tariffAuditOut }),
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      return readAudit(request.ctx, await request.actor(), request.params.id, limit, cursor);
    },
  );

  app.get(
    '/api/tariff/admin/queue',
    {
      onRequest: requireAccess('admin'),
      schema: {
        tags,
        summary: 'Submitted tariffs and versions, oldest first, with their diffs',
        querystring: page,
        response: withErrors({ 200: tariffQueueOut }),
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      return reviewQueue(request.ctx, await request.actor(), limit, cursor);
    },
  );

  app.patch(
    '/api/tariff/admin/:id',
    {
      onRequest: requireAccess('admin'),
      schema: {
        tags,
        summary: 'Correct fields of a tariff in place (audited)',
        params: idParams,
        body: tariffCorrection,
        response: withErrors({ 200: tariffViewOut }),
      },
    },
    async (request) => {
      const actor = await request.actor();
      const { changes, note } = request.body;
      const found = await correctTariff(request.ctx, actor, request.params.id, changes, note || undefined);
      return tariffView(actor, found, true);
    },
  );
};
