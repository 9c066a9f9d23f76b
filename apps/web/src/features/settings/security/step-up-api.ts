import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stepUpCodeBody } from '@tourtariff/shared';
import { type AppOutcome, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { spaceKeys } from '../../../lib/roles';

type RequestOptions = Parameters<
  typeof import('@simplewebauthn/browser').startAuthentication
>[0]['optionsJSON'];

/** 204 No Content is the success of a step-up (the client reads only 200 bodies as data). */
function done(outcome: AppOutcome<null>, what: string): null {
  if (!outcome.ok && outcome.status === 204) return null;
  return dataOf(outcome, what);
}

/**
 * Once this session has proved a factor, the spaces requiring one open to it: the roles object (which lists what
 * still needs one) and every space's data are read again (docs/identity.md "Step-up").
 */
function useReopen() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: spaceKeys.roles() });
}

/** POST /api/auth/step-up with a code from the authenticator app or a recovery code. */
export function useStepUpWithCode() {
  const client = useAppClient();
  const reopen = useReopen();
  return useMutation({
    mutationFn: async (code: string) =>
      done(
        await client.send<null, typeof stepUpCodeBody>(stepUpCodeBody, 'POST', '/auth/step-up', { code }),
        'POST step-up',
      ),
    onSuccess: reopen,
  });
}

/** Request options naming the person's passkeys, the browser's ceremony (loaded only when asked), the answer. */
export function useStepUpWithPasskey() {
  const client = useAppClient();
  const reopen = useReopen();
  return useMutation({
    mutationFn: async () => {
      const options = dataOf(
        await client.requestDetailed<RequestOptions>('POST', '/auth/step-up/passkey/options'),
        'POST step-up options',
      );
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options });
      return done(
        await client.requestDetailed<null>('POST', '/auth/step-up/passkey', { response }),
        'POST step-up passkey',
      );
    },
    onSuccess: reopen,
  });
}
