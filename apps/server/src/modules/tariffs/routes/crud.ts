import {
  tariffCreate,
  tariffDeletedOut,
  tariffDetailOut,
  tariffDoc,
  tariffListOut,
  tariffListQuery,
  tariffPatch,
  tariffViewOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { keyParams, SUPPLIER } from '../schemas.ts';
import { createTariff, editTariff } from '../service/edit.ts';
import { listTariffs } from '../service/query.ts';
import { readTariff } from '../service/read.ts';
import { deleteTariff } from '../service/transition.ts';
import { tariffView } from '../service/view.ts';

const tags = ['tariffs'];

/** `/api/v1/Tariff` CRUD (docs/product.md §7). Every answer is the tariff as tariffView shapes it. */
export const crudRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Tariff',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Create a draft tariff',
        body: tariffCreate,
        response: withErrors({ 200: tariffViewOut }),
      },
    },
    async (request) => {
      const actor = await request.actor();
      const { space, ...doc } = request.body;
      return tariffView(actor, await createTariff(request.ctx, actor, space, doc), true);
    },
  );

  app.get(
    '/api/v1/Tariff',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "A space's tariffs (without one: the caller's own), last changed first",
        querystring: tariffListQuery,
        response: withErrors({ 200: tariffListOut }),
      },
    },
    async (request) => listTariffs(request.ctx, await request.actor(), request.query),
  );

  app.get(
    '/api/v1/Tariff/:key',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'A tariff by key, with its supplier',
        params: keyParams,
        response: withErrors({ 200: tariffDetailOut }),
      },
    },
    async (request) => readTariff(request.ctx, await request.actor(), request.params.key),
  );

  app.put(
    '/api/v1/Tariff/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Replace a tariff (a published one gets a pending version)',
        params: keyParams,
        body: tariffDoc,
        response: withErrors({ 200: tariffViewOut }),
      },
    },
    async (request) => {
      const actor = await request.actor();
      const doc = request.body;
      return tariffView(actor, await editTariff(request.ctx, actor, request.params.key, () => doc), true);
    },
  );

  app.patch(
    '/api/v1/Tariff/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Change some fields of a tariff',
        params: keyParams,
        body: tariffPatch,
        response: withErrors({ 200: tariffViewOut }),
      },
    },
    async (request) => {
      const actor = await request.actor();
      const patch = request.body;
      const merge = (current: object) => ({ ...current, ...patch });
      return tariffView(actor, await editTariff(request.ctx, actor, request.params.key, merge), true);
    },
  );

  app.delete(
    '/api/v1/Tariff/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Delete a draft; archive anything else',
        params: keyParams,
        response: withErrors({ 200: tariffDeletedOut }),
      },
    },
    async (request) => deleteTariff(request.ctx, await request.actor(), request.params.key),
  );
};
