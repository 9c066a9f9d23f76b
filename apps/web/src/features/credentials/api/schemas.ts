import { useQuery } from '@tanstack/react-query';
import { credentialCall } from './call';
import { credentialKeys } from './keys';
import { useCoreClient } from './space-client';
import type { CredentialSchema, Items } from './types';

/** `schema/list {enabled: true}`: the credential types one may apply for or ask proof of; they rarely change. */
export function useSchemas() {
  const core = useCoreClient();
  return useQuery({
    queryKey: credentialKeys.schemas(),
    queryFn: async () =>
      (await credentialCall<Items<CredentialSchema>>(core, 'schema/list', { enabled: true })).items,
    staleTime: 5 * 60_000,
  });
}

/** The vct's last path segment (`…/vct/licensed-guide` → `licensed-guide`): the base is the server's origin. */
export const vctName = (vct: string): string => vct.replace(/\/+$/, '').split('/').at(-1) ?? vct;

/** The schema of a credential type among the enabled ones (display names for a request or a result). */
export function useSchemaOf(vct: string | undefined): CredentialSchema | undefined {
  const schemas = useSchemas();
  return schemas.data?.find((schema) => schema.vct === vct);
}
