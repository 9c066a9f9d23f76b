import {
  type TariffCreate,
  type TariffDoc,
  type TariffPatch,
  tariffCreate,
  tariffDoc,
  tariffListQuery,
  tariffPatch,
} from '@tourtariff/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { spaces, tariffs } from '../../../db/schema/index.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { ctxOf, requireSupplierMember } from '../context.ts';
import { createTariff, editTariff } from '../edit.ts';
import { runQuery } from '../query/run.ts';
import { findTariff } from '../repository.ts';
import { deleteTariff } from '../transition.ts';
import { assertReadable, tariffView } from '../view.ts';

/** Rules a supplier holds (DESIGN §4 derived entries); the service then checks membership of the very space. */
export const SUPPLIER = ['creator', 'supplier', 'supplier:*'];
export const keyParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
const tags = ['tariffs'];

/** `/api/v1/Tariff` CRUD (SPEC §7). Every answer is the tariff as tariffView shapes it. */
export const crudRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/v1/Tariff',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Create a draft tariff', body: tariffCreate },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const { space, ...doc } = request.body as TariffCreate;
      await requireSupplierMember(ctx, space);
      return tariffView(ctx, await createTariff(ctx, space, doc), true);
    },
  );

  app.get(
    '/api/v1/Tariff',
    {
      onRequest: requireAccess(),
      schema: { tags, summary: "A space's tariffs, last changed first", querystring: tariffListQuery },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const { space, state, limit, cursor } = request.query as z.infer<typeof tariffListQuery>;
      // Without a space: the caller's own supplier spaces (all of them for an administrator).
      const mine = [...ctx.supplierSpaces];
      const scope =
        space || ctx.isAdmin ? undefined : mine.length ? inArray(tariffs.spaceKey, mine) : sql`false`;
      return runQuery(
        ctx,
        {
          filter: { ...(space ? { space } : {}), ...(state ? { state } : {}) },
          sort: [{ field: 'updatedAt', order: 'desc' }],
          limit,
          cursor,
        },
        scope,
      );
    },
  );

  app.get(
    '/api/v1/Tariff/:key',
    { onRequest: requireAccess(), schema: { tags, summary: 'A tariff by key', params: keyParams } },
    async (request) => {
      const ctx = await ctxOf(request);
      const { key } = request.params as { key: string };
      const found = assertReadable(ctx, await findTariff(ctx.db, key), key);
      // The detail page's supplier card: a buyer may not read the space itself, but may see who sells this.
      const [owner] = await ctx.db
        .select({ name: spaces.name, avatar: spaces.avatar })
        .from(spaces)
        .where(eq(spaces.key, found.row.spaceKey));
      return {
        ...tariffView(ctx, found, true),
        supplier: { key: found.row.spaceKey, name: owner?.name ?? null, avatar: owner?.avatar ?? null },
      };
    },
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
      },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const body = request.body as TariffDoc;
      return tariffView(
        ctx,
        await editTariff(ctx, (request.params as { key: string }).key, () => body),
        true,
      );
    },
  );

  app.patch(
    '/api/v1/Tariff/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Change some fields of a tariff', params: keyParams, body: tariffPatch },
    },
    async (request) => {
      const ctx = await ctxOf(request);
      const patch = request.body as TariffPatch;
      const key = (request.params as { key: string }).key;
      return tariffView(ctx, await editTariff(ctx, key, (current) => ({ ...current, ...patch })), true);
    },
  );

  app.delete(
    '/api/v1/Tariff/:key',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: { tags, summary: 'Delete a draft; archive anything else', params: keyParams },
    },
    async (request) => deleteTariff(await ctxOf(request), (request.params as { key: string }).key),
  );
};
