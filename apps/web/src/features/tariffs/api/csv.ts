import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffCsvImport, type tariffCsvImportOut } from '@tourtariff/shared';
import type { z } from 'zod';
import { ApiRequestError, dataOf, readApiError } from '../../../lib/api/api-error';
import { appApiBase } from '../../../lib/api/app-client';
import { send } from '../../../lib/api/request';
import { useAppClient } from '../../../lib/api/use-clients';
import { useSession } from '../../../lib/session';
import { tariffKeys } from './keys';

/** POST /api/v1/Tariff/csv's answer: what the import created, updated and left unchanged, line by line. */
export type CsvImportResult = z.output<typeof tariffCsvImportOut>;

export type CsvFile = { blob: Blob; filename: string };

const csvPath = '/v1/Tariff/csv';

/** The file name the server proposes in Content-Disposition, else one of our own. */
function filenameOf(response: Response, space: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `tariffs-${space}.csv`;
}

/**
 * GET /api/v1/Tariff/csv?space=: the one answer that is not JSON, so it goes through `send` (session checks,
 * the client header, 401 → sign-in) and is read as bytes instead of through the JSON client.
 */
export function useExportCsv() {
  const { status, valid } = useSession();
  return useMutation({
    mutationFn: async (space: string): Promise<CsvFile> => {
      const url = `${appApiBase}${csvPath}?${new URLSearchParams({ space })}`;
      const sent = await send({ session: { status, valid } }, 'GET', url);
      if (sent.kind === 'local') throw new ApiRequestError('GET tariffs CSV', null, null);
      const { response } = sent;
      if (response.status !== 200)
        throw new ApiRequestError('GET tariffs CSV', response.status, await readApiError(response));
      return { blob: await response.blob(), filename: filenameOf(response, space) };
    },
  });
}

/**
 * POST /api/v1/Tariff/csv `{space, csv}`: all or nothing. A refusal (422) names each failing cell as
 * `lines.{line}.{column}` in its fields; nothing was written then.
 */
export function useImportCsv() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ space, csv }: { space: string; csv: string }) =>
      dataOf(
        await client.send<CsvImportResult, typeof tariffCsvImport>(tariffCsvImport, 'POST', csvPath, {
          space,
          csv,
        }),
        'POST tariffs CSV',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.lists() }),
  });
}
