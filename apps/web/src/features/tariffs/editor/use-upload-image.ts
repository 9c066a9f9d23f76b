import { useMutation } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

/**
 * POST /api/ipfs (multipart field `file`) stores the bytes and answers their storage hash (`bafkrei…`); the
 * tariff keeps only the hash, so an image is uploaded when picked and becomes part of the tariff on save.
 */
export function useUploadImage() {
  const client = useAppClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return dataOf(await client.requestDetailed<{ hash: string }>('POST', '/ipfs', body), 'POST image').hash;
    },
  });
}
