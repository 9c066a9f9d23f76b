import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Agreement,
  type AgreementTarget,
  type AgreementTerms,
  agreementCreate,
  agreementTerms,
  agreementTransitionBody,
} from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { partnerKeys } from './keys';

const agreementPath = '/v1/Agreement';
const agreementKeyPath = (key: string) => `${agreementPath}/${encodeURIComponent(key)}`;

/** Every agreement of a partnership, newest first (GET /api/v1/Agreement?partnership=), at most 100. */
export function useAgreements(partnership: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: partnerKeys.agreements(partnership),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ items: Agreement[]; next: string | null }>(
          'GET',
          `${agreementPath}?${new URLSearchParams({ partnership, limit: '100' })}`,
        ),
        'GET agreements',
      ).items,
  });
}

/**
 * An agreement decides every partner price, so after any change the partnerships (their cards' agreement) and
 * the tariffs (their partner prices) are read again.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['tariffs'] }),
    ]);
}

/** Saves terms: a new draft (POST /api/v1/Agreement), or the whole terms of an existing draft (PUT). */
export function useSaveAgreement(partnership: string) {
  const client = useAppClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ key, terms }: { key: string | null; terms: AgreementTerms }) =>
      key
        ? dataOf(
            await client.send<Agreement, typeof agreementTerms>(
              agreementTerms,
              'PUT',
              agreementKeyPath(key),
              terms,
            ),
            'PUT agreement',
          )
        : dataOf(
            await client.send<Agreement, typeof agreementCreate>(agreementCreate, 'POST', agreementPath, {
              partnership,
              ...terms,
            }),
            'POST agreement',
          ),
    onSuccess: refresh,
  });
}

/** Sends, accepts, rejects or withdraws (PATCH /api/v1/Agreement/{key}/{state}). */
export function useMoveAgreement() {
  const client = useAppClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ key, state, note }: { key: string; state: AgreementTarget; note?: string }) =>
      dataOf(
        await client.send<Agreement, typeof agreementTransitionBody>(
          agreementTransitionBody,
          'PATCH',
          `${agreementKeyPath(key)}/${state}`,
          note?.trim() ? { note: note.trim() } : {},
        ),
        'PATCH agreement',
      ),
    onSettled: refresh,
  });
}

/** One published tariff of the supplier, as much as the override form needs: title and rate rows. */
export type SupplierTariff = {
  key: string;
  title: { jp: string; en: string };
  currency: string;
  rates: {
    unit: string;
    pax_min: number;
    pax_max: number;
    adult: number;
    child: number | null;
    season: string | null;
  }[];
};

/** The supplier's published tariffs (GET /api/v1/Tariff?space=&state=published), for per-tariff terms. */
export function useSupplierTariffs(space: string, enabled: boolean) {
  const client = useAppClient();
  return useQuery({
    queryKey: partnerKeys.supplierTariffs(space),
    enabled,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ items: SupplierTariff[] }>(
          'GET',
          `/v1/Tariff?${new URLSearchParams({ space, state: 'published', limit: '100' })}`,
        ),
        'GET tariffs',
      ).items,
  });
}
