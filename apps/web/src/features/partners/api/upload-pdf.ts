import { useMutation } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

/**
 * POST /api/ipfs (multipart field `file`), the storage upload tariffs use for images: the agreement keeps only
 * the answered hash, so the PDF is uploaded when picked and becomes part of the terms on save.
 */
export function useUploadPdf() {
  const client = useAppClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return dataOf(
        await client.requestDetailed<{ hash: string }>('POST', '/ipfs', body),
        'POST agreement PDF',
      ).hash;
    },
  });
}
