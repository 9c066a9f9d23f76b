import { spaceKeyInput, stateTargets } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The route schemas of the tariff module that the web does not share (its request contracts and the answers'
 * shapes are in packages/shared: contracts/tariffs.ts, tariffs-responses.ts).
 */

/** Rules a supplier holds (docs/product-decisions.md §4 derived entries); the service then checks membership of the very space. */
export const SUPPLIER = ['creator', 'supplier', 'supplier:*'];

export const keyParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
export const idParams = z.object({ id: keyParams.shape.key });
export const transitionParams = idParams.extend({ state: z.enum(stateTargets) });

export const page = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

export const csvExportQuery = z.object({ space: spaceKeyInput }).strict();

/** The CSV download: a file, not JSON (declared so the OpenAPI document says what comes back). */
export const csvFile = z
  .string()
  .describe(
    'text/csv; charset=utf-8, with a BOM; one tariff per row, columns as service/csv/columns.ts lists them',
  );

/** The workbook download (docs/product-decisions.md §13): bytes, declared so the OpenAPI document names them. */
export const xlsxFile = z
  .any()
  .describe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet; layout in service/xlsx/layout.ts',
  );
