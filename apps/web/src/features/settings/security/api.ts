import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FactorStatus,
  recoveryCodesBody,
  type TotpStart,
  totpConfirmBody,
  totpRemoveBody,
} from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { spaceKeys } from '../../../lib/roles';

/** Query keys of the account's second factors (STYLE habit 6). */
export const factorKeys = { all: ['factors'] as const };

type Codes = { recoveryCodes: string[] };

/**
 * GET /api/account/factors: null when the route is not there (404; a server of the core API alone),
 * so the page shows nothing to set up.
 */
export function useFactors() {
  const client = useAppClient();
  return useQuery({
    queryKey: factorKeys.all,
    queryFn: async () => {
      const outcome = await client.requestDetailed<FactorStatus>('GET', '/account/factors');
      if (!outcome.ok && outcome.status === 404) return null;
      return dataOf(outcome, 'GET factors');
    },
  });
}

export function useStartTotp() {
  const client = useAppClient();
  return useMutation({
    mutationFn: async () =>
      dataOf(await client.requestDetailed<TotpStart>('POST', '/account/factors/totp'), 'POST totp'),
  });
}

/**
 * After the setup is confirmed the spaces requiring a factor open to this session: the roles object (which
 * lists what still needs one) and every space's data are read again.
 */
export function useConfirmTotp() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      dataOf(
        await client.send<Codes, typeof totpConfirmBody>(
          totpConfirmBody,
          'POST',
          '/account/factors/totp/confirm',
          {
            code,
          },
        ),
        'POST totp confirm',
      ),
    // Not awaited: the form that shows the recovery codes gives way to the enrolled view once the list is read
    // again, and a caller's own onSuccess (which keeps the codes) must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: factorKeys.all });
      void queryClient.invalidateQueries({ queryKey: spaceKeys.roles() });
    },
  });
}

export function useRegenerateCodes() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      dataOf(
        await client.send<Codes, typeof recoveryCodesBody>(
          recoveryCodesBody,
          'POST',
          '/account/factors/recovery-codes',
          { code },
        ),
        'POST recovery codes',
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: factorKeys.all });
    },
  });
}

export function useRemoveTotp() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: { password: string } | { code: string }) => {
      const outcome = await client.send<null, typeof totpRemoveBody>(
        totpRemoveBody,
        'POST',
        '/account/factors/totp/remove',
        proof,
      );
      // 204: no body, which the client reports as not-200; a refusal carries its error.
      if (!outcome.ok && outcome.status === 204) return null;
      return dataOf(outcome, 'POST totp remove');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorKeys.all }),
  });
}
