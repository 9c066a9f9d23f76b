import { useQuery } from '@tanstack/react-query';
import type { PricedProposal } from '@tourtariff/shared';
import { appApiBase } from '../../../lib/api/app-client';
import { worksetKeys } from './keys';

export type ClientProposalAnswer =
  | { state: 'ok'; proposal: PricedProposal }
  | { state: 'expired' }
  | { state: 'missing' };

/**
 * GET /api/p/{id} with plain fetch, on purpose: the app clients answer "no session" without sending anything
 * when nobody is signed in, and a client opening the link has no account. 410 is an expired link.
 */
export async function fetchClientProposal(
  id: string,
  doFetch: typeof fetch = fetch,
): Promise<ClientProposalAnswer> {
  const response = await doFetch(`${appApiBase}/p/${encodeURIComponent(id)}`, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 410) return { state: 'expired' };
  if (response.status === 404) return { state: 'missing' };
  if (response.status !== 200) throw new Error(`GET client proposal failed: HTTP ${response.status}`);
  return { state: 'ok', proposal: (await response.json()) as PricedProposal };
}

export function useClientProposal(id: string) {
  return useQuery({ queryKey: worksetKeys.clientProposal(id), queryFn: () => fetchClientProposal(id) });
}
