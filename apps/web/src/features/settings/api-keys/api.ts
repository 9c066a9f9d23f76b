import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyView,
  apiKeyCreate,
  type apiKeyList,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

/** Query keys of a space's API keys (STYLE habit 6). */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  of: (space: string) => [...apiKeyKeys.all, space] as const,
};

const keysPath = (space: string) => `/space/${encodeURIComponent(space)}/api-keys`;

/** GET /api/space/{key}/api-keys: the space's keys, newest first, never their secrets. */
export function useApiKeys(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: apiKeyKeys.of(space),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<z.output<typeof apiKeyList>>('GET', keysPath(space)),
        'GET api keys',
      ).items,
  });
}

/** Creates a key; the answer carries its secret, which the dialog shows this once. */
export function useCreateApiKey(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiKeyCreate) =>
      dataOf(
        await client.send<ApiKeyCreated, typeof apiKeyCreate>(apiKeyCreate, 'POST', keysPath(space), input),
        'POST api key',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.of(space) }),
  });
}

/** Revokes a key: the server refuses its very next use. */
export function useRevokeApiKey(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(
        await client.requestDetailed<ApiKeyView>('DELETE', `${keysPath(space)}/${encodeURIComponent(id)}`),
        'DELETE api key',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.of(space) }),
  });
}
