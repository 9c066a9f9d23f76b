import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyView } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { spaceKeys } from '../../../lib/roles';
import { factorKeys } from './api';

type CreationOptions = Parameters<
  typeof import('@simplewebauthn/browser').startRegistration
>[0]['optionsJSON'];

/** Query keys of the account's passkeys (STYLE habit 6). */
export const passkeyKeys = { all: ['passkeys'] as const };

/** GET /api/account/passkeys: null with an external sign-in provider (the route is not there, 404). */
export function usePasskeys() {
  const client = useAppClient();
  return useQuery({
    queryKey: passkeyKeys.all,
    queryFn: async () => {
      const outcome = await client.requestDetailed<{ passkeys: PasskeyView[] }>('GET', '/account/passkeys');
      if (!outcome.ok && outcome.status === 404) return null;
      return dataOf(outcome, 'GET passkeys').passkeys;
    },
  });
}

/**
 * Registers a passkey: creation options from the server, the browser's ceremony (loaded only when asked, so the
 * settings page stays light), then the answer. A passkey is a second factor, so the roles object is read again.
 */
export function useAddPasskey() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = dataOf(
        await client.requestDetailed<CreationOptions>('POST', '/account/passkeys/options'),
        'POST passkey options',
      );
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options });
      const outcome = await client.requestDetailed<PasskeyView>('POST', '/account/passkeys', {
        name,
        response,
      });
      // 201: the client reads bodies of 200 only; a refusal carries its error.
      if (!outcome.ok && outcome.status === 201) return null;
      return dataOf(outcome, 'POST passkey');
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: passkeyKeys.all });
      void queryClient.invalidateQueries({ queryKey: factorKeys.all });
      void queryClient.invalidateQueries({ queryKey: spaceKeys.roles() });
    },
  });
}

export function useRemovePasskey() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const outcome = await client.requestDetailed<null>(
        'DELETE',
        `/account/passkeys/${encodeURIComponent(id)}`,
      );
      if (!outcome.ok && outcome.status === 204) return null;
      return dataOf(outcome, 'DELETE passkey');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
