import {
  type StateTarget,
  stateTargets,
  type TariffPatch,
  tariffCorrection,
  tariffTransitionBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { listAudit } from '../audit.ts';
import { ctxOf } from '../context.ts';
import { correctTariff } from '../correct.ts';
import { reviewQueue } from '../queue.ts';
import { findTariff } from '../repository.ts';
import { transitionTariff } from '../transition.ts';
import { assertReadable, rolesFor, tariffView } from '../view.ts';
import { keyParams, SUPPLIER } from './crud.ts';

const tags = ['tariffs: review'];
const idParams = z.object({ id: keyParams.shape.key });
const page = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();
/** State changes, the administrators' queue and corrections, and the audit trail (DESIGN §6, issue 6 item 4). */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  app.patch(
    '/api/tariff/:id/:state',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: {
        tags,
        summary:
          'Move a tariff to another state (submit, publish, return with a note, suspend, reinstate, archive)',
        params: idParams.extend({ state: z.enum(stateTargets) }),
        body: tariffTransitionBody.nullish(),
      },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const { id, state } = request.params as { id: string; state: StateTarget };
      const note = (request.body as { note?: string } | undefined)?.note;
      return tariffView(ctx, await transitionTariff(ctx, id, state, note), true);
    },
  );

  app.get(
    '/api/tariff/:id/audit',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: { tags, summary: "A tariff's audit trail, oldest first", params: idParams, querystring: page },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const { id } = request.params as { id: string };
      const { row } = assertReadable(ctx, await findTariff(ctx.db, id), id);
      const roles = rolesFor(ctx, row);
      if (!roles.supplier && !roles.admin)
        throw new AppError(
          'access.forbidden',
          'Only the supplier space and administrators see the audit trail',
        );
      const { limit, cursor } = request.query as z.infer<typeof page>;
      return listAudit(ctx.db, id, limit, cursor);
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
      },
    },
    async (request) => {
      const { limit, cursor } = request.query as z.infer<typeof page>;
      return reviewQueue(await ctxOf(request), limit, cursor);
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
      },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const { changes, note } = request.body as { changes: TariffPatch; note?: string };
      const found = await correctTariff(
        ctx,
        (request.params as { id: string }).id,
        changes,
        note || undefined,
      );
      return tariffView(ctx, found, true);
    },
  );
};
