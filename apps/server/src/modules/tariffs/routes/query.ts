import {
  type AggregateBody,
  aggregateBody,
  type QueryBody,
  queryBody,
  type SearchBody,
  spaceKeyInput,
  tariffCsvImport,
  tariffSearchBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { ctxOf } from '../context.ts';
import { exportCsv } from '../csv/export.ts';
import { importCsv } from '../csv/import.ts';
import { runAggregate, runQuery } from '../query/run.ts';
import { searchTariffs } from '../search.ts';
import { SUPPLIER } from './crud.ts';

const tags = ['tariffs'];

/** The query language, buyer search, and CSV export/import of a space's tariffs. */
export const queryRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/v1/Tariff/query',
    {
      onRequest: requireAccess(),
      schema: { tags, summary: 'Query readable tariffs (DESIGN §6)', body: queryBody },
    },
    async (request) => runQuery(await ctxOf(request), request.body as QueryBody),
  );

  app.post(
    '/api/v1/Tariff/aggregate',
    {
      onRequest: requireAccess(),
      schema: { tags, summary: 'Count, sum or average readable tariffs by field', body: aggregateBody },
    },
    async (request) => runAggregate(await ctxOf(request), request.body as AggregateBody),
  );

  app.post(
    '/api/v1/Tariff/search',
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Search published tariffs (text, filters, price for N adults)',
        body: tariffSearchBody,
      },
    },
    async (request) => searchTariffs(await ctxOf(request), request.body as SearchBody),
  );

  app.get(
    '/api/v1/Tariff/csv',
    {
      onRequest: requireAccess(...SUPPLIER, 'admin'),
      schema: {
        tags,
        summary: "A space's tariffs as CSV (UTF-8 with BOM)",
        querystring: z.object({ space: spaceKeyInput }).strict(),
      },
    },
    async (request, reply) => {
      const { space } = request.query as { space: string };
      const csv = await exportCsv(await ctxOf(request), space);
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
      schema: { tags, summary: 'Import tariffs from CSV, all or nothing', body: tariffCsvImport },
    },
    async (request) => {
      const { space, csv } = request.body as { space: string; csv: string };
      return importCsv(await ctxOf(request), space, csv);
    },
  );
};
