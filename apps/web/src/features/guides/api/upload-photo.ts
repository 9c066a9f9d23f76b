import { useMutation } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

/**
 * The picker hands a data URL; the profile stores a storage hash, so a new photo is uploaded (POST /api/ipfs,
 * multipart `file`) when the form is saved and its hash goes into the profile.
 */
export function useUploadPhoto() {
  const client = useAppClient();
  return useMutation({
    mutationFn: async (dataUrl: string) => {
      const blob = await (await fetch(dataUrl)).blob();
      const body = new FormData();
      body.append('file', blob, 'photo');
      return dataOf(await client.requestDetailed<{ hash: string }>('POST', '/ipfs', body), 'POST photo').hash;
    },
  });
}
