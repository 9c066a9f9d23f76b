import { tariffBulkRates, tariffBulkRatesOut, tariffNextYear, tariffNextYearOut } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { keyParams, SUPPLIER } from '../schemas.ts';
import { bulkChangeRates, copyToNextYear } from '../service/sheets.ts';

const tags = ['tariffs'];

/** Rate-sheet work (docs/product-decisions.md §13): copy to the next year, bulk rate change. */
export const sheetRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Tariff/:key/next-year',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Copy a tariff to the next year as a new draft (preview: the copy and its moved dates only)',
        params: keyParams,
        body: tariffNextYear,
        response: withErrors({ 200: tariffNextYearOut }),
      },
    },
    async (request) =>
      copyToNextYear(request.ctx, await request.actor(), request.params.key, request.body.preview),
  );

  app.post(
    '/api/v1/Tariff/bulk-rates',
    {
      onRequest: requireAccess(...SUPPLIER),
      schema: {
        tags,
        summary: 'Change the matching rate rows of several tariffs by a percent or an amount, rounded',
        body: tariffBulkRates,
        response: withErrors({ 200: tariffBulkRatesOut }),
      },
    },
    async (request) => bulkChangeRates(request.ctx, await request.actor(), request.body),
  );
};
