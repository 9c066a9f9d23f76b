import { useMutation } from '@tanstack/react-query';
import type { CoreCallData } from '@tourtariff/shared';
import { readFileAsDataUrl } from '../../../components/ui/image-picker';
import { credentialCall } from './call';
import { useCoreClient } from './space-client';

/** What an application may carry: images of a card or certificate, or a PDF; the server checks by content. */
export const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const MAX_EVIDENCE = 5;
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;

export type UploadedEvidence = { hash: string; name: string; type: string; key: string };

/**
 * `storage/save`: one evidence file into core storage, sealed (`enc`): a licence card is nobody's business but
 * the issuer's, so the hash alone opens nothing; the key goes with the application, which only the issuer reads.
 */
export function useUploadEvidence() {
  const core = useCoreClient();
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedEvidence> => {
      const saved = await credentialCall<CoreCallData<'storage/save'>>(core, 'storage/save', {
        file: await readFileAsDataUrl(file),
        enc: true,
      });
      return { hash: saved.hash, name: file.name, type: saved.type || file.type, key: saved.key ?? '' };
    },
  });
}
