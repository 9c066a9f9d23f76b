import { tariffCsvImportOut, tariffXlsxImport } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { csvExportQuery, SUPPLIER, xlsxFile } from '../schemas.ts';
import { exportXlsx } from '../service/xlsx/export.ts';
import { importXlsx } from '../service/xlsx/import.ts';

const tags = ['tariffs'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel export and import of a space's tariffs beside the CSV (layout: service/xlsx/layout.ts). */
export const xlsxRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/Tariff/xlsx',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: {
        tags,
        summary: "A space's tariffs as an Excel workbook: an index sheet and one sheet per tariff",
        querystring: csvExportQuery,
        produces: [XLSX],
        response: withErrors({ 200: xlsxFile }),
      },
    },
    async (request, reply) => {
      const { space } = request.query;
      const book = await exportXlsx(request.ctx, await request.actor(), space);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="tariffs-${space}.xlsx"`)
        .send(book);
    },
  );

  app.post(
    '/api/v1/Tariff/xlsx',
    {
      onRequest: requireAccess(...SUPPLIER),
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import tariffs from an Excel workbook (base64), all or nothing',
        body: tariffXlsxImport,
        response: withErrors({ 200: tariffCsvImportOut }),
      },
    },
    async (request) => {
      const { space, xlsx } = request.body;
      return importXlsx(request.ctx, await request.actor(), space, xlsx);
    },
  );
};
