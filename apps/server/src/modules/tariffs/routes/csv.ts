import { tariffCsvImport, tariffCsvImportOut } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { csvExportQuery, csvFile, SUPPLIER } from '../schemas.ts';
import { exportCsv } from '../service/csv/export.ts';
import { importCsv } from '../service/csv/import.ts';

const tags = ['tariffs'];

/** CSV export and import of a space's tariffs (format: service/csv/columns.ts). */
export const csvRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/Tariff/csv',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: {
        tags,
        summary: "A space's tariffs as CSV (UTF-8 with BOM)",
        querystring: csvExportQuery,
        produces: ['text/csv'],
        response: withErrors({ 200: csvFile }),
      },
    },
    async (request, reply) => {
      const { space } = request.query;
      const csv = await exportCsv(request.ctx, await request.actor(), space);
      // A file download, the one answer of this module that is not JSON.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tariffs-${space}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/v1/Tariff/csv',
    {
      onRequest: requireAccess(...SUPPLIER),
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import tariffs from CSV, all or nothing',
        body: tariffCsvImport,
        response: withErrors({ 200: tariffCsvImportOut }),
      },
    },
    async (request) => {
      const { space, csv } = request.body;
      return importCsv(request.ctx, await request.actor(), space, csv);
    },
  );
};
