import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffXlsxImport } from '@tourtariff/shared';
import { ApiRequestError, dataOf, readApiError } from '../../../lib/api/api-error';
import { appApiBase } from '../../../lib/api/app-client';
import { send } from '../../../lib/api/request';
import { useAppClient } from '../../../lib/api/use-clients';
import { useSession } from '../../../lib/session';
import type { CsvFile, CsvImportResult } from './csv';
import { tariffKeys } from './keys';

const xlsxPath = '/v1/Tariff/xlsx';

/** GET /api/v1/Tariff/xlsx?space=: the workbook's bytes, read as the CSV download is (docs/product-decisions.md §13). */
export function useExportXlsx() {
  const { status, valid } = useSession();
  return useMutation({
    mutationFn: async (space: string): Promise<CsvFile> => {
      const url = `${appApiBase}${xlsxPath}?${new URLSearchParams({ space })}`;
      const sent = await send({ session: { status, valid } }, 'GET', url);
      if (sent.kind === 'local') throw new ApiRequestError('GET tariffs workbook', null, null);
      const { response } = sent;
      if (response.status !== 200)
        throw new ApiRequestError('GET tariffs workbook', response.status, await readApiError(response));
      return { blob: await response.blob(), filename: `tariffs-${space}.xlsx` };
    },
  });
}

/** The file's bytes as base64, the form the JSON import takes. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST /api/v1/Tariff/xlsx `{space, xlsx}`: all or nothing; a refusal names sheet, row and column. */
export function useImportXlsx() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ space, file }: { space: string; file: Blob }) =>
      dataOf(
        await client.send<CsvImportResult, typeof tariffXlsxImport>(tariffXlsxImport, 'POST', xlsxPath, {
          space,
          xlsx: await base64Of(file),
        }),
        'POST tariffs workbook',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.lists() }),
  });
}
